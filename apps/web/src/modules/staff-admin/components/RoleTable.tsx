import { useState } from 'react';
import { Button, Tag } from 'antd';
import { PERMISSION_LABELS, type AdminRole } from '@coal/contracts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { deleteAction } from '../../../ui/admin-list/RowActions.tsx';
import { useDeleteRoleMutation, useRolesQuery } from '../hooks/useStaffAdmin.ts';
import { RoleFormDialog } from './RoleFormDialog.tsx';

/** 角色管理: roles as sets of back-office permissions; built-in roles cannot be deleted. */
export function RoleTable() {
  const query = useRolesQuery();
  const remove = useDeleteRoleMutation();
  const [editing, setEditing] = useState<AdminRole | null | undefined>(undefined);
  return (
    <>
      <AdminList<AdminRole>
        query={query}
        rowKey="code"
        toolbar={
          <Button type="primary" onClick={() => setEditing(null)}>
            新增角色
          </Button>
        }
        columns={[
          {
            title: '角色名称',
            dataIndex: 'name',
            width: 150,
            render: (name: string, r) =>
              r.builtIn ? (
                <>
                  {name} <Tag>内置</Tag>
                </>
              ) : (
                name
              ),
          },
          { title: '说明', dataIndex: 'description', width: 200, ellipsis: true },
          {
            title: '权限',
            dataIndex: 'permissions',
            render: (permissions: AdminRole['permissions']) =>
              permissions.length ? permissions.map((p) => <Tag key={p}>{PERMISSION_LABELS[p] ?? p}</Tag>) : '—',
          },
          { title: '员工数', dataIndex: 'staffCount', width: 80 },
        ]}
        actionsWidth={140}
        actions={(role) => [
          { label: '编辑', onClick: () => setEditing(role) },
          deleteAction(`删除角色“${role.name}”？`, () => remove.mutate(role.code), {
            disabled: role.builtIn,
            title: role.builtIn ? '内置角色不能删除' : undefined,
            confirmDescription: role.staffCount ? `该角色下还有${role.staffCount}名员工，需先调整其角色。` : undefined,
          }),
        ]}
      />
      <RoleFormDialog role={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
