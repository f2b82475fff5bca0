/**
 * Price indexes, market charts, basis and daily bidding: the public request schemas, the
 * vocabularies both sides show, and the messages of the price service. Back-office request
 * schemas are in `prices-admin.ts`, answer shapes in `prices-responses.ts`.
 */
import { z } from 'zod';
import { paginationQuery } from './common.ts';
import { exportFormatField } from './export.ts';
import { blankOptional, flag, indexCode, indexCodes, keyword, MAX_COMPARE_CODES, optionalDate, optionalIdField, stringField } from './fields.ts';

export { isCalendarDate } from './fields.ts';
// The vocabularies and limits live apart, without zod: the portal home shows them.
export * from '../prices-vocabulary.ts';

/** Where the price is struck: at the mine, on a rail wagon, free on board a ship, or delivered. */
export const DELIVERY_BASES = ['EX_MINE', 'FOR', 'FOB', 'CFR'] as const;
export type DeliveryBasis = (typeof DELIVERY_BASES)[number];
export const DELIVERY_BASIS_NAMES: Record<DeliveryBasis, string> = {
  EX_MINE: '坑口价（出矿）',
  FOR: '车板价（FOR）',
  FOB: '港口平仓价（FOB）',
  CFR: '到岸价（CFR）',
};

/** Pricing notices: market commentary, corrections, delays, retirements, methodology changes. */
export const NOTICE_KINDS = ['commentary', 'correction', 'delay', 'retirement', 'methodology', 'general'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];
/** Kinds only index production publishes (an approved correction, a methodology version): never by hand. */
export const PROCESS_NOTICE_KINDS: readonly NoticeKind[] = ['correction', 'methodology'];
/** Kinds staff publish by hand in the back office. */
export const MANUAL_NOTICE_KINDS: readonly NoticeKind[] = NOTICE_KINDS.filter((k) => !PROCESS_NOTICE_KINDS.includes(k));
export const NOTICE_KIND_NAMES: Record<NoticeKind, string> = {
  commentary: '市场评述',
  correction: '数据更正',
  delay: '延迟发布',
  retirement: '指数停发',
  methodology: '方法调整',
  general: '价格公告',
};

/** Where a market chart appears. */
export const CHART_PLACEMENTS = ['home', 'price', 'mainPage', 'mobile'] as const;
export type ChartPlacement = (typeof CHART_PLACEMENTS)[number];
export const CHART_PLACEMENT_NAMES: Record<ChartPlacement, string> = { home: '门户首页', price: '价格指数页', mainPage: '行情大屏', mobile: '移动端' };
export const CHART_TYPES = ['line', 'bar', 'area'] as const;
export type ChartType = (typeof CHART_TYPES)[number];
export const CHART_TYPE_NAMES: Record<ChartType, string> = { line: '折线图', bar: '柱状图', area: '面积图' };
/** How far back a chart looks from the latest release. */
export const CHART_RANGES = ['1M', '3M', '6M', '1Y', '3Y', 'ALL'] as const;
export type ChartRange = (typeof CHART_RANGES)[number];
export const CHART_RANGE_NAMES: Record<ChartRange, string> = {
  '1M': '近1月',
  '3M': '近3月',
  '6M': '近6月',
  '1Y': '近1年',
  '3Y': '近3年',
  ALL: '全部（最长10年）',
};

export const BASIS_VARIETIES = ['J', 'JM'] as const;
export type BasisVariety = (typeof BASIS_VARIETIES)[number];
export const BASIS_VARIETY_NAMES: Record<BasisVariety, string> = { J: '焦炭', JM: '焦煤' };
/**
 * The index each variety's spot price is taken from: a day's basis quote is public from that
 * index's release of the day (the embargo of the price reads), never before.
 */
export const BASIS_SPOT_INDEX: Record<BasisVariety, string> = { J: 'SC-RZ-J', JM: 'SX-JM-LS' };

export const BIDDING_STATUSES = ['upcoming', 'bidding', 'cleared', 'unsold', 'closed', 'cancelled'] as const;
export type BiddingStatus = (typeof BIDDING_STATUSES)[number];
export const BIDDING_STATUS_NAMES: Record<BiddingStatus, string> = {
  upcoming: '待开始',
  bidding: '竞价中',
  cleared: '已成交',
  unsold: '流拍',
  closed: '已结束',
  cancelled: '已取消',
};

/** The families the mobile pages priceCCP, priceSXCCP and priceSCSPI show (docs/decisions/0032-price-families-periods-and-changes.md). */
export const MOBILE_PRICE_FAMILIES = { priceCCP: 'CCP', priceSXCCP: 'SXCCP', priceSCSPI: 'SCSPI' } as const;

const familyCode = blankOptional(indexCode).meta({ description: '指数系列代码，如 CCP、SXCCP、SCSPI' });

/** from ≤ to, both optional. */
const dateRange = {
  from: optionalDate('开始日期').meta({ description: '开始日期（含），YYYY-MM-DD' }),
  to: optionalDate('结束日期').meta({ description: '结束日期（含），YYYY-MM-DD' }),
};
const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const RANGE_ORDER = { error: '开始日期不能晚于结束日期', path: ['from'] };

/** GET /api/priceIndex/product: one index with its methodology. */
export const indexProductQuery = z.object({ code: indexCode.meta({ description: '指数代码' }) });
export type IndexProductQuery = z.output<typeof indexProductQuery>;
export type IndexProductQueryInput = z.input<typeof indexProductQuery>;

