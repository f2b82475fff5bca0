import { LoginDialog } from './LoginDialog.tsx';
import { ResetPasswordDialog } from './ResetPasswordDialog.tsx';

/** Mounts the two account dialogs once; anything opens them through useAuthDialogs. */
export function AuthDialogs() {
  return (
    <>
      <LoginDialog />
      <ResetPasswordDialog />
    </>
  );
}
