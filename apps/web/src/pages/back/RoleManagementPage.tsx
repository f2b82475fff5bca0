import { RoleTable } from '../../modules/staff-admin/components/RoleTable.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 角色管理 (/back/RoleManagement). */
export function RoleManagementPage() {
  return (
    <ManagerLayout title="角色管理">
      <RoleTable />
    </ManagerLayout>
  );
}
