import { useState } from 'react';
import { CategorySidebar } from '../../modules/library-admin/components/CategorySidebar.tsx';
import { VideoTable } from '../../modules/library-admin/components/VideoTable.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 视频管理 (/back/VideoManagement). */
export function VideoManagementPage() {
  const [categoryId, setCategoryId] = useState<number | undefined>();
  return (
    <ManagerLayout title="视频管理" sidebar={<CategorySidebar prefix="/api/admin/video" value={categoryId} onChange={setCategoryId} />}>
      <VideoTable categoryId={categoryId} />
    </ManagerLayout>
  );
}
