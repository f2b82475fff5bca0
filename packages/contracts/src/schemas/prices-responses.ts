/**
 * What the price calls answer (inside the envelope's `data`). Declared as zod schemas so the
 * server's OpenAPI document is generated from the same source the web's types come from.
 */
import { z } from 'zod';
import {
  BASIS_VARIETIES,
  BIDDING_STATUSES,
  CHART_PLACEMENTS,
  CHART_RANGES,
  CHART_TYPES,
  DELIVERY_BASES,
  INDEX_FREQUENCIES,
  INDEX_UNITS,
  NOTICE_KINDS,
} from './prices.ts';
import { indexDisclosureSchema, indexSuspensionSchema, POINT_STATUSES } from './index-production-responses.ts';

const date = z.string().meta({ description: 'YYYY-MM-DD' });
const num = z.number();
const demo = z.boolean().meta({ description: 'true：演示数据（合成序列，非真实市场价格）' });

export const indexSpecificationSchema = z.object({
  calorificValue: num.nullable().meta({ description: '收到基低位发热量 kcal/kg' }),
  sulphur: num.nullable().meta({ description: '硫分 %' }),
  ash: num.nullable().meta({ description: '灰分 %' }),
  volatileMatter: num.nullable().meta({ description: '挥发分 %' }),
  note: z.string().meta({ description: '其他指标说明，如 G值、CSR' }),
});
export type IndexSpecification = z.infer<typeof indexSpecificationSchema>;

export const indexProductSchema = z.object({
  id: z.number().int(),
  familyId: z.number().int(),
  familyCode: z.string(),
  familyName: z.string(),
  code: z.string(),
  name: z.string(),
  frequency: z.enum(INDEX_FREQUENCIES),
  unit: z.enum(INDEX_UNITS),
  unitName: z.string().meta({ description: '元/吨、美元/吨、点' }),
  deliveryBasis: z.enum(DELIVERY_BASES),
  deliveryBasisName: z.string(),
  deliveryPlace: z.string(),
  specification: indexSpecificationSchema,
  basePeriod: date,
  baseValue: num,
  decimals: z.number().int().meta({ description: '小数位数：该指数所有数值的显示与导出精度（0–4）' }),
  methodology: z.string().meta({ description: '编制方法（纯文本，段落以换行分隔）' }),
  releaseTime: z.string().meta({ description: '发布时间 HH:mm（北京时间）' }),
  releaseWeekday: z.number().int().nullable().meta({ description: '周度指数的发布日，1 周一 … 5 周五' }),
  active: z.boolean().meta({ description: 'false：已停发' }),
  sortOrder: z.number().int(),
  demo,
});
export type IndexProduct = z.infer<typeof indexProductSchema>;

export const indexFamilySchema = z.object({
  id: z.number().int(),
  code: z.string().meta({ description: 'CCP、SXCCP、SCSPI…' }),
  name: z.string(),
  description: z.string(),
  sortOrder: z.number().int(),
  demo,
  products: z.array(indexProductSchema),
});
export type IndexFamily = z.infer<typeof indexFamilySchema>;

/** One comparison: against which value (and period), the absolute and % change. */
export const changeFigureSchema = z.object({
  base: num.nullable().meta({ description: '比较基准值；无可比数据为 null' }),
  basePeriod: date.nullable(),
  change: num.nullable().meta({ description: '涨跌（绝对值）' }),
  pct: num.nullable().meta({ description: '涨跌幅 %，两位小数' }),
});
export type ChangeFigure = z.infer<typeof changeFigureSchema>;

export const indexChangesSchema = z.object({
  prev: changeFigureSchema.meta({ description: '较上一期（环比）' }),
  wow: changeFigureSchema.meta({ description: '周环比（7天前）' }),
  mom: changeFigureSchema.meta({ description: '月环比（1个月前）' }),
  yoy: changeFigureSchema.meta({ description: '同比（1年前）' }),
});
export type IndexChanges = z.infer<typeof indexChangesSchema>;

export const latestValueSchema = z.object({
  code: z.string(),
  name: z.string(),
  familyCode: z.string(),
  unit: z.enum(INDEX_UNITS),
  unitName: z.string(),
  frequency: z.enum(INDEX_FREQUENCIES),
  decimals: z.number().int().meta({ description: '小数位数（显示精度）' }),
  deliveryBasisName: z.string(),
  period: date.meta({ description: '该值所属日期（月度指数为当月1日）' }),
  value: num,
  changes: indexChangesSchema,
  demo,
  discontinuedOn: date.optional().meta({ description: '已停发指数（按代码查询时给出其最后一期）：停发日期' }),
  disclosure: indexDisclosureSchema.nullable().optional().meta({ description: '本期依据（由报价计算并经审批的值）；录入或导入的值为 null' }),
  methodologyVersion: z.number().int().nullable().optional().meta({ description: '该期适用的编制方法版本' }),
  suspension: indexSuspensionSchema.nullable().optional().meta({ description: '已发布的暂停发布（暂停发布 + 原因），其期次晚于 period' }),
});
export type LatestValue = z.infer<typeof latestValueSchema>;

