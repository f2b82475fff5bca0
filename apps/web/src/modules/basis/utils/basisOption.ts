/** The spot / futures / basis chart: two price lines on the left axis, basis bars on the right. */
import type { BasisQuote } from '@coal/contracts';
import type { EChartsOption } from 'echarts';
import { DARK_TEXT, LIGHT_TEXT } from '../../../ui/charts/palette.ts';
import { changeColor } from '../../../ui/market/change.ts';

export function buildBasisOption(quotes: BasisQuote[], dark = false): EChartsOption {
  const text = dark ? DARK_TEXT : LIGHT_TEXT;
  const rows = [...quotes].sort((a, b) => a.tradeDate.localeCompare(b.tradeDate));
  const axisLabel = { color: text.text };
  return {
    aria: { enabled: true },
    color: dark ? ['#4096ff', '#ffd666'] : ['#1d4279', '#d4a84b'],
    legend: { top: 0, textStyle: { color: text.text } },
    tooltip: { trigger: 'axis', confine: true },
    grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
    xAxis: { type: 'category', data: rows.map((r) => r.tradeDate), axisLabel, axisLine: { lineStyle: { color: text.axis } } },
    yAxis: [
      { type: 'value', name: '元/吨', scale: true, axisLabel, nameTextStyle: axisLabel, splitLine: { lineStyle: { color: text.split } } },
      { type: 'value', name: '基差', axisLabel, nameTextStyle: axisLabel, splitLine: { show: false } },
    ],
    series: [
      { type: 'line', name: '现货价', showSymbol: false, data: rows.map((r) => r.spotPrice) },
      { type: 'line', name: '期货价', showSymbol: false, data: rows.map((r) => r.futuresPrice) },
      {
        type: 'bar',
        name: '基差',
        yAxisIndex: 1,
        barMaxWidth: 8,
        data: rows.map((r) => ({ value: r.basis, itemStyle: { color: changeColor(r.basis), opacity: 0.7 } })),
      },
    ],
  };
}
