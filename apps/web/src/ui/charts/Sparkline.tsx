import './charts.css';

export interface SparklineProps {
  values: number[];
  /** Line colour; callers pass the market colour of the latest change. */
  color: string;
  width?: number;
  height?: number;
  /** Accessible summary, e.g. 近3月走势; decorative (hidden) when absent. */
  label?: string;
}

/** The polyline points of `values` scaled into a width × height box (1 px inset). */
export function sparklinePoints(values: number[], width: number, height: number): string {
  if (values.length === 0) return '';
  const min = Math.min(...values);
  const max = Math.max(...values);
  const span = max - min || 1;
  const step = values.length > 1 ? (width - 2) / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const x = 1 + i * step;
      const y = max === min ? height / 2 : 1 + (height - 2) * (1 - (v - min) / span);
      return `${x.toFixed(1)},${y.toFixed(1)}`;
    })
    .join(' ');
}

/**
 * A tiny trend line in plain SVG. Lists show a dozen of them at once: a full ECharts
 * instance each would cost far more than the picture is worth, and the home page stays
 * free of the chart library until a real chart is shown.
 */
export function Sparkline({ values, color, width = 96, height = 28, label }: SparklineProps) {
  const points = sparklinePoints(values, width, height);
  return (
    <svg
      className="coal-sparkline"
      width={width}
      height={height}
      viewBox={`0 0 ${width} ${height}`}
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
    >
      {points ? <polyline points={points} fill="none" stroke={color} strokeWidth={1.5} strokeLinejoin="round" /> : null}
    </svg>
  );
}
