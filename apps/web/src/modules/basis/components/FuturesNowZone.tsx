import { useState } from 'react';
import { Card, Segmented, Skeleton } from 'antd';
import { BASIS_VARIETY_NAMES, BASIS_VARIETIES, type BasisVariety } from '@coal/contracts';
import { Chart } from '../../../ui/charts/Chart.tsx';
import { Empty } from '../../../ui/Empty.tsx';
import { DemoBadge } from '../../../ui/market/DemoBadge.tsx';
import { RangeSelector } from '../../prices/components/RangeSelector.tsx';
import { computeDateRange, DEFAULT_PRICE_RANGE, type PriceRange } from '../../prices/utils/range.ts';
import { useBasisTrendQuery } from '../hooks/useBasisTrendQuery.ts';
import { buildBasisOption } from '../utils/basisOption.ts';
import { BasisLatestCards } from './BasisLatestCards.tsx';
import { BasisTable } from './BasisTable.tsx';
import '../../prices/prices.css';

/** 期现专区: latest basis of coke and coking coal, the spot/futures/basis chart and table. */
export function FuturesNowZone() {
  const [variety, setVariety] = useState<BasisVariety>('J');
  const [range, setRange] = useState<PriceRange>(DEFAULT_PRICE_RANGE);
  const [custom, setCustom] = useState<[string, string] | null>(null);
  const [anchor, setAnchor] = useState<string | null>(null);
  // The default range is the server's own (three months up to the latest quote).
  const dates = range === DEFAULT_PRICE_RANGE ? null : computeDateRange(range, { anchor, custom });
  const waiting = range === 'CUSTOM' && !dates;
  const query = useBasisTrendQuery({ variety, ...(dates ?? {}) }, { enabled: !waiting });
  const data = query.data;
  const latestDate = data?.latest[0]?.tradeDate ?? null;
  if (latestDate && latestDate !== anchor) setAnchor(latestDate);

  return (
    <section aria-label="期现专区">
      <div className="coal-price__heading">
        <h2>期现专区</h2>
        <span className="coal-price__asof">现货价格与大商所焦炭（J）、焦煤（JM）主力合约结算价对比，基差 = 现货 − 期货</span>
        <DemoBadge flags={[data?.demo]} />
      </div>
      {data ? <BasisLatestCards latest={data.latest} /> : <Skeleton active />}
      <Card style={{ marginTop: 16 }}>
        <div className="coal-price-toolbar" style={{ marginTop: 0 }}>
          <Segmented<BasisVariety>
            aria-label="品种"
            value={variety}
            onChange={setVariety}
            options={BASIS_VARIETIES.map((v) => ({ value: v, label: BASIS_VARIETY_NAMES[v] }))}
          />
          <RangeSelector
            range={range}
            custom={custom}
            maxDate={anchor ?? undefined}
            onChange={(r, c) => {
              setRange(r);
              setCustom(c);
            }}
          />
        </div>
        {data && data.list.length > 0 ? (
          <>
            <Chart option={buildBasisOption(data.list)} height={340} ariaLabel={`${BASIS_VARIETY_NAMES[variety]}期现基差走势图`} />
            <BasisTable quotes={data.list} loading={query.isFetching} />
          </>
        ) : query.isPending && !waiting ? (
          <Skeleton active paragraph={{ rows: 8 }} />
        ) : (
          <Empty simple description={waiting ? '请选择日期范围' : '所选区间暂无数据'} />
        )}
      </Card>
    </section>
  );
}
