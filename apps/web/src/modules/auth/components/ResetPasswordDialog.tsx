import { Button, Form, Input, Modal } from 'antd';
import { MESSAGES } from '@coal/contracts';
import { useSessionStore } from '../../../stores/session.ts';
import { useAuthDialogs } from './authDialogStore.ts';
import { checkConfirmPassword, checkNewPassword, checkOldPassword, ruleOf } from './passwordRules.ts';
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
        <Form.Item label="旧密码" name="oldPassword" rules={[ruleOf(checkOldPassword)]}>
          <Input.Password placeholder={MESSAGES.oldPasswordRequired} autoComplete="current-password" />
        </Form.Item>
        <Form.Item label="新密码" name="newPassword" rules={[ruleOf(checkNewPassword)]} extra="8-20位，由字母、数字及特殊字符 !@#$%^&*()?_ 组成">
          <Input.Password placeholder={MESSAGES.newPasswordRequired} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label="确认密码"
          name="confirmPassword"
          dependencies={['newPassword']}
          rules={[({ getFieldValue }) => ruleOf((value) => checkConfirmPassword(value, getFieldValue('newPassword') as string | undefined))]}
        >
          <Input.Password placeholder={MESSAGES.confirmPasswordRequired} autoComplete="new-password" />
        </Form.Item>
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
