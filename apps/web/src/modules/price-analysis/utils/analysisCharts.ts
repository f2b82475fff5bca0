/**
 * Chart inputs of the analysis panel, pure (tested without a canvas): statistics as lines of
 * average/high/low per period, the seasonal overlay of years by month, spreads and conversions.
 */
import type { CurrencyResult, SeasonalResult, SpreadResult, StatisticsRow } from '@coal/contracts';
import { SPREAD_MODE_NAMES, spreadDecimals, UNIT_NAMES, type IndexUnit } from '@coal/contracts';
import { formatNumber } from '@coal/contracts/market-format';
import type { EChartsOption } from 'echarts';
import { SERIES_COLORS, LIGHT_TEXT } from '../../../ui/charts/palette.ts';
import type { TrendSeries } from '../../../ui/charts/trendOption.ts';

export const unitName = (unit: string): string => UNIT_NAMES[unit as IndexUnit] ?? unit;

/** Average, high and low per period, each plotted at the period's last date. */
export function statisticsSeries(rows: StatisticsRow[], unit: string, decimals: number): TrendSeries[] {
  const u = unitName(unit);
  const line = (name: string, pick: (r: StatisticsRow) => number) => ({
    name,
    unitName: u,
    decimals,
    points: rows.map((r) => ({ period: r.to, value: pick(r) })),
  });
  return [line('均值', (r) => r.average), line('最高', (r) => r.high), line('最低', (r) => r.low)];
}

export const MONTH_LABELS = ['1月', '2月', '3月', '4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月'];

/** One line per year over January–December (gaps where a month has no value), newest year on top. */
export function seasonalOption(result: SeasonalResult): EChartsOption {
  const u = unitName(result.unit);
  return {
    color: SERIES_COLORS,
    aria: { enabled: true },
    tooltip: { trigger: 'axis', valueFormatter: (v) => (typeof v === 'number' ? `${formatNumber(v, result.decimals)} ${u}` : '—') },
    legend: { top: 0, textStyle: { color: LIGHT_TEXT.text } },
    grid: { left: 56, right: 24, top: 40, bottom: 32 },
    xAxis: { type: 'category', data: MONTH_LABELS, axisLabel: { color: LIGHT_TEXT.text } },
    yAxis: {
      type: 'value',
      scale: true,
      name: u,
      axisLabel: { color: LIGHT_TEXT.text, formatter: (v: number) => formatNumber(v, result.decimals) },
      splitLine: { lineStyle: { color: LIGHT_TEXT.split } },
    },
    series: result.years.map((y, i) => ({
      name: `${y.year}年`,
      type: 'line' as const,
      data: y.months,
      connectNulls: false,
      symbolSize: 5,
      lineStyle: { width: i === 0 ? 3 : 1.5 },
      z: result.years.length - i,
    })),
  };
}

/** The spread line, and A and B for reference when it is a difference in the same unit. */
export function spreadSeries(result: SpreadResult): TrendSeries[] {
  const ratio = result.mode === 'ratio';
  const name = `${result.nameA} ${ratio ? '÷' : '−'} ${result.nameB}`;
  return [
    {
      name,
      unitName: ratio ? '倍' : unitName(result.unitA),
      ...(ratio ? {} : { decimals: spreadDecimals(result) }),
      points: result.points.map((p) => ({ period: p.period, value: p.value })),
    },
  ];
}

export const spreadTitle = (result: SpreadResult) => `${SPREAD_MODE_NAMES[result.mode]}：${result.nameA}（A） / ${result.nameB}（B）`;

/** The index and its converted values (second axis: the other currency). */
export function currencySeries(result: CurrencyResult): TrendSeries[] {
  return [
    {
      name: `${result.name}（${unitName(result.unit)}）`,
      unitName: unitName(result.unit),
      decimals: result.decimals,
      points: result.points.map((p) => ({ period: p.period, value: p.value })),
    },
    {
      name: `换算（${unitName(result.targetUnit)}）`,
      unitName: unitName(result.targetUnit),
      points: result.points.flatMap((p) => (p.converted === null ? [] : [{ period: p.period, value: p.converted }])),
    },
  ];
}
