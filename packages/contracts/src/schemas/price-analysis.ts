/**
 * Price tools for members: period statistics, seasonal chart, spreads, currency
 * conversion; the public release archive and market commentary; the back office's exchange
 * rates and commentary editor. Answer shapes are plain interfaces (no runtime checks needed).
 */
import { z } from 'zod';
import { exportFormatField } from './export.ts';
import { blankToUndefined, idField, indexCode, isoDate, longTextField, numberField, optionalDate, requiredText, withPage } from './fields.ts';

/** How statistics group the values: ISO week (from Monday), calendar month, calendar year. */
export const STAT_PERIODS = ['week', 'month', 'year'] as const;
export type StatPeriod = (typeof STAT_PERIODS)[number];
export const STAT_PERIOD_NAMES: Record<StatPeriod, string> = { week: '周', month: '月', year: '年' };

/** A spread is A − B (difference) or A ÷ B (ratio), on the periods both indexes have. */
export const SPREAD_MODES = ['difference', 'ratio'] as const;
export type SpreadMode = (typeof SPREAD_MODES)[number];
export const SPREAD_MODE_NAMES: Record<SpreadMode, string> = { difference: '价差（A − B）', ratio: '比价（A ÷ B）' };

/** How many spreads a member may save; the seasonal chart's years. */
export const MAX_SPREADS = 50;
export const MAX_SEASONAL_YEARS = 10;
export const DEFAULT_SEASONAL_YEARS = 5;

const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const RANGE_ORDER = { error: '开始日期不能晚于结束日期', path: ['from'] };
const range = { from: optionalDate('开始日期'), to: optionalDate('结束日期') };

/** GET /api/priceAnalysis/statistics (and /export with `format`). */
export const statisticsQuery = z
  .object({
    code: indexCode,
    ...range,
    period: z.preprocess(blankToUndefined, z.enum(STAT_PERIODS, { error: '统计周期只能是周、月或年' }).default('month')),
  })
  .refine(rangeInOrder, RANGE_ORDER);
export const statisticsExportQuery = z
  .object({
    code: indexCode,
    ...range,
    period: z.preprocess(blankToUndefined, z.enum(STAT_PERIODS, { error: '统计周期只能是周、月或年' }).default('month')),
    format: exportFormatField,
  })
  .refine(rangeInOrder, RANGE_ORDER);

/** GET /api/priceAnalysis/seasonal: monthly averages of the last `years` years. */
export const seasonalQuery = z.object({
  code: indexCode,
  years: numberField(`年数应为1至${MAX_SEASONAL_YEARS}的整数`, (n) => n.int().min(1).max(MAX_SEASONAL_YEARS)).default(DEFAULT_SEASONAL_YEARS),
});

const spreadPair = {
  codeA: indexCode,
  codeB: indexCode,
  mode: z.enum(SPREAD_MODES, { error: '请选择价差或比价' }),
};
const distinctPair = (q: { codeA: string; codeB: string }) => q.codeA !== q.codeB;
const DISTINCT = { error: '请选择两个不同的指数', path: ['codeB'] };

/** GET /api/priceAnalysis/spread (and /export with `format`). */
export const spreadQuery = z
  .object({ ...spreadPair, ...range })
  .refine(distinctPair, DISTINCT)
  .refine(rangeInOrder, RANGE_ORDER);
export const spreadExportQuery = z
  .object({ ...spreadPair, ...range, format: exportFormatField })
  .refine(distinctPair, DISTINCT)
  .refine(rangeInOrder, RANGE_ORDER);

const spreadName = requiredText('请输入名称', 30);
/** POST /api/priceAnalysis/spreads/create. */
export const spreadCreateBody = z.object({ name: spreadName, ...spreadPair }).refine(distinctPair, DISTINCT);
/** POST /api/priceAnalysis/spreads/update (rename). */
export const spreadRenameBody = z.object({ id: idField('缺少价差编号'), name: spreadName });
/** POST /api/priceAnalysis/spreads/delete. */
export const spreadDeleteBody = z.object({ id: idField('缺少价差编号') });

