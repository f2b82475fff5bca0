import { useState } from 'react';
import { CategorySidebar } from '../../modules/library-admin/components/CategorySidebar.tsx';
import { ReportTable } from '../../modules/library-admin/components/ReportTable.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 研究报告管理 (/back/ResearchReportManagement). */
export function ResearchReportManagementPage() {
  const [categoryId, setCategoryId] = useState<number | undefined>();
  return (
    <ManagerLayout title="研究报告管理" sidebar={<CategorySidebar prefix="/api/admin/report" value={categoryId} onChange={setCategoryId} />}>
      <ReportTable categoryId={categoryId} />
    </ManagerLayout>
  );
}
