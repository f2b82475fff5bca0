import type { IndexUnit } from '@coal/contracts';
import { changeColor, changeDirection, changeText } from './change.ts';
import './market.css';

export interface ChangeTextProps {
  change: number | null | undefined;
  pct?: number | null;
  unit?: IndexUnit;
  /** Show the ▲/▼ arrow. */
  arrow?: boolean;
  /** Only the percentage. */
  pctOnly?: boolean;
  className?: string;
}

/** A change in market colours (up red, down green, flat gray): ▲ +16 +1.73%. */
export function ChangeText({ change, pct, unit = 'CNY/t', arrow = false, pctOnly = false, className }: ChangeTextProps) {
  const direction = changeDirection(change ?? pct);
  return (
    <span className={className ? `coal-change ${className}` : 'coal-change'} data-direction={direction} style={{ color: changeColor(change ?? pct) }}>
      {changeText(change, pct, unit, arrow, pctOnly)}
    </span>
  );
}
