import { Alert, Form, Input, Modal } from 'antd';
import { MESSAGES } from '@coal/contracts';
import { checkConfirmPassword, checkNewPassword, checkOldPassword, ruleOf } from '../auth/components/passwordRules.ts';
import { useChangeOwnPasswordMutation } from '../staff-admin/hooks/useStaffAdmin.ts';

interface Values {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordDialogProps {
  open: boolean;
  /** A temporary password set by an administrator: no way around the dialog but 退出登录. */
  forced?: boolean;
  onClose: () => void;
}

/**
 * The staff member's own password (spec §5 rules, the checks of the member's dialog). Other
 * sessions of the account end; this one carries on.
 */
export function ChangePasswordDialog({ open, forced = false, onClose }: ChangePasswordDialogProps) {
  const [form] = Form.useForm<Values>();
  const change = useChangeOwnPasswordMutation();
  const submit = (values: Values) => change.mutate(values, { onSuccess: onClose });
  return (
    <Modal
      title={forced ? '请先修改密码' : '修改密码'}
      open={open}
      onCancel={forced ? undefined : onClose}
      closable={!forced}
      maskClosable={false}
      keyboard={!forced}
      cancelButtonProps={forced ? { style: { display: 'none' } } : undefined}
      onOk={() => form.submit()}
      okText="确认"
      okButtonProps={{ loading: change.isPending }}
      width={440}
      destroyOnHidden
      forceRender
    >
      {forced ? <Alert type="warning" showIcon style={{ marginBottom: 16 }} title="您的密码由管理员设置，修改后才能使用后台。" /> : null}
      <Form<Values> form={form} layout="vertical" onFinish={submit}>
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
      </Form>
    </Modal>
  );
}
