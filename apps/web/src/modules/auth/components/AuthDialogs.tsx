import { lazy, Suspense, useState } from 'react';
import { useAuthDialogs } from './authDialogStore.ts';

// The forms (antd Form, Input, Modal) download on the first open, not with every portal page.
const LoginDialog = lazy(() => import('./LoginDialog.tsx').then((m) => ({ default: m.LoginDialog })));
const ResetPasswordDialog = lazy(() => import('./ResetPasswordDialog.tsx').then((m) => ({ default: m.ResetPasswordDialog })));

/** True from the first time `open` is true on (a dialog stays mounted to animate its close). */
function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Mounts the two account dialogs once opened; anything opens them through useAuthDialogs. */
export function AuthDialogs() {
  const login = useOpenedOnce(useAuthDialogs((state) => state.loginOpen));
  const reset = useOpenedOnce(useAuthDialogs((state) => state.resetOpen));
  return (
    <Suspense fallback={null}>
      {login ? <LoginDialog /> : null}
      {reset ? <ResetPasswordDialog /> : null}
    </Suspense>
  );
}