/** GET /api/priceIndex/latest: latest values with their changes (or as of `date`). */
export const latestValuesQuery = z.object({
  familyCode,
  codes: blankOptional(indexCodes).meta({ description: '指数代码，逗号分隔；不填为全部' }),
  date: optionalDate('日期').meta({ description: '截至该日的最新值；不填为当前最新' }),
});
export type LatestValuesQuery = z.output<typeof latestValuesQuery>;
export type LatestValuesQueryInput = z.input<typeof latestValuesQuery>;

/** GET /api/priceIndex/series and /export: one or several series over a range. */
export const indexSeriesQuery = z
  .object({
    codes: indexCodes.meta({ description: `指数代码，逗号分隔，最多${MAX_COMPARE_CODES}个（对比）` }),
    ...dateRange,
    changes: blankOptional(flag).meta({ description: '1：每个点附带环比/周/月/年同比涨跌' }),
  })
  .refine(rangeInOrder, RANGE_ORDER);
export type IndexSeriesQuery = z.output<typeof indexSeriesQuery>;
export type IndexSeriesQueryInput = z.input<typeof indexSeriesQuery>;

export const indexExportQuery = z
  .object({
    codes: indexCodes.meta({ description: '指数代码，逗号分隔' }),
    ...dateRange,
    format: exportFormatField.meta({ description: 'csv（默认）或 xlsx' }),
  })
  .refine(rangeInOrder, RANGE_ORDER);
export type IndexExportQuery = z.output<typeof indexExportQuery>;
export type IndexExportQueryInput = z.input<typeof indexExportQuery>;

/** GET /line: the main line series (defaults: the first family's first index, one year). */
export const lineQuery = z
  .object({ codes: blankOptional(indexCodes).meta({ description: '指数代码；默认第一系列的首个指数' }), ...dateRange })
  .refine(rangeInOrder, RANGE_ORDER);
export type LineQuery = z.output<typeof lineQuery>;
export type LineQueryInput = z.input<typeof lineQuery>;

/** GET /api/priceIndex/notices and /comment. */
export const noticeListQuery = paginationQuery.and(
  z.object({
    familyCode,
    productCode: blankOptional(indexCode).meta({ description: '指数代码' }),
    kind: blankOptional(z.enum(NOTICE_KINDS, { error: '公告类型有误' })),
  }),
);
export type NoticeListQuery = z.output<typeof noticeListQuery>;
export type NoticeListQueryInput = z.input<typeof noticeListQuery>;

/** GET /api/priceIndex/calendar: scheduled releases (default the next 14 days). */
export const releaseCalendarQuery = z.object(dateRange).refine(rangeInOrder, RANGE_ORDER);
export type ReleaseCalendarQuery = z.output<typeof releaseCalendarQuery>;
export type ReleaseCalendarQueryInput = z.input<typeof releaseCalendarQuery>;

/**
 * GET /api/marketTrend/findMarketTrendInfoList: the market charts of a placement, with data.
 * `seriesOf`: only that chart's data (`first`: the first chart's), the others' series empty —
 * for a page that shows one chart at a time and switches between them.
 */
export const marketTrendListQuery = paginationQuery.and(
  z.object({
    placement: blankOptional(z.enum(CHART_PLACEMENTS, { error: '展示位置有误' })).meta({ description: 'home、price、mainPage、mobile' }),
    seriesOf: blankOptional(z.union([z.literal('first'), optionalIdField()], { error: '图表编号有误' })).meta({
      description: '只带这张图表的数据（first：第一张），其余图表的 series 为空；不传则每张都带',
    }),
  }),
);
export type MarketTrendListQuery = z.output<typeof marketTrendListQuery>;
export type MarketTrendListQueryInput = z.input<typeof marketTrendListQuery>;

/** GET /api/marketTrend/findMarketTrendDate: release dates that have data. */
export const marketTrendDateQuery = z
  .object({ familyCode, code: blankOptional(indexCode).meta({ description: '指数代码' }), ...dateRange })
  .refine(rangeInOrder, RANGE_ORDER);
export type MarketTrendDateQuery = z.output<typeof marketTrendDateQuery>;
export type MarketTrendDateQueryInput = z.input<typeof marketTrendDateQuery>;

/** GET /api/basisTrend/getLists: spot vs futures and the basis. */
export const basisTrendQuery = z
  .object({
    variety: blankOptional(z.enum(BASIS_VARIETIES, { error: '品种只能是 J（焦炭）或 JM（焦煤）' })),
    contract: blankOptional(
      stringField()
        .trim()
        .regex(/^(J|JM)\d{4}$/, { error: '合约代码有误，如 J2605' }),
    ),
    ...dateRange,
  })
  .refine(rangeInOrder, RANGE_ORDER);
export type BasisTrendQuery = z.output<typeof basisTrendQuery>;
export type BasisTrendQueryInput = z.input<typeof basisTrendQuery>;

/** GET /api/dayBidding/getLists (members whose gateways include 每日竞价). */
export const dayBiddingQuery = paginationQuery.and(
  z.object({
    status: blankOptional(z.enum(BIDDING_STATUSES, { error: '竞价状态有误' })),
    date: optionalDate('竞价日期'),
    keyword,
  }),
);
export type DayBiddingQuery = z.output<typeof dayBiddingQuery>;
export type DayBiddingQueryInput = z.input<typeof dayBiddingQuery>;