export const latestValuesSchema = z.object({
  asOf: date.nullable().meta({ description: '截至日期：列表中最新的数据日期' }),
  list: z.array(latestValueSchema),
});
export type LatestValues = z.infer<typeof latestValuesSchema>;

/** /list01 and /list02: a family's latest values. */
export const familyLatestSchema = latestValuesSchema.extend({
  family: z.object({ code: z.string(), name: z.string(), description: z.string(), demo }).nullable(),
});
export type FamilyLatest = z.infer<typeof familyLatestSchema>;

export const seriesPointSchema = z.object({
  period: date,
  value: num,
  changes: indexChangesSchema.optional().meta({ description: '仅当 changes=1' }),
  status: z.enum(POINT_STATUSES).optional().meta({ description: '开放接口：N 新值，C 已更正' }),
  originalValue: num.optional().meta({ description: '开放接口：已更正点的原发布值' }),
});
export type SeriesPoint = z.infer<typeof seriesPointSchema>;

export const indexSeriesSchema = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.enum(INDEX_UNITS),
  unitName: z.string(),
  frequency: z.enum(INDEX_FREQUENCIES),
  decimals: z.number().int().meta({ description: '小数位数（显示精度）' }),
  demo,
  points: z.array(seriesPointSchema).meta({ description: '按日期升序' }),
});
export type IndexSeries = z.infer<typeof indexSeriesSchema>;

export const seriesResultSchema = z.object({ from: date, to: date, series: z.array(indexSeriesSchema) });
export type SeriesResult = z.infer<typeof seriesResultSchema>;

export const pricingNoticeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(NOTICE_KINDS),
  kindName: z.string(),
  title: z.string(),
  content: z.string(),
  familyId: z.number().int().nullable().meta({ description: '公告所属系列（按系列发布时）' }),
  productId: z.number().int().nullable().meta({ description: '公告所属指数（按指数发布时）' }),
  familyCode: z.string().nullable().meta({ description: '所属系列代码（按指数发布时为该指数的系列）' }),
  productCode: z.string().nullable(),
  productName: z.string().nullable(),
  effectiveDate: date,
  publishedAt: z.string().meta({ description: 'ISO 8601 时间' }),
  fromProcess: z.boolean().meta({ description: '由指数审批流程发布（更正、暂停发布、编制方法变更），不能手工修改或删除' }),
});
export type PricingNotice = z.infer<typeof pricingNoticeSchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), total: z.number().int(), currentPage: z.number().int(), pageSize: z.number().int() });
export const noticePageSchema = pageOf(pricingNoticeSchema);

export const calendarDaySchema = z.object({
  date,
  releases: z.array(z.object({ time: z.string(), code: z.string(), name: z.string(), frequency: z.enum(INDEX_FREQUENCIES) })),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

/** /date: the latest release date per family and the coming release calendar. */
export const releaseDatesSchema = z.object({
  latestDate: date.nullable(),
  families: z.array(z.object({ code: z.string(), name: z.string(), latestDate: date.nullable() })),
  calendar: z.array(calendarDaySchema),
});
export type ReleaseDates = z.infer<typeof releaseDatesSchema>;

export const marketTrendChartSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  chartType: z.enum(CHART_TYPES),
  placements: z.array(z.enum(CHART_PLACEMENTS)),
  rangePreset: z.enum(CHART_RANGES),
  sortOrder: z.number().int(),
  from: date,
  to: date,
  series: z.array(indexSeriesSchema),
});
export type MarketTrendChart = z.infer<typeof marketTrendChartSchema>;
export const marketTrendPageSchema = pageOf(marketTrendChartSchema);

export const marketTrendDatesSchema = z.object({
  latestDate: date.nullable(),
  dates: z.array(date).meta({ description: '有数据的日期，降序，最多 400 个' }),
});
export type MarketTrendDates = z.infer<typeof marketTrendDatesSchema>;

export const basisQuoteSchema = z.object({
  tradeDate: date,
  variety: z.enum(BASIS_VARIETIES),
  varietyName: z.string(),
  contract: z.string().meta({ description: '主力合约，如 J2605' }),
  spotName: z.string(),
  spotPrice: num.meta({ description: '现货价 元/吨' }),
  futuresPrice: num.meta({ description: '期货结算价 元/吨' }),
  basis: num.meta({ description: '基差 = 现货 − 期货' }),
  basisRate: num.meta({ description: '基差率 % = 基差 / 期货' }),
});
export type BasisQuote = z.infer<typeof basisQuoteSchema>;
export const basisTrendSchema = z.object({ demo, list: z.array(basisQuoteSchema), latest: z.array(basisQuoteSchema) });
export type BasisTrend = z.infer<typeof basisTrendSchema>;

