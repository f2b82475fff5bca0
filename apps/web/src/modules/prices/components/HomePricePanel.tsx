import { useState } from 'react';
import { type IndexFrequency, MAX_COMPARE_CODES } from '@coal/contracts';
import { AppLink } from '../../../app/guard/AppLink.tsx';
import { HomeStar } from '../../alerts/components/HomeStar.tsx';
import { Sparkline } from '../../../ui/charts/Sparkline.tsx';
import { Empty } from '../../../ui/Empty.tsx';
import { LineSkeleton } from '../../../ui/LineSkeleton.tsx';
import { SectionCard } from '../../../ui/SectionCard.tsx';
import { SegmentedControl } from '../../../ui/SegmentedControl.tsx';
import { useFamiliesQuery } from '../hooks/useFamiliesQuery.ts';
import { useIndexSeriesQuery } from '../hooks/useIndexSeriesQuery.ts';
import { useLatestValuesQuery } from '../hooks/useLatestValuesQuery.ts';
import { changeColor } from '../../../ui/market/change.ts';
import { formatDateWithWeekday, formatValue } from '../utils/format.ts';
import { computeDateRange } from '../utils/range.ts';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';
import '../prices.css';

/** What 较上期 compares with, per frequency (the home list mixes daily, weekly and monthly indexes). */
const CHANGE_BASIS: Record<IndexFrequency, string> = { daily: '日环比', weekly: '周环比', monthly: '月环比' };

/**
 * 价格指数 of the portal home: a family's latest values, each with its change and a
 * three-month sparkline (plain SVG: no chart library on the home page for these).
 */
export function HomePricePanel() {
  const families = useFamiliesQuery();
  const [chosen, setChosen] = useState<string | null>(null);
  const family = families.data?.find((f) => f.code === chosen) ?? families.data?.[0];
  const latest = useLatestValuesQuery({ familyCode: family?.code }, { enabled: Boolean(family) });
  const list = latest.data?.list ?? [];
  const ids = new Map(family?.products.map((p) => [p.code, p.id]));
  const range = computeDateRange('3M', { anchor: latest.data?.asOf });
  const codes = list.slice(0, MAX_COMPARE_CODES).map((v) => v.code);
  const series = useIndexSeriesQuery(latest.data && codes.length ? { codes, from: range?.from, to: range?.to } : null);
  const pointsOf = (code: string) => series.data?.series.find((s) => s.code === code)?.points.map((p) => p.value) ?? [];

  let body;
  if (families.isPending || latest.isPending) body = <LineSkeleton rows={6} />;
  else if (list.length === 0) body = <Empty simple />;
  else
    body = (
      <table className="coal-home-prices" aria-label={`${family?.name ?? ''}最新指数`}>
        <thead>
          <tr>
            <th scope="col">指数</th>
            <th scope="col">最新值</th>
            <th scope="col">较上期涨跌</th>
            <th scope="col">近3月</th>
          </tr>
        </thead>
        <tbody>
          {list.map((v) => (
            <tr key={v.code}>
              <th scope="row">
                {ids.has(v.code) ? <HomeStar productId={ids.get(v.code)!} code={v.code} /> : null}
                <AppLink to={`/portal/Price?family=${v.familyCode}&code=${encodeURIComponent(v.code)}`} title={v.name}>
                  {v.name}
                </AppLink>
              </th>
              <td className="coal-home-prices__value" style={{ color: changeColor(v.changes.prev.change) }}>
                {formatValue(v.value, v, false)}
                <small>{v.unitName}</small>
              </td>
              <td>
                {/* 较上期 is a day, a week or a month depending on the index: said on each row. */}
                <span className="coal-home-prices__basis">{CHANGE_BASIS[v.frequency]}</span>
                <ChangeText change={v.changes.prev.change} pct={v.changes.prev.pct} pctOnly arrow />
              </td>
              <td className="coal-home-prices__spark">
                <Sparkline values={pointsOf(v.code)} color={changeColor(v.changes.prev.change)} label={`${v.name}近3月走势`} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    );

  return (
    <SectionCard title="价格指数" moreTo="/portal/Price">
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, flexWrap: 'wrap', marginBottom: 8 }}>
        {families.data && families.data.length > 1 ? (
          <SegmentedControl<string>
            ariaLabel="指数系列"
            value={family?.code}
            onChange={setChosen}
            options={families.data.map((f) => ({ value: f.code, label: f.name }))}
          />
        ) : null}
        {latest.data?.asOf ? <span className="coal-price__asof">截至 {formatDateWithWeekday(latest.data.asOf)}</span> : null}
        <DemoBadge flags={[family?.demo, ...list.map((v) => v.demo)]} />
      </div>
      {body}
    </SectionCard>
  );
}
