import { useSearchParams } from 'react-router';
import { MarketChartEditor } from '../../modules/market-charts-admin/components/MarketChartEditor.tsx';
import { Empty } from '../../ui/Empty.tsx';
import { ManagerLayout } from '../../ui/ManagerLayout.tsx';

/** 行情图表详情 (/back/MarketChartDetail?id=…): view and edit one chart. */
export function MarketChartDetailPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  if (!Number.isInteger(id) || id <= 0) {
    return (
      <ManagerLayout title="行情图表详情" backLink="/back/MarketChartManagement">
        <Empty description="缺少图表编号，请从行情图表管理打开" />
      </ManagerLayout>
    );
  }
  return <MarketChartEditor key={id} id={id} />;
}
