import { MarketChartManagement } from '../../modules/market-charts-admin/components/MarketChartManagement.tsx';

/** 行情图表管理 (/back/MarketChartManagement). */
export function MarketChartManagementPage() {
  return <MarketChartManagement />;
}
