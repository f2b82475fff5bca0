import { changeColor, changeDirection, changeText } from './change.ts';
import './market.css';

export interface ChangeTextProps {
  change: number | null | undefined;
  pct?: number | null;
  /** Decimals of the change: its index's (the product's `decimals`). */
  decimals?: number;
  /** Show the ▲/▼ arrow. */
  arrow?: boolean;
  /** Only the percentage. */
  pctOnly?: boolean;
  className?: string;
}

/** A change in market colours (up red, down green, flat gray): ▲ +16 +1.73%. */
export function ChangeText({ change, pct, decimals = 2, arrow = false, pctOnly = false, className }: ChangeTextProps) {
  const direction = changeDirection(change ?? pct);
  return (
    <span className={className ? `coal-change ${className}` : 'coal-change'} data-direction={direction} style={{ color: changeColor(change ?? pct) }}>
      {changeText(change, pct, decimals, arrow, pctOnly)}
    </span>
  );
}
