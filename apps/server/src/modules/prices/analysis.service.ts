/**
 * Members' price analysis: statistics, seasonal averages, spreads and currency conversion of
 * the public series (getSeries: the embargo and the 10-year limit hold here too).
 */
import {
  type CurrencyResult,
  ERRORS,
  FREQUENCY_NAMES,
  type IndexFrequency,
  type IndexSeries,
  type SeasonalResult,
  type SpreadMode,
  SPREAD_MODE_NAMES,
  type SpreadResult,
  spreadDecimals,
  STAT_PERIOD_NAMES,
  type StatPeriod,
  type StatisticsResult,
  UNIT_NAMES,
} from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { refusedWith } from '../../lib/errors.ts';
import { type ExportTable, fixed } from '../../lib/export-table.ts';
import { ratesFor } from './analysis.repository.ts';
import { findProductsByCodes } from './catalog.repository.ts';
import { getSeries } from './series.service.ts';
import { convertPoints, monthlyAverages, periodStatistics, spreadPoints, summarize } from './statistics.ts';

type Range = { from?: string; to?: string };
const DEMO_NOTE = '演示数据，非真实市场价格';

export async function getStatistics(db: Database, q: Range & { code: string; period: StatPeriod }, now: Date): Promise<StatisticsResult> {
  const result = await getSeries(db, { codes: [q.code], from: q.from, to: q.to }, now);
  const s = result.series[0]!;
  const points = s.points.map((p) => ({ period: p.period, value: p.value }));
  return {
    code: s.code,
    name: s.name,
    unit: s.unit,
    decimals: s.decimals,
    period: q.period,
    from: result.from,
    to: result.to,
    rows: periodStatistics(points, q.period),
    total: points.length ? summarize('全区间', points) : null,
  };
}

/**
 * The monthly averages of the `years` calendar years up to the latest public value's; none
 * before the index's base period, where it begins.
 */
export async function getSeasonal(db: Database, q: { code: string; years: number }, now: Date): Promise<SeasonalResult> {
  const latest = await getSeries(db, { codes: [q.code] }, now);
  const [product] = await findProductsByCodes(db, [q.code]);
  const firstYear = Number((product?.basePeriod ?? '0000').slice(0, 4));
  const lastYear = Number(latest.to.slice(0, 4));
  const from = `${lastYear - q.years + 1}-01-01`;
  const result = await getSeries(db, { codes: [q.code], from, to: latest.to }, now);
  const s = result.series[0]!;
  const points = s.points.map((p) => ({ period: p.period, value: p.value }));
  const years = Array.from({ length: q.years }, (_, i) => lastYear - i)
    .filter((year) => year >= firstYear)
    .map((year) => ({ year, months: monthlyAverages(points, year) }));
  return { code: s.code, name: s.name, unit: s.unit, decimals: s.decimals, years };
}

export async function getSpread(db: Database, q: Range & { codeA: string; codeB: string; mode: SpreadMode }, now: Date): Promise<SpreadResult> {
  const result = await getSeries(db, { codes: [q.codeA, q.codeB], from: q.from, to: q.to }, now);
  const [a, b] = result.series as [IndexSeries, IndexSeries];
  return {
    codeA: a.code,
    nameA: a.name,
    unitA: a.unit,
    decimalsA: a.decimals,
    codeB: b.code,
    nameB: b.name,
    unitB: b.unit,
    decimalsB: b.decimals,
    mode: q.mode,
    from: result.from,
    to: result.to,
    points: spreadPoints(a.points, b.points, q.mode),
  };
}

export async function getCurrency(db: Database, q: Range & { code: string }, now: Date): Promise<CurrencyResult> {
  const result = await getSeries(db, { codes: [q.code], from: q.from, to: q.to }, now);
  const s = result.series[0]!;
  if (s.unit !== 'CNY/t' && s.unit !== 'USD/t') throw refusedWith(ERRORS.notConvertible);
  const toUsd = s.unit === 'CNY/t';
  const rates = await ratesFor(db, result.from, result.to);
  return {
    code: s.code,
    name: s.name,
    unit: s.unit,
    decimals: s.decimals,
    targetUnit: toUsd ? 'USD/t' : 'CNY/t',
    from: result.from,
    to: result.to,
    points: convertPoints(s.points, rates, toUsd),
  };
}

export function statisticsTable(r: StatisticsResult, frequency: IndexFrequency | undefined, demo: boolean): ExportTable {
  const unit = UNIT_NAMES[r.unit as keyof typeof UNIT_NAMES] ?? r.unit;
  const d = r.decimals;
  const rows = [...r.rows, ...(r.total ? [r.total] : [])].map((s) => [
    s.label,
    s.from,
    s.to,
    s.count,
    fixed(s.average, d),
    fixed(s.high, d),
    fixed(s.low, d),
    fixed(s.range, d),
    fixed(s.volatility, 2),
  ]);
  return {
    title: `${r.name} ${STAT_PERIOD_NAMES[r.period]}度统计`,
    meta: [
      ['来源', '煤焦国际交易中心价格指数'],
      ['指数', `${r.name}（${r.code}）`],
      ['单位', unit],
      ...(frequency ? [['频率', FREQUENCY_NAMES[frequency]] as [string, string]] : []),
      ['区间', `${r.from} 至 ${r.to}`],
      ['波动率', '区间内相邻发布值对数收益率的样本标准差（%），未年化'],
      ...(demo ? [['说明', DEMO_NOTE] as [string, string]] : []),
    ],
    columns: ['周期', '开始日期', '结束日期', '样本数', '均值', '最高', '最低', '极差', '波动率(%)'],
    rows,
    fileName: { ascii: `statistics_${r.code}_${r.period}_${r.from}_${r.to}`, chinese: `${r.name}_${STAT_PERIOD_NAMES[r.period]}度统计_${r.from}_${r.to}` },
  };
}

export function spreadTable(r: SpreadResult, demo: boolean): ExportTable {
  return {
    title: `${r.nameA} / ${r.nameB} ${SPREAD_MODE_NAMES[r.mode]}`,
    meta: [
      ['来源', '煤焦国际交易中心价格指数'],
      ['指数A', `${r.nameA}（${r.codeA}，${UNIT_NAMES[r.unitA as keyof typeof UNIT_NAMES] ?? r.unitA}）`],
      ['指数B', `${r.nameB}（${r.codeB}，${UNIT_NAMES[r.unitB as keyof typeof UNIT_NAMES] ?? r.unitB}）`],
      ['区间', `${r.from} 至 ${r.to}`],
      ['说明', `仅含两个指数均有数据的日期${demo ? `；${DEMO_NOTE}` : ''}`],
    ],
    columns: ['日期', `A ${r.codeA}`, `B ${r.codeB}`, r.mode === 'ratio' ? 'A ÷ B' : 'A − B'],
    rows: r.points.map((p) => [p.period, fixed(p.a, r.decimalsA), fixed(p.b, r.decimalsB), r.mode === 'ratio' ? p.value : fixed(p.value, spreadDecimals(r))]),
    fileName: {
      ascii: `spread_${r.codeA}_${r.codeB}_${r.mode}_${r.from}_${r.to}`,
      chinese: `${r.nameA}_${r.nameB}_${r.mode === 'ratio' ? '比价' : '价差'}_${r.from}_${r.to}`,
    },
  };
}
