import { lazy, Suspense } from 'react';
import { useAppStore } from '../../../stores/app.ts';
import { useSessionStore } from '../../../stores/session.ts';

// Each dialog (and the editor it holds) downloads only when it is first opened.
const QuickPublishDialog = lazy(() => import('./QuickPublishDialog.tsx').then((m) => ({ default: m.QuickPublishDialog })));
const QuizDialog = lazy(() => import('../../questions/components/QuizDialog.tsx').then((m) => ({ default: m.QuizDialog })));

/**
 * The portal's global dialogs of spec §3 (quick publish, quiz, edit article, edit question),
 * driven by the app store so that any page can open them. Members only.
 */
export function PortalDialogs() {
  const dialogs = useAppStore((state) => state.dialogs);
  const target = useAppStore((state) => state.dialogTarget);
  const setDialog = useAppStore((state) => state.setDialog);
  const loginStatus = useSessionStore((state) => state.loginStatus);
  if (!loginStatus) return null;
  const publishOpen = dialogs.quickPublish || dialogs.editArticle;
  const quizOpen = dialogs.quiz || dialogs.editQuestion;
  return (
    <Suspense fallback={null}>
      {publishOpen ? (
        <QuickPublishDialog
          open
          articleId={dialogs.editArticle && target ? Number(target) : null}
          onClose={() => {
            setDialog('quickPublish', false);
            setDialog('editArticle', false);
          }}
        />
      ) : null}
      {quizOpen ? (
        <QuizDialog
          open
          expertId={dialogs.quiz ? target : null}
          questionId={dialogs.editQuestion && target ? Number(target) : null}
          onClose={() => {
            setDialog('quiz', false);
            setDialog('editQuestion', false);
          }}
        />
      ) : null}
    </Suspense>
  );
}
