import { useEffect } from 'react';
import { Form, Input, Modal, Select } from 'antd';
import type { AdminStaff, StaffCreateBodyInput } from '@coal/contracts';
import { checkNewPassword, ruleOf } from '../../auth/components/passwordRules.ts';
import { useRoleOptionsQuery, useSaveStaffMutation } from '../hooks/useStaffAdmin.ts';
import type { StaffInput } from '../api/staffAdminApi.ts';

type StaffValues = Omit<StaffCreateBodyInput, 'roleCodes'> & Pick<StaffInput, 'roleCodes'>;

export interface StaffFormDialogProps {
  /** undefined: closed; null: a new staff member; else the one edited. */
  staff: AdminStaff | null | undefined;
  onClose: () => void;
}

/**
 * 新增/编辑员工: login (new only), name, roles, and for a new account its initial password
 * (spec §5 rules; the first login must replace it).
 */
export function StaffFormDialog({ staff, onClose }: StaffFormDialogProps) {
  const [form] = Form.useForm<StaffValues>();
  const roles = useRoleOptionsQuery();
  const save = useSaveStaffMutation();
  const open = staff !== undefined;
  const editing = Boolean(staff);

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (staff) form.setFieldsValue({ loginId: staff.loginId, name: staff.name, roleCodes: staff.roles.map((r) => r.code) });
  }, [open, staff, form]);

  const submit = (values: StaffValues) =>
    save.mutate(
      { id: staff?.id, loginId: values.loginId?.trim(), name: values.name.trim(), roleCodes: values.roleCodes, password: values.password },
      { onSuccess: onClose },
    );

  return (
    <Modal
      title={editing ? '编辑员工' : '新增员工'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      destroyOnHidden
      forceRender
    >
      <Form<StaffValues> form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          label="登录账号"
          name="loginId"
          rules={[
            { required: true, whitespace: true, message: '请输入登录账号' },
            { pattern: /^\s*[A-Za-z0-9_.-]{3,32}\s*$/, message: '登录账号只能由字母、数字、_ . - 组成，长度3-32位' },
          ]}
        >
          <Input placeholder="请输入登录账号" disabled={editing} maxLength={32} autoComplete="off" />
        </Form.Item>
        <Form.Item label="姓名" name="name" rules={[{ required: true, whitespace: true, message: '请输入姓名' }]}>
          <Input placeholder="请输入姓名" maxLength={50} />
        </Form.Item>
        <Form.Item label="角色" name="roleCodes" rules={[{ required: true, message: '请选择角色' }]}>
          <Select
            mode="multiple"
            placeholder="请选择角色"
            // Staff type a role's name; the default would search the role codes.
            showSearch={{ optionFilterProp: 'label' }}
            loading={roles.isFetching}
            options={(roles.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
          />
        </Form.Item>
        {editing ? null : (
          <Form.Item
            label="初始密码"
            name="password"
            rules={[ruleOf(checkNewPassword)]}
            extra="8-20位，由字母、数字及特殊字符 !@#$%^&*()?_ 组成；首次登录须修改"
          >
            <Input.Password placeholder="请输入初始密码" autoComplete="new-password" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
