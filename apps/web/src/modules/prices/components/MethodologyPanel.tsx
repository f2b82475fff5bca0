import { Descriptions, type DescriptionsProps } from 'antd';
import type { IndexProduct } from '@coal/contracts';
import { formatPeriod, formatValue, frequencyName } from '../utils/format.ts';
import { MethodologyVersions } from './MethodologyVersions.tsx';

export interface MethodologyPanelProps {
  product: IndexProduct;
}

const WEEKDAYS = ['', '周一', '周二', '周三', '周四', '周五'];

function specification(p: IndexProduct): string {
  const s = p.specification;
  const parts = [
    s.calorificValue !== null ? `发热量 ${s.calorificValue} kcal/kg` : '',
    s.sulphur !== null ? `硫分 ${s.sulphur}%` : '',
    s.ash !== null ? `灰分 ${s.ash}%` : '',
    s.volatileMatter !== null ? `挥发分 ${s.volatileMatter}%` : '',
    s.note,
  ].filter(Boolean);
  return parts.join('，') || '—';
}

/** An index's specification, base, release schedule, methodology text and its versions (an announced change on top). */
export function MethodologyPanel({ product: p }: MethodologyPanelProps) {
  const items: DescriptionsProps['items'] = [
    { key: 'family', label: '指数系列', children: p.familyName },
    { key: 'code', label: '指数代码', children: p.code },
    { key: 'frequency', label: '发布频率', children: frequencyName(p.frequency) },
    { key: 'unit', label: '单位', children: p.unitName },
    { key: 'basis', label: '交货方式', children: p.deliveryBasisName },
    { key: 'place', label: '交货地', children: p.deliveryPlace || '—' },
    { key: 'spec', label: '质量指标', children: specification(p), span: 2 },
    { key: 'base', label: '基期 / 基值', children: `${formatPeriod(p.basePeriod)} / ${formatValue(p.baseValue, p)}` },
    {
      key: 'release',
      label: '发布时间',
      children: `${p.releaseWeekday ? `${WEEKDAYS[p.releaseWeekday] ?? ''} ` : ''}${p.releaseTime}（北京时间）`,
    },
  ];
  return (
    <div className="coal-methodology">
      <Descriptions size="small" bordered column={2} items={items} />
      <h4 style={{ margin: '16px 0 8px' }}>编制方法</h4>
      {p.methodology
        .split('\n')
        .filter(Boolean)
        .map((line, i) => (
          <p key={i}>{line}</p>
        ))}
      <h4 style={{ margin: '16px 0 8px' }}>编制方法版本</h4>
      <MethodologyVersions code={p.code} />
    </div>
  );
}
