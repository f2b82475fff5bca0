import { MarketChartEditor } from '../../modules/market-charts/components/admin/MarketChartEditor.tsx';

/** 新增行情图表 (/back/MarketChartAdd). */
export function MarketChartAddPage() {
  return <MarketChartEditor />;
}
