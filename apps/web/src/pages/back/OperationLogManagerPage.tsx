import { OperationLogTable } from '../../modules/site-admin/components/OperationLogTable.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 操作日志 (/back/OperationLogManager). */
export function OperationLogManagerPage() {
  return (
    <ManagerLayout title="操作日志">
      <OperationLogTable />
    </ManagerLayout>
  );
}
