import { Button, Form, Input, Modal } from 'antd';
import { useSessionStore } from '../../../stores/session.ts';
import { useAuthDialogs } from './authDialogStore.ts';
import { PasswordChangeFields } from './PasswordChangeFields.tsx';
import { useResetPasswordSubmit, type ResetPasswordValues } from './useResetPasswordSubmit.ts';

/**
 * Reset-password dialog of spec §2/§5: old, new and confirm, each with show/hide; 确认
 * and 取消. Opened from the user menu (修改密码) or by an expired password at login, in
 * which case the account comes from the login form.
 */
export function ResetPasswordDialog() {
  const { resetOpen, resetLoginId, resetReason, closeReset } = useAuthDialogs();
  const ownLoginId = useSessionStore((state) => state.userInfo?.loginId ?? '');
  const loginId = resetLoginId || ownLoginId;
  const [form] = Form.useForm<ResetPasswordValues>();
  const { submit, submitting } = useResetPasswordSubmit();

  return (
    <Modal
      title={resetReason === 'expired' ? '密码已过期，请修改密码' : '修改密码'}
      open={resetOpen}
      onCancel={closeReset}
      footer={null}
      width={440}
      destroyOnHidden
    >
      <Form<ResetPasswordValues> form={form} layout="vertical" onFinish={(values) => void submit(loginId, values)}>
        <Form.Item label="账号">
          <Input value={loginId} disabled />
        </Form.Item>
        <PasswordChangeFields />
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={closeReset}>取消</Button>
          <Button type="primary" htmlType="submit" loading={submitting}>
            确认
          </Button>
        </div>
      </Form>
    </Modal>
  );
}
