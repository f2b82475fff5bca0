import { useCallback, useEffect, useState } from 'react';
import { useSessionStore } from '../../stores/session.ts';
import { useAuthDialogs } from './components/authDialogStore.ts';
import { rememberPendingAction, takePendingAction } from './pendingAction.ts';

/** Wraps an action so that only a member runs it; `resumeKey` makes it resume after a login. */
export interface MemberOnly {
  <A extends unknown[]>(action: (...args: A) => void): (...args: A) => void;
  /**
   * Resumable: a tourist's click opens the login dialog and, once logged in (the page
   * reloads), the same page runs the action. For actions that open something (a dialog), so
   * that running them again never undoes anything; the key names the action on its page.
   */
  (action: () => void, resumeKey: string): () => void;
}

/**
 * Member-only actions on public pages (thumbs-up, follow, complaint, publish): a tourist
 * gets the login dialog instead (docs/decisions/0017-web-routing-rules.md: actions ask for login where they happen),
 * and a resumable action goes on after the login.
 */
export function useMemberAction(): MemberOnly {
  const loginStatus = useSessionStore((state) => state.loginStatus);
  // The resumable actions of this render, by key: the logged-in page runs the one waiting.
  const [resumable] = useState(() => new Map<string, () => void>());
  useEffect(() => {
    if (!loginStatus) return;
    for (const [key, run] of resumable) {
      if (takePendingAction(key)) {
        run();
        return;
      }
    }
  }, [loginStatus, resumable]);
  return useCallback(
    <A extends unknown[]>(action: (...args: A) => void, resumeKey?: string) => {
      if (resumeKey) resumable.set(resumeKey, () => (action as () => void)());
      return (...args: A) => {
        if (!loginStatus) {
          if (resumeKey) rememberPendingAction(resumeKey);
          useAuthDialogs.getState().openLogin();
          return;
        }
        action(...args);
      };
    },
    [loginStatus, resumable],
  ) as MemberOnly;
}
