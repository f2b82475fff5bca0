import { Modal } from 'antd';
import { useAuthDialogs } from './authDialogStore.ts';
import { LoginForm } from './LoginForm.tsx';

/** The member login dialog (spec §2), opened from the header or any 登录 prompt. */
export function LoginDialog() {
  const open = useAuthDialogs((state) => state.loginOpen);
  const close = useAuthDialogs((state) => state.closeLogin);
  return (
    <Modal title="会员登录" open={open} onCancel={close} footer={null} width={420} destroyOnHidden>
      <LoginForm onCancel={close} />
    </Modal>
  );
}
