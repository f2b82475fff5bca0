import { LoginLockTable } from '../../modules/staff-admin/components/LoginLockTable.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 登录锁定 (/back/LoginLockManagement). */
export function LoginLockManagementPage() {
  return (
    <ManagerLayout title="登录锁定">
      <LoginLockTable />
    </ManagerLayout>
  );
}
