import { useState } from 'react';
import { Card, Tabs } from 'antd';
import type { IndexFamily, IndexProduct, LatestValue } from '@coal/contracts';
import { useIndexSeriesQuery } from '../hooks/useIndexSeriesQuery.ts';
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

export interface IndexDetailProps {
  product: IndexProduct;
  latest: LatestValue | undefined;
  /** Every family, for the comparison picker. */
  families: IndexFamily[];
}

/**
 * One index: headline, chart with ranges and comparison, then history (CSV), methodology
 * and notices. Mounted per index (keyed by code), so a new index starts with fresh state.
 */
export function IndexDetail({ product, latest, families }: IndexDetailProps) {
  const [range, setRange] = useState<PriceRange>(DEFAULT_PRICE_RANGE);
  const [custom, setCustom] = useState<[string, string] | null>(null);
  const [others, setOthers] = useState<string[]>([]);

  const dates = computeDateRange(range, { anchor: latest?.period, earliest: product.basePeriod, custom });
  const codes = comparisonCodes(product.code, others);
  const series = useIndexSeriesQuery(dates ? { codes, from: dates.from, to: dates.to, changes: true } : null);
  const shown = series.data?.series ?? [];
  const main = shown.find((s) => s.code === product.code);

  return (
    <Card>
      <IndexHeadline product={product} latest={latest} />
      <div className="coal-price-toolbar">
        <RangeSelector
          range={range}
          custom={custom}
          maxDate={latest?.period}
          onChange={(nextRange, nextCustom) => {
            setRange(nextRange);
            setCustom(nextCustom);
          }}
        />
        <CompareSelect main={product.code} families={families} value={others} onChange={setOthers} />
        <ExportCsvButton codes={codes} range={dates} />
      </div>
      <IndexChart series={shown} loading={series.isFetching} />
      <Tabs
        style={{ marginTop: 8 }}
        items={[
          { key: 'history', label: '历史数据', children: <HistoryTable series={main} loading={series.isFetching} /> },
          { key: 'methodology', label: '编制方法', children: <MethodologyPanel product={product} /> },
          { key: 'notices', label: '价格公告', children: <PriceNoticeList productCode={product.code} /> },
        ]}
      />
    </Card>
  );
}
