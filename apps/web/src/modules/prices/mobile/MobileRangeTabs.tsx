import { CapsuleTabs } from 'antd-mobile';
import { PRICE_RANGE_LABELS, type PriceRange } from '../utils/range.ts';

/** The ranges a phone offers (no custom dates on a small screen). */
export const MOBILE_RANGES: PriceRange[] = ['1M', '3M', '6M', '1Y', 'ALL'];

export interface MobileRangeTabsProps {
  value: PriceRange;
  onChange: (range: PriceRange) => void;
}

export function MobileRangeTabs({ value, onChange }: MobileRangeTabsProps) {
  return (
    <CapsuleTabs activeKey={value} onChange={(key) => onChange(key as PriceRange)}>
      {MOBILE_RANGES.map((r) => (
        <CapsuleTabs.Tab key={r} title={PRICE_RANGE_LABELS[r]} />
      ))}
    </CapsuleTabs>
  );
}
