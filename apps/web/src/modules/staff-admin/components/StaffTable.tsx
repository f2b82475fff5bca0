import { useState } from 'react';
import { Button, Tag, Typography } from 'antd';
import type { AdminStaff } from '@coal/contracts';
import { formatDateTime } from '../../../lib/format.ts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { FilterSelect, FilterText } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { useStaffStore } from '../../../stores/staff.ts';
import { useResetStaffPasswordMutation, useRoleOptionsQuery, useSetStaffEnabledMutation, useStaffListQuery } from '../hooks/useStaffAdmin.ts';
import { StaffFormDialog } from './StaffFormDialog.tsx';
import { useAntdApp } from '../../../ui/useAntdApp.ts';

type Filters = { keyword?: string; roleCode?: string; status?: 'enabled' | 'disabled' };

const STATUS_OPTIONS = [
  { value: 'enabled' as const, label: '启用' },
  { value: 'disabled' as const, label: '停用' },
];

/** 员工管理: staff with their roles; add, edit, disable/enable, reset password. */
export function StaffTable() {
  const { modal } = useAntdApp();
  const filters = useListFilters<Filters>();
  const query = useStaffListQuery(filters.params);
  const roles = useRoleOptionsQuery();
  const enable = useSetStaffEnabledMutation();
  const reset = useResetStaffPasswordMutation();
  const selfId = useStaffStore((s) => s.profile?.id);
  const [editing, setEditing] = useState<AdminStaff | null | undefined>(undefined);

  const resetPassword = (row: AdminStaff) =>
    reset.mutate(
      { id: row.id },
      {
        onSuccess: (password) =>
          void modal.success({
            title: '密码已重置',
            content: (
              <>
                <p>
                  {row.name}（{row.loginId}）的临时密码：
                </p>
                <Typography.Text copyable code data-testid="temporary-password">
                  {password}
                </Typography.Text>
                <p style={{ marginTop: 8 }}>该密码只显示这一次；员工下次登录须先修改密码，其已登录的会话已结束。</p>
              </>
            ),
          }),
      },
    );

  return (
    <>
      <AdminList<AdminStaff>
        query={query}
        filters={filters}
        fields={
          <>
            <FilterText filters={filters} name="keyword" label="账号或姓名" placeholder="账号或姓名" width={180} />
            <FilterSelect
              filters={filters}
              name="roleCode"
              label="角色"
              placeholder="全部角色"
              width={150}
              options={(roles.data ?? []).map((r) => ({ value: r.code, label: r.name }))}
            />
            <FilterSelect filters={filters} name="status" label="状态" placeholder="全部状态" width={110} options={STATUS_OPTIONS} />
          </>
        }
        toolbar={
          <Button type="primary" onClick={() => setEditing(null)}>
            新增员工
          </Button>
        }
        columns={[
          { title: '登录账号', dataIndex: 'loginId', width: 140 },
          { title: '姓名', dataIndex: 'name', width: 160 },
          { title: '角色', dataIndex: 'roles', render: (roles: AdminStaff['roles']) => roles.map((r) => <Tag key={r.code}>{r.name}</Tag>) },
          {
            title: '状态',
            dataIndex: 'disabled',
            width: 150,
            render: (disabled: boolean, row) => (
              <>
                {disabled ? <Tag color="red">停用</Tag> : <Tag color="green">启用</Tag>}
                {row.mustChangePassword ? <Tag color="orange">待改密码</Tag> : null}
              </>
            ),
          },
          { title: '创建时间', dataIndex: 'createdAt', width: 170, render: (t: string) => formatDateTime(t) },
        ]}
        actionsWidth={220}
        actions={(row) => [
          { label: '编辑', onClick: () => setEditing(row) },
          row.disabled
            ? { label: '启用', onClick: () => enable.mutate({ id: row.id, enabled: true }) }
            : {
                label: '停用',
                danger: true,
                disabled: row.id === selfId,
                title: row.id === selfId ? '不能停用自己的账号' : undefined,
                confirm: `停用员工“${row.name}”？`,
                confirmDescription: '停用后其已登录的会话立即结束。',
                onClick: () => enable.mutate({ id: row.id, enabled: false }),
              },
          {
            label: '重置密码',
            confirm: `重置“${row.name}”的密码？`,
            confirmDescription: '将生成临时密码，员工下次登录须修改。',
            onClick: () => resetPassword(row),
          },
        ]}
      />
      <StaffFormDialog staff={editing} onClose={() => setEditing(undefined)} />
    </>
  );
}
