import { Tabs } from 'antd';
import type { IndexFamily, IndexProduct } from '@coal/contracts';
import type { RangeParams } from '../api/analysisApi.ts';
import { CurrencyView } from './CurrencyView.tsx';
import { MemberOnly } from './MemberOnly.tsx';
import { SeasonalView } from './SeasonalView.tsx';
import { SpreadView } from './SpreadView.tsx';
import { StatisticsView } from './StatisticsView.tsx';
import '../analysis.css';

export interface AnalysisPanelProps {
  product: IndexProduct;
  families: IndexFamily[];
  /** The range chosen above the chart. */
  range: RangeParams;
}

/**
 * 数据分析 on the index page (loaded with its tab, never with Home): statistics, seasonal
 * chart, spreads, currency. Members only; a tourist sees what it offers and the login button.
 */
export function AnalysisPanel({ product, families, range }: AnalysisPanelProps) {
  const convertible = product.unit === 'CNY/t' || product.unit === 'USD/t';
  return (
    <MemberOnly
      title="数据分析"
      description="周、月、年度均值，最高、最低、极差与波动率；近年同月对比的季节性走势；两个指数的价差或比价（可保存为自己的序列）；人民币/美元换算。统计与价差可导出。"
    >
      <Tabs
        size="small"
        items={[
          { key: 'stats', label: '区间统计', children: <StatisticsView code={product.code} range={range} /> },
          { key: 'seasonal', label: '季节性', children: <SeasonalView code={product.code} /> },
          { key: 'spread', label: '价差/比价', children: <SpreadView code={product.code} families={families} range={range} /> },
          ...(convertible
            ? [{ key: 'currency', label: product.unit === 'CNY/t' ? '美元换算' : '人民币换算', children: <CurrencyView code={product.code} range={range} /> }]
            : []),
        ]}
      />
    </MemberOnly>
  );
}
