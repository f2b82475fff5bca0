import { lazy, Suspense, useEffect, useState } from 'react';
import { Card, Spin, Tabs } from 'antd';
import type { IndexFamily, IndexProduct, LatestValue } from '@coal/contracts';
import { useIndexSeriesQuery } from '../hooks/useIndexSeriesQuery.ts';
import { useRangeAnchor } from '../hooks/useRangeAnchor.ts';
import { comparisonCodes } from '../utils/compare.ts';
import { computeDateRange, DEFAULT_PRICE_RANGE, type PriceRange } from '../utils/range.ts';
import { CompareSelect } from './CompareSelect.tsx';
import { ExportCsvButton } from './ExportCsvButton.tsx';
import { HistoryTable } from './HistoryTable.tsx';
import { IndexChart } from './IndexChart.tsx';
import { IndexHeadline } from './IndexHeadline.tsx';
import { MethodologyPanel } from './MethodologyPanel.tsx';
import { PriceNoticeList } from './PriceNoticeList.tsx';
import { RangeSelector } from './RangeSelector.tsx';
import { CommentaryPanel } from '../../price-analysis/components/CommentaryPanel.tsx';
import { NextReleaseTag } from '../../price-analysis/components/NextReleaseTag.tsx';

// The members' analysis arrives with its tab (never with Home or the first view of this page).
const AnalysisPanel = lazy(() => import('../../price-analysis/components/AnalysisPanel.tsx').then((m) => ({ default: m.AnalysisPanel })));

export interface IndexDetailProps {
  product: IndexProduct;
  latest: LatestValue | undefined;
  /** The latest values are still loading (the ranges count back from the latest value). */
  latestPending?: boolean;
  /** Every family, for the comparison picker. */
  families: IndexFamily[];
}

/**
 * One index: headline, chart with ranges and comparison, then history (CSV), methodology
 * and notices. Mounted per index (keyed by code), so a new index starts with fresh state.
 */
export function IndexDetail({ product, latest, latestPending = false, families }: IndexDetailProps) {
  const [range, setRange] = useState<PriceRange>(DEFAULT_PRICE_RANGE);
  const [custom, setCustom] = useState<[string, string] | null>(null);
  const [others, setOthers] = useState<string[]>([]);
  const [tab, setTab] = useState('history');
  // The disclosure's link: the methodology tab, scrolled to the version the value was computed by.
  const [version, setVersion] = useState<number | null>(null);
  useEffect(() => {
    if (tab !== 'methodology' || version === null) return;
    const timer = window.setTimeout(() => document.getElementById(`methodology-v${version}`)?.scrollIntoView({ block: 'center' }), 300);
    return () => window.clearTimeout(timer);
  }, [tab, version]);

  const { anchor, ready } = useRangeAnchor(product.code, latest, latestPending);
  const dates = ready ? computeDateRange(range, { anchor, earliest: product.basePeriod, custom }) : null;
  const codes = comparisonCodes(product.code, others);
  // Values only: the chart draws no changes, and the history asks those of its shown page.
  const series = useIndexSeriesQuery(dates ? { codes, from: dates.from, to: dates.to } : null);
  const shown = series.data?.series ?? [];
  const main = shown.find((s) => s.code === product.code);
  // Waiting for the anchor counts as loading: no "no data" before anything was asked.
  const loading = series.isFetching || !ready;

  return (
    <Card>
      <IndexHeadline
        product={product}
        latest={latest}
        pending={latestPending}
        onMethodology={(v) => {
          setVersion(v);
          setTab('methodology');
        }}
      />
      <NextReleaseTag code={product.code} />
      <CommentaryPanel code={product.code} />
      <div className="coal-price-toolbar">
        <RangeSelector
          range={range}
          custom={custom}
          maxDate={anchor}
          onChange={(nextRange, nextCustom) => {
            setRange(nextRange);
            setCustom(nextCustom);
          }}
        />
        <CompareSelect main={product.code} families={families} value={others} onChange={setOthers} />
        <ExportCsvButton codes={codes} range={dates} />
      </div>
      <IndexChart series={shown} loading={loading} />
      <Tabs
        style={{ marginTop: 8 }}
        activeKey={tab}
        onChange={setTab}
        items={[
          { key: 'history', label: '历史数据', children: <HistoryTable series={main} unitName={product.unitName} loading={loading} /> },
          { key: 'methodology', label: '编制方法', children: <MethodologyPanel product={product} /> },
          { key: 'notices', label: '价格公告', children: <PriceNoticeList productCode={product.code} /> },
          {
            key: 'analysis',
            label: '数据分析',
            children: (
              <Suspense fallback={<Spin />}>
                <AnalysisPanel product={product} families={families} range={dates ?? {}} />
              </Suspense>
            ),
          },
        ]}
      />
    </Card>
  );
}
