import { SectionCard } from '../../../ui/SectionCard.tsx';
import { MarketChartSwitcher } from './MarketChartSwitcher.tsx';

export interface HomeMarketTrendChartProps {
  height?: number;
}

/**
 * 行情走势 of the portal home: the charts the back office placed on the home page, one at
 * a time. The chart library loads lazily (ui/charts/Chart), after the page is shown.
 */
export function HomeMarketTrendChart({ height = 280 }: HomeMarketTrendChartProps) {
  return (
    <SectionCard title="行情走势" moreTo="/portal/Price">
      <MarketChartSwitcher placement="home" height={height} />
    </SectionCard>
  );
}
