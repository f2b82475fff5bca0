import { ComplaintTable } from '../../modules/complaints/components/ComplaintTable.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 投诉管理 (/back/ComplainManager). */
export function ComplainManagerPage() {
  return (
    <ManagerLayout title="投诉管理">
      <ComplaintTable />
    </ManagerLayout>
  );
}
