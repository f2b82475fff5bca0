import { changeColor } from './change.ts';

export interface SparklineProps {
  values: number[];
  /** Accessible description, e.g. 近30日走势. */
  label: string;
  width?: number;
  height?: number;
}

/**
 * A tiny trend line in plain SVG (no chart library: the mobile home must stay light), coloured
 * by the change over the line (up red, down green); the direction is also in `label`'s text.
 */
export function Sparkline({ values, label, width = 72, height = 24 }: SparklineProps) {
  if (values.length < 2) return null;
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = width / (values.length - 1);
  const points = values.map((v, i) => `${(i * step).toFixed(1)},${(height - 2 - ((v - min) / span) * (height - 4)).toFixed(1)}`).join(' ');
  return (
    <svg className="coal-sparkline" width={width} height={height} viewBox={`0 0 ${width} ${height}`} role="img" aria-label={label}>
      <polyline points={points} fill="none" stroke={changeColor(values.at(-1)! - values[0]!)} strokeWidth="1.5" strokeLinejoin="round" />
    </svg>
  );
}
