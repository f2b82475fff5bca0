import { useState } from 'react';
import { CategorySidebar } from '../../modules/library-admin/components/CategorySidebar.tsx';
import { TextTable } from '../../modules/library-admin/components/TextTable.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 文本管理 (/back/TextManagement): categories on the left, texts on the right. */
export function TextManagementPage() {
  const [categoryId, setCategoryId] = useState<number | undefined>();
  return (
    <ManagerLayout title="文本管理" sidebar={<CategorySidebar prefix="/api/admin/text" value={categoryId} onChange={setCategoryId} />}>
      <TextTable categoryId={categoryId} />
    </ManagerLayout>
  );
}
