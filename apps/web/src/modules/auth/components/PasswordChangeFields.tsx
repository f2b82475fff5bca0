import { Form, Input } from 'antd';
import { MESSAGES } from '@coal/contracts';
import { checkConfirmPassword, checkNewPassword, checkOldPassword, ruleOf } from './passwordRules.ts';

/**
 * 旧密码, 新密码 and 确认密码 with the spec §5 checks: the fields of every change-password form
 * (the member's dialog and the staff member's own). Goes inside an antd Form.
 */
export function PasswordChangeFields() {
  return (
    <>
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
    </>
  );
}
