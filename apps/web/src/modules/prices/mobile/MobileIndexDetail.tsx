import { useState } from 'react';
import { MobileIndexActions } from '../../alerts/mobile/MobileIndexActions.tsx';
import { Collapse, ErrorBlock, Skeleton, Tag } from 'antd-mobile';
import type { IndexChanges } from '@coal/contracts';
import { Chart } from '../../../ui/charts/Chart.tsx';
import { buildTrendOption } from '../../../ui/charts/trendOption.ts';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';
import { useIndexProductQuery } from '../hooks/useIndexProductQuery.ts';
import { useIndexSeriesQuery } from '../hooks/useIndexSeriesQuery.ts';
import { useLatestValuesQuery } from '../hooks/useLatestValuesQuery.ts';
import { useRangeAnchor } from '../hooks/useRangeAnchor.ts';
import { changeColor } from '../../../ui/market/change.ts';
import { formatPeriod, formatValue, frequencyName } from '../utils/format.ts';
import { computeDateRange, type PriceRange } from '../utils/range.ts';
import { MobileRangeTabs } from './MobileRangeTabs.tsx';
import { IndexDisclosure } from '../components/IndexDisclosure.tsx';
import { MobileMethodologyVersions } from './MobileMethodologyVersions.tsx';
import { MobileCommentary } from '../../price-analysis/mobile/MobileCommentary.tsx';
import { MobileCompare } from '../../price-analysis/mobile/MobileCompare.tsx';
import { MobileHistory } from '../../price-analysis/mobile/MobileHistory.tsx';
import './mobile.css';

const CHANGES: Array<{ key: keyof IndexChanges; label: string }> = [
  { key: 'prev', label: '较上期' },
  { key: 'wow', label: '周环比' },
  { key: 'mom', label: '月环比' },
  { key: 'yoy', label: '同比' },
];

/** One index on a phone: value and changes, a chart you pan and tap, history, methodology. */
export function MobileIndexDetail({ code }: { code: string }) {
  const [range, setRange] = useState<PriceRange>('3M');
  const [other, setOther] = useState<string | null>(null);
  const [openPanels, setOpenPanels] = useState<string[]>([]);
  const product = useIndexProductQuery(code);
  const latestQuery = useLatestValuesQuery({ codes: [code] });
  const latest = latestQuery.data?.list[0];
  const p = product.data;
  const { anchor, ready } = useRangeAnchor(code, latest, latestQuery.isPending);
  const dates = ready ? computeDateRange(range, { anchor, earliest: p?.basePeriod }) : null;
  const series = useIndexSeriesQuery(p && dates ? { codes: other ? [code, other] : [code], ...dates } : null);
  const points = series.data?.series[0]?.points ?? [];

  if (product.isPending) return <Skeleton.Paragraph lineCount={10} animated />;
  if (!p) return <ErrorBlock status="empty" title="指数不存在" description={code} />;
  return (
    <article aria-label={p.name}>
      <div className="coal-m-price__head">
        <h2>{p.name}</h2>
        <DemoBadge flags={[p.demo, latest?.demo]} />
        <MobileIndexActions productId={p.id} code={p.code} name={p.name} unitName={p.unitName} />
      </div>
      <div className="coal-m-price__head">
        <Tag color="primary" fill="outline">
          {p.code}
        </Tag>
        <Tag>{frequencyName(p.frequency)}</Tag>
        <Tag>{p.deliveryBasisName}</Tag>
      </div>
      <div className="coal-m-detail__value" style={{ color: changeColor(latest?.changes.prev.change) }}>
        {formatValue(latest?.value, p, false)} <small className="coal-m-price__muted">{p.unitName}</small>
      </div>
      <div className="coal-m-price__muted">
        {latest ? `数据日期 ${formatPeriod(latest.period, p.frequency)}` : '暂无数据'}
        {latest?.discontinuedOn ? `（最后一期） · 已停发，停发日期 ${latest.discontinuedOn}` : ''}
      </div>
      <IndexDisclosure
        latest={latest}
        onMethodology={(v) => {
          setOpenPanels(['methodology']);
          window.setTimeout(() => document.getElementById(`m-methodology-v${v}`)?.scrollIntoView({ block: 'center' }), 300);
        }}
      />
      <div className="coal-m-detail__changes">
        {CHANGES.map(({ key, label }) => (
          <div key={key}>
            <span>{label}</span>
            <ChangeText change={latest?.changes[key].change} pct={latest?.changes[key].pct ?? null} pctOnly />
          </div>
        ))}
      </div>
      <MobileCommentary code={code} />
      <MobileRangeTabs value={range} onChange={setRange} />
      <MobileCompare code={code} value={other} onChange={setOther} />
      <div className="coal-m-chart">
        {points.length || series.isFetching || !ready ? (
          <Chart
            option={buildTrendOption({ series: series.data?.series ?? [], touch: true, formatPeriod: (period) => formatPeriod(period, p.frequency) })}
            height={240}
            ariaLabel={`${p.name}走势图，左右拖动查看，点按读数`}
          />
        ) : (
          <ErrorBlock status="empty" title="所选区间暂无数据" description="" />
        )}
      </div>
      <MobileHistory key={`${range}-${other ?? ''}`} points={points} precision={p} />
      <Collapse activeKey={openPanels} onChange={(keys) => setOpenPanels(keys)}>
        <Collapse.Panel key="methodology" title="编制方法">
          {p.methodology
            .split('\n')
            .filter(Boolean)
            .map((line, i) => (
              <p key={i} style={{ fontSize: 13, lineHeight: 1.7 }}>
                {line}
              </p>
            ))}
          <MobileMethodologyVersions code={code} />
        </Collapse.Panel>
      </Collapse>
    </article>
  );
}
