import { Alert, Button, Tag } from 'antd';
import { LOGIN_LOCK_SCOPES, LOGIN_LOCK_SUBJECTS, type LoginLockItem, type LoginLockScope } from '@coal/contracts';
import { formatChinaTime } from '../../../lib/format.ts';
import { AdminList } from '../../../ui/admin-list/AdminList.tsx';
import { FilterSelect } from '../../../ui/admin-list/FilterFields.tsx';
import { useListFilters } from '../../../ui/admin-list/useListFilters.ts';
import { useLoginLocksQuery, useUnlockLoginMutation } from '../hooks/useLoginLocks.ts';

type Filters = { scope?: LoginLockScope };

const SCOPE_OPTIONS = (Object.keys(LOGIN_LOCK_SCOPES) as LoginLockScope[]).map((value) => ({ value, label: LOGIN_LOCK_SCOPES[value] }));
const rowKey = (row: LoginLockItem) => `${row.scope}:${row.subject}:${row.value}`;

/**
 * 登录锁定: accounts and addresses with wrong passwords in their current window. A locked one
 * opens by itself when its window ends; 解除锁定 opens it now (after the caller has made sure
 * who is asking), and the operation log keeps who did it.
 */
export function LoginLockTable() {
  const filters = useListFilters<Filters>();
  const query = useLoginLocksQuery({ scope: filters.params.scope });
  const unlock = useUnlockLoginMutation();
  return (
    <>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title="连续输错密码会锁定账号（及其来源地址）一段时间，到期自动解锁。确认来人身份后，可在此提前解除。"
      />
      <AdminList<LoginLockItem>
        query={query}
        filters={filters}
        rowKey={rowKey}
        fields={<FilterSelect filters={filters} name="scope" label="账号类型" placeholder="全部类型" width={130} options={SCOPE_OPTIONS} applyOnChange />}
        toolbar={
          <Button onClick={() => void query.refetch()} loading={query.isFetching}>
            刷新
          </Button>
        }
        columns={[
          { title: '类型', dataIndex: 'scope', width: 80, render: (scope: LoginLockScope) => LOGIN_LOCK_SCOPES[scope] },
          { title: '锁定对象', dataIndex: 'subject', width: 90, render: (subject: LoginLockItem['subject']) => LOGIN_LOCK_SUBJECTS[subject] },
          { title: '账号或地址', dataIndex: 'value', width: 200 },
          { title: '失败次数', key: 'failures', width: 100, render: (_: unknown, row) => `${row.failures} / ${row.limit}` },
          {
            title: '状态',
            dataIndex: 'locked',
            width: 90,
            render: (locked: boolean) => (locked ? <Tag color="red">已锁定</Tag> : <Tag>计数中</Tag>),
          },
          { title: '自动解除时间', dataIndex: 'expiresAt', width: 170, render: (at: string) => formatChinaTime(at) },
        ]}
        actionsWidth={110}
        actions={(row) => [
          {
            label: '解除锁定',
            confirm: `解除${LOGIN_LOCK_SCOPES[row.scope]}${LOGIN_LOCK_SUBJECTS[row.subject]}“${row.value}”的锁定？`,
            confirmDescription: '失败次数将清零，该账号可立即用正确密码登录。',
            onClick: () => unlock.mutate({ scope: row.scope, subject: row.subject, value: row.value }),
          },
        ]}
      />
    </>
  );
}
