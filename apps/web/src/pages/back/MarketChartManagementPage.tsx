import { MarketChartManagement } from '../../modules/market-charts/components/admin/MarketChartManagement.tsx';

/** 行情图表管理 (/back/MarketChartManagement). */
export function MarketChartManagementPage() {
  return <MarketChartManagement />;
}
