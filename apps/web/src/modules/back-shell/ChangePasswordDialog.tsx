import type { OwnPasswordBodyInput } from '@coal/contracts';
import { Alert, Form, Modal } from 'antd';
import { PasswordChangeFields } from '../auth/components/PasswordChangeFields.tsx';
import { useChangeOwnPasswordMutation } from '../staff-admin/hooks/useStaffAdmin.ts';

type Values = OwnPasswordBodyInput;

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
        <PasswordChangeFields />
      </Form>
    </Modal>
  );
}
