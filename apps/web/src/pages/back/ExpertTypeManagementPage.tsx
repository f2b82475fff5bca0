import { ExpertTypeTable } from '../../modules/experts-admin/components/ExpertTypeTable.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 专家类型管理 (/back/ExpertTypeManagement). */
export function ExpertTypeManagementPage() {
  return (
    <ManagerLayout title="专家类型管理">
      <ExpertTypeTable />
    </ManagerLayout>
  );
}
