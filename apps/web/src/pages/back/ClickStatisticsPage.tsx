import { ClickStatistics } from '../../modules/analytics-admin/components/ClickStatistics.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 点击统计 (/back/ClickStatistics). */
export function ClickStatisticsPage() {
  return (
    <ManagerLayout title="点击统计">
      <ClickStatistics />
    </ManagerLayout>
  );
}
