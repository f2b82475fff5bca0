import { WebsiteBrowsing } from '../../modules/analytics-admin/components/WebsiteBrowsing.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 网站浏览统计 (/back/websiteBrowsing). */
export function WebsiteBrowsingPage() {
  return (
    <ManagerLayout title="网站浏览统计">
      <WebsiteBrowsing />
    </ManagerLayout>
  );
}
