import { MarketChartEditor } from '../../modules/market-charts-admin/components/MarketChartEditor.tsx';

/** 新增行情图表 (/back/MarketChartAdd). */
export function MarketChartAddPage() {
  return <MarketChartEditor />;
}
