import { List, Skeleton } from 'antd-mobile';
import { headlineValues } from '@coal/contracts/market-format';
import { MobileRowItem } from '../../mobile-shell/MobileRowItem.tsx';
import { MobilePlaceholder } from '../../mobile-shell/MobilePlaceholder.tsx';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';
import { DIRECTION_NAMES, changeColor, changeDirection } from '../../../ui/market/change.ts';
import { Sparkline } from '../../../ui/charts/Sparkline.tsx';
import { useIndexSeriesQuery } from '../hooks/useIndexSeriesQuery.ts';
import { useLatestValuesQuery } from '../hooks/useLatestValuesQuery.ts';
import { formatValue } from '../utils/format.ts';
import './mobile.css';

/** Days of history behind each sparkline. */
const SPARK_DAYS = 30;

const daysBefore = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The mobile home's 价格行情: each family's headline index with its value, change (▲▼ and
 * sign, not colour alone) and a 30-day sparkline; a tap opens the index.
 */
export function MobileHeadlinePrices() {
  const latest = useLatestValuesQuery();
  const values = headlineValues(latest.data?.list ?? []);
  const to = latest.data?.asOf ?? undefined;
  const series = useIndexSeriesQuery(to && values.length ? { codes: values.map((v) => v.code), from: daysBefore(to, SPARK_DAYS), to } : null);
  // As tall as the loaded list (three rows of value and sparkline): nothing below moves when
  // the prices arrive (layout shift, the phone's Lighthouse score).
  if (latest.isPending)
    return (
      <div role="status" aria-label="价格行情加载中">
        <Skeleton animated className="coal-m-headline__loading" />
      </div>
    );
  if (!values.length) return <MobilePlaceholder />;
  return (
    <List className="coal-m-headline">
      {values.map((v) => {
        const points = series.data?.series.find((s) => s.code === v.code)?.points.map((p) => p.value) ?? [];
        const trend = points.length > 1 ? points.at(-1)! - points[0]! : 0;
        const direction = DIRECTION_NAMES[changeDirection(trend)];
        return (
          <MobileRowItem
            key={v.code}
            to={`/mobile/PriceIndexPro1?code=${encodeURIComponent(v.code)}`}
            description={`${v.unitName} · ${v.period}`}
            prefix={<Sparkline values={points} width={72} height={24} color={changeColor(trend)} label={`${v.name}近${SPARK_DAYS}日走势：${direction}`} />}
            extra={
              <div className="coal-m-price__value">
                <strong>{formatValue(v.value, v, false)}</strong>
                <ChangeText change={v.changes.prev.change} pct={v.changes.prev.pct} decimals={v.decimals} arrow />
              </div>
            }
          >
            {v.name}
          </MobileRowItem>
        );
      })}
    </List>
  );
}