/** GET /api/priceAnalysis/currency: an index converted between CNY and USD. */
export const currencyQuery = z.object({ code: indexCode, ...range }).refine(rangeInOrder, RANGE_ORDER);

/** GET /api/priceIndex/archive: what was published on a date. */
export const archiveQuery = z.object({ date: isoDate('日期') });
/** GET /api/priceIndex/commentaries: the released commentary of an index. */
export const commentaryListQuery = z.object({ code: indexCode, ...range }).refine(rangeInOrder, RANGE_ORDER);
/** GET /api/priceIndex/commentary: one commentary (the site search's link). */
export const commentaryQuery = z.object({ id: idField('缺少评述编号') });

/** Back office: POST /api/admin/index-commentaries/save and /delete; GET /detail. */
export const MAX_COMMENTARY_LENGTH = 5000;
export const commentaryKeyQuery = z.object({ productId: idField('缺少指数编号'), period: isoDate('日期') });
export const commentarySaveBody = z.object({
  productId: idField('缺少指数编号'),
  period: isoDate('日期'),
  content: longTextField(MAX_COMMENTARY_LENGTH, '请输入评述内容').refine((v) => v.replace(/<[^>]*>|&nbsp;|\s/g, '') !== '', { error: '请输入评述内容' }),
});

/** Back office exchange rates (CNY per USD). */
const rateField = numberField('汇率应为大于0的数字', (n) => n.gt(0, { error: '汇率应为大于0的数字' }).lt(100, { error: '汇率应小于100' }));
export const rateListQuery = withPage(z.object(range));
export const rateSaveBody = z.object({ date: isoDate('日期'), cnyPerUsd: rateField });
export const rateDeleteBody = z.object({ date: isoDate('日期') });
export const RATE_CSV_HEADER = ['日期', '人民币/美元'] as const;

// ---- answers ----------------------------------------------------------------------------

/** One period's statistics. Volatility: sample standard deviation of log returns, %. */
export interface StatisticsRow {
  /** `2024-W03`, `2024-01`, `2024`. */
  label: string;
  from: string;
  to: string;
  count: number;
  average: number;
  high: number;
  low: number;
  range: number;
  /** null with fewer than two returns. */
  volatility: number | null;
}

export interface StatisticsResult {
  code: string;
  name: string;
  unit: string;
  /** The index's decimals: averages, highs, lows and ranges are written with them. */
  decimals: number;
  period: StatPeriod;
  from: string;
  to: string;
  rows: StatisticsRow[];
  /** The whole range as one period. */
  total: StatisticsRow | null;
}

export interface SeasonalResult {
  code: string;
  name: string;
  unit: string;
  decimals: number;
  /** Newest year first; months[0] is January's average, null when no value. */
  years: Array<{ year: number; months: Array<number | null> }>;
}

export interface SpreadPoint {
  period: string;
  a: number;
  b: number;
  value: number;
}

export interface SpreadResult {
  codeA: string;
  nameA: string;
  unitA: string;
  decimalsA: number;
  codeB: string;
  nameB: string;
  unitB: string;
  decimalsB: number;
  mode: SpreadMode;
  from: string;
  to: string;
  points: SpreadPoint[];
}

/** A difference is written with the finer of its two indexes' decimals (a ratio keeps its own). */
export const spreadDecimals = (r: Pick<SpreadResult, 'decimalsA' | 'decimalsB'>): number => Math.max(r.decimalsA, r.decimalsB);

export interface SavedSpread {
  id: number;
  name: string;
  codeA: string;
  codeB: string;
  mode: SpreadMode;
  createdAt: string;
}

export interface CurrencyPoint {
  period: string;
  value: number;
  /** The rate used: the latest on or before the period; null when there is none. */
  rate: number | null;
  rateDate: string | null;
  converted: number | null;
}

export interface CurrencyResult {
  code: string;
  name: string;
  unit: string;
  decimals: number;
  /** The unit converted to. */
  targetUnit: string;
  from: string;
  to: string;
  points: CurrencyPoint[];
}

export interface ExchangeRate {
  date: string;
  cnyPerUsd: number;
  updatedAt: string;
  updatedBy: string;
}
