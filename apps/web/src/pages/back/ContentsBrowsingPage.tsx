import { ContentsBrowsing } from '../../modules/analytics-admin/components/ContentsBrowsing.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 内容浏览统计 (/back/ContentsBrowsing). */
export function ContentsBrowsingPage() {
  return (
    <ManagerLayout title="内容浏览统计">
      <ContentsBrowsing />
    </ManagerLayout>
  );
}
