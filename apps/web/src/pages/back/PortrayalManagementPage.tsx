import { ExpertTable } from '../../modules/experts-admin/components/ExpertTable.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 专家画像管理 (/back/PortrayalManagement). */
export function PortrayalManagementPage() {
  return (
    <ManagerLayout title="专家画像管理">
      <ExpertTable />
    </ManagerLayout>
  );
}