export const dayBiddingSessionSchema = z.object({
  id: z.number().int(),
  sessionNo: z.string(),
  productName: z.string(),
  category: z.string(),
  specification: z.string(),
  origin: z.string(),
  deliveryTerms: z.string(),
  quantity: num.meta({ description: '挂牌数量 吨' }),
  startingPrice: num.meta({ description: '起拍价 元/吨' }),
  clearingPrice: num.nullable().meta({ description: '成交价 元/吨' }),
  tradedQuantity: num.nullable(),
  sessionDate: date,
  startAt: z.string(),
  endAt: z.string(),
  status: z.enum(BIDDING_STATUSES),
  statusName: z.string(),
  demo,
});
export type DayBiddingSession = z.infer<typeof dayBiddingSessionSchema>;
export const dayBiddingPageSchema = pageOf(dayBiddingSessionSchema);

export const importErrorSchema = z.object({ line: z.number().int(), column: z.string(), message: z.string() });
export type ImportError = z.infer<typeof importErrorSchema>;

/** The per-row report of an import (validate and commit both answer it). */
export const importReportSchema = z.object({
  importId: z.string().nullable().meta({ description: '校验通过时的导入批次号，提交时使用（30分钟内有效）' }),
  fileName: z.string(),
  total: z.number().int(),
  valid: z.number().int(),
  inserted: z.number().int().meta({ description: '新增行数' }),
  updated: z.number().int().meta({ description: '覆盖已有数据的行数' }),
  errorCount: z.number().int(),
  errors: z.array(importErrorSchema).meta({ description: '错误行（最多 200 条）' }),
  warnings: z.array(importErrorSchema).meta({ description: '提醒（不阻止导入，如日度指数的周末日期；最多 200 条）' }),
  products: z.array(z.object({ code: z.string(), name: z.string(), rows: z.number().int(), from: date, to: date })),
  committed: z.boolean(),
  approvalId: z.number().int().optional().meta({ description: '提交后：待审批批次编号（审批通过后才写入）' }),
});
export type ImportReport = z.infer<typeof importReportSchema>;

export const indexValueRowSchema = z.object({
  period: date,
  value: num,
  change: num.nullable(),
  pct: num.nullable(),
  updatedAt: z.string(),
  released: z.boolean().meta({ description: '已过发布时间（否则为待发布：门户与接口尚不可见）' }),
});
export type IndexValueRow = z.infer<typeof indexValueRowSchema>;

export const marketChartSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  subtitle: z.string(),
  chartType: z.enum(CHART_TYPES),
  placements: z.array(z.enum(CHART_PLACEMENTS)),
  rangePreset: z.enum(CHART_RANGES),
  sortOrder: z.number().int(),
  active: z.boolean(),
  remark: z.string(),
  series: z.array(z.object({ code: z.string(), name: z.string(), unit: z.enum(INDEX_UNITS) })),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type MarketChart = z.infer<typeof marketChartSchema>;

/** An index the chart editor can pick (MarketChartAdd). */
export const chartProductOptionSchema = z.object({
  code: z.string(),
  name: z.string(),
  familyCode: z.string(),
  familyName: z.string(),
  unit: z.enum(INDEX_UNITS),
  frequency: z.enum(INDEX_FREQUENCIES),
  active: z.boolean(),
});
export type ChartProductOption = z.infer<typeof chartProductOptionSchema>;

export const indexFamilyRowSchema = indexFamilySchema.omit({ products: true }).extend({ productCount: z.number().int() });
export type IndexFamilyRow = z.infer<typeof indexFamilyRowSchema>;

// ---- release archive, next releases and commentary ----

/** A correction of a published value (the first `previousValue` is the original). */
export const valueRevisionSchema = z.object({ previousValue: z.number(), newValue: z.number(), revisedAt: z.string().meta({ description: 'ISO 时间' }) });
export type ValueRevision = z.infer<typeof valueRevisionSchema>;

export const archiveReleaseSchema = z.object({
  code: z.string(),
  name: z.string(),
  unit: z.string(),
  frequency: z.string(),
  time: z.string().meta({ description: '发布时间 HH:mm（北京时间）' }),
  period: z.string(),
  value: z.number().meta({ description: '现值（如有更正，为更正后的值）' }),
  revisions: z.array(valueRevisionSchema).meta({ description: '发布后的更正，按时间先后' }),
});
export type ArchiveRelease = z.infer<typeof archiveReleaseSchema>;

export const archiveCorrectionSchema = valueRevisionSchema.extend({ code: z.string(), name: z.string(), unit: z.string(), period: z.string() });
export type ArchiveCorrection = z.infer<typeof archiveCorrectionSchema>;

/** GET /api/priceIndex/archive: what was published on a date, and the corrections issued that day. */
export const archiveDaySchema = z.object({ date: z.string(), releases: z.array(archiveReleaseSchema), corrections: z.array(archiveCorrectionSchema) });
export type ArchiveDay = z.infer<typeof archiveDaySchema>;

/** GET /api/priceIndex/nextReleases: each active index's next release. */
export const nextReleaseSchema = z.object({ code: z.string(), name: z.string(), frequency: z.string(), date: z.string(), time: z.string() });
export type NextRelease = z.infer<typeof nextReleaseSchema>;

/** Market commentary of a release; `content` is sanitised HTML. */
export const indexCommentarySchema = z.object({ id: z.number().int(), code: z.string(), period: z.string(), content: z.string(), updatedAt: z.string() });
export type IndexCommentary = z.infer<typeof indexCommentarySchema>;
