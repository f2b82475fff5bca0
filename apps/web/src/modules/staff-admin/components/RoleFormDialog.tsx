import { useEffect, useMemo } from 'react';
import { Checkbox, Form, Input, Modal, Tooltip } from 'antd';
import { SUPER_ADMIN_ROLE, type AdminRole } from '@coal/contracts';
import { useSaveRoleMutation } from '../hooks/useStaffAdmin.ts';
import { permissionGroups } from './permissionGroups.ts';
import type { RoleInput } from '../api/staffAdminApi.ts';

type RoleValues = Omit<RoleInput, 'code'>;

export interface RoleFormDialogProps {
  /** undefined: closed; null: a new role; else the one edited. */
  role: AdminRole | null | undefined;
  onClose: () => void;
}

/** 新增/编辑角色: name, description and the permissions (grouped like the menu). */
export function RoleFormDialog({ role, onClose }: RoleFormDialogProps) {
  const [form] = Form.useForm<RoleValues>();
  const save = useSaveRoleMutation();
  const groups = useMemo(permissionGroups, []);
  const open = role !== undefined;
  // The super admin holds every permission, always (the server refuses a change).
  const fixed = role?.code === SUPER_ADMIN_ROLE;

  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (role) form.setFieldsValue({ name: role.name, description: role.description, permissions: role.permissions });
  }, [open, role, form]);

  const submit = (values: RoleValues) =>
    save.mutate(
      { code: role?.code, name: values.name.trim(), description: values.description?.trim(), permissions: values.permissions ?? [] },
      { onSuccess: onClose },
    );

  return (
    <Modal
      title={role ? '编辑角色' : '新增角色'}
      open={open}
      onCancel={onClose}
      onOk={() => form.submit()}
      okButtonProps={{ loading: save.isPending }}
      width={640}
      destroyOnHidden
      forceRender
    >
      <Form<RoleValues> form={form} layout="vertical" onFinish={submit} initialValues={{ permissions: [] }}>
        <Form.Item label="角色名称" name="name" rules={[{ required: true, whitespace: true, message: '请输入角色名称' }]}>
          <Input placeholder="请输入角色名称" maxLength={30} />
        </Form.Item>
        <Form.Item label="说明" name="description">
          <Input.TextArea placeholder="这个角色负责什么（选填）" maxLength={200} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
        <Form.Item label="权限" name="permissions" extra={fixed ? '超级管理员拥有全部权限，不能修改。' : '角色的菜单和接口权限保存后立即生效。'}>
          <Checkbox.Group disabled={fixed} style={{ display: 'block' }}>
            {groups.map((group) => (
              <fieldset key={group.title} style={{ border: 0, padding: 0, margin: '0 0 8px' }}>
                <legend style={{ fontSize: 13, color: '#666', margin: '0 0 4px', border: 0 }}>{group.title}</legend>
                {group.permissions.map((p) => (
                  <Tooltip key={p.value} title={p.pages}>
                    <Checkbox value={p.value}>{p.label}</Checkbox>
                  </Tooltip>
                ))}
              </fieldset>
            ))}
          </Checkbox.Group>
        </Form.Item>
      </Form>
    </Modal>
  );
}
