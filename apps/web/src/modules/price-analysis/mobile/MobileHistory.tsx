import { useState } from 'react';
import { Button, Card } from 'antd-mobile';
import type { IndexPrecision } from '@coal/contracts/market-format';
import type { SeriesPoint } from '@coal/contracts';
import { ChangeText } from '../../../ui/market/ChangeText.tsx';
import { formatValue } from '../../prices/utils/format.ts';

const FIRST = 10;
const MORE = 30;

/** The whole history of the chosen range on a phone, newest first, 10 rows then 30 more per tap. */
export function MobileHistory({ points, precision }: { points: SeriesPoint[]; precision: IndexPrecision }) {
  const [shown, setShown] = useState(FIRST);
  const newestFirst = [...points].reverse();
  return (
    <Card title={`历史数据（共${points.length}条）`} style={{ marginTop: 8 }}>
      <table className="coal-m-history">
        <thead>
          <tr>
            <th>日期</th>
            <th>数值</th>
            <th>涨跌</th>
          </tr>
        </thead>
        <tbody>
          {newestFirst.slice(0, shown).map((pt, i) => {
            const before = newestFirst[i + 1]?.value;
            return (
              <tr key={pt.period}>
                <td>{pt.period}</td>
                <td>{formatValue(pt.value, precision, false)}</td>
                <td>
                  <ChangeText change={before === undefined ? null : pt.value - before} decimals={precision.decimals} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {shown < newestFirst.length ? (
        <Button block size="small" style={{ marginTop: 8 }} onClick={() => setShown(shown + MORE)}>
          加载更多（还有{newestFirst.length - shown}条）
        </Button>
      ) : null}
    </Card>
  );
}
