import { StaffTable } from '../../modules/staff-admin/components/StaffTable.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 员工管理 (/back/StaffManagement). */
export function StaffManagementPage() {
  return (
    <ManagerLayout title="员工管理">
      <StaffTable />
    </ManagerLayout>
  );
}
