import { Card, Col, Row, Statistic } from 'antd';
import type { BasisQuote } from '@coal/contracts';
import { changeColor, formatChange, formatPct } from '../../../ui/market/change.ts';
import { formatQuotePrice, quotePriceDigits } from '../utils/quotePrice.ts';

export interface BasisLatestCardsProps {
  latest: BasisQuote[];
}

/** The latest quote of each variety: spot, futures, basis and basis rate. */
export function BasisLatestCards({ latest }: BasisLatestCardsProps) {
  return (
    <Row gutter={[16, 16]}>
      {latest.map((q) => (
        <Col key={q.variety} xs={24} md={12}>
          <Card size="small" title={`${q.varietyName}（${q.contract}）`} extra={<span className="coal-price__asof">{q.tradeDate}</span>}>
            <Row gutter={8}>
              <Col span={8}>
                <Statistic title={q.spotName} value={formatQuotePrice(q.spotPrice, 0)} suffix="元/吨" />
              </Col>
              <Col span={8}>
                <Statistic title={`期货 ${q.contract}`} value={formatQuotePrice(q.futuresPrice, 1)} suffix="元/吨" />
              </Col>
              <Col span={8}>
                <Statistic
                  title="基差（基差率）"
                  value={formatChange(q.basis, quotePriceDigits(q.basis, 1))}
                  suffix={formatPct(q.basisRate)}
                  styles={{ content: { color: changeColor(q.basis) } }}
                />
              </Col>
            </Row>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
