import { AdTable } from '../../modules/site-admin/components/AdTable.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 首页广告位管理 (/back/Advertising). */
export function AdvertisingPage() {
  return (
    <ManagerLayout title="首页广告位管理">
      <AdTable />
    </ManagerLayout>
  );
}
