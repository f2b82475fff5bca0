import { useLocation } from 'react-router';
import { ClickDetail, clickListPath } from '../../modules/analytics-admin/components/ClickDetail.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 点击统计详情 (/back/ClickStatisticsDetail?eventName=&url=&from=&to=): 返回 keeps the list's range. */
export function ClickStatisticsDetailPage() {
  const { search } = useLocation();
  return (
    <ManagerLayout title="点击统计详情" backLink={clickListPath(new URLSearchParams(search))}>
      <ClickDetail />
    </ManagerLayout>
  );
}
