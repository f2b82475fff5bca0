import { Modal } from 'antd';
import { useAuthDialogs } from './authDialogStore.ts';
import { LoginForm } from './LoginForm.tsx';
import { forgetPendingAction } from '../pendingAction.ts';

/** The member login dialog (spec §2), opened from the header or any 登录 prompt. */
export function LoginDialog() {
  const open = useAuthDialogs((state) => state.loginOpen);
  const closeLogin = useAuthDialogs((state) => state.closeLogin);
  // Cancelled: the action that asked for the login does not wait for a later one.
  const close = () => {
    forgetPendingAction();
    closeLogin();
  };
  return (
    <Modal title="会员登录" open={open} onCancel={close} footer={null} width={420} destroyOnHidden>
      <LoginForm onCancel={close} />
    </Modal>
  );
}
