/**
 * Back-office request schemas of MarketChartManagement's 期现基差 (basis quotes) and 每日竞价
 * (bidding sessions) tabs, their answer shapes and messages. Bodies are form-urlencoded like
 * every POST of the client (JSON is accepted too). The server computes the basis and the
 * session status; neither is ever read from the client.
 */
import { z } from 'zod';
import { paginationQuery, requiredText } from './common.ts';
import { BASIS_VARIETIES, type BasisVariety, BIDDING_STATUSES, type BiddingStatus } from './prices.ts';
import { basisQuoteSchema } from './prices-responses.ts';
import { blankOptional, isCalendarDate, isoDate, keyword, optionalDate, stringField, numberField } from './fields.ts';

export { MARKET_ADMIN_MESSAGES } from '../market-vocabulary.ts';

/** Spot names the demo data uses; the form proposes them for a new quote. */
export const BASIS_DEFAULT_SPOT_NAMES: Record<BasisVariety, string> = {
  J: '日照港准一级冶金焦平仓价',
  JM: '山西低硫主焦煤（折仓单价）',
};

/** Categories of the demo lots; the form proposes them (any text is accepted). */
export const BIDDING_CATEGORIES = ['炼焦煤', '焦炭', '动力煤', '喷吹煤', '无烟煤'] as const;

/**
 * The dominant J/JM contract on a day (docs/decisions/0037-basis-and-bidding.md): the next of the 01/05/09
 * months whose first day is more than 45 days away, e.g. J2605 on 2026-01-10.
 */
export function dominantContract(variety: BasisVariety, date: string): string {
  const day = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)));
  const year = Number(date.slice(0, 4));
  for (const y of [year, year + 1]) {
    for (const m of [1, 5, 9]) {
      if (Date.UTC(y, m - 1, 1) - 45 * 86_400_000 > day) return `${variety}${String(y).slice(2)}${String(m).padStart(2, '0')}`;
    }
  }
  return `${variety}${String(year + 2).slice(2)}01`;
}

const id = (label: string) =>
  numberField(`${label}有误`, (n) =>
    n
      .int({ error: `${label}有误` })
      .positive({ error: `${label}有误` })
      .max(2_147_483_647, { error: `${label}有误` }),
  );
const text = (message: string, max: number) => requiredText(message, max);
/** A price or quantity: positive, finite, below `max`, two decimals kept (numeric(12,2)). */
const amount = (label: string, max: number) =>
  numberField(`${label}必须是数字`)
    .refine(Number.isFinite, { error: `${label}必须是数字` })
    .refine((v) => v > 0, { error: `${label}必须大于0` })
    .refine((v) => v < max, { error: `${label}过大` })
    .transform((v) => Math.round(v * 100) / 100);
const price = (label: string) => amount(label, 10_000_000);
const quantity = (label: string) => amount(label, 100_000_000);
const optional = blankOptional;

const variety = z.enum(BASIS_VARIETIES, { error: '品种只能是 J（焦炭）或 JM（焦煤）' });
const CONTRACT_RE = /^(J|JM)\d{2}(0[1-9]|1[0-2])$/;
/** A J/JM contract code, e.g. J2605 (upper-cased). */
const contract = stringField('合约代码有误，如 J2605')
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(stringField().regex(CONTRACT_RE, { error: '合约代码有误，如 J2605' }));

/** from ≤ to, both optional. */
const dateRange = { from: optionalDate('开始日期'), to: optionalDate('结束日期') };
const rangeInOrder = (q: { from?: string; to?: string }) => !q.from || !q.to || q.from <= q.to;
const RANGE_ORDER = { error: '开始日期不能晚于结束日期', path: ['from'] };

const tradeDate = isoDate('交易日期').refine((v) => v >= '2000-01-01', { error: '交易日期不能早于2000-01-01' });

/** GET /api/admin/basisQuotes/list: newest first. */
export const basisAdminListQuery = paginationQuery.and(
  z.object({ variety: optional(variety), contract: optional(contract), ...dateRange }).refine(rangeInOrder, RANGE_ORDER),
);
export type BasisAdminListQuery = z.output<typeof basisAdminListQuery>;
export type BasisAdminListQueryInput = z.input<typeof basisAdminListQuery>;

/**
 * POST /api/admin/basisQuotes/add and /update: one day's quote of a variety (the key is the date
 * and the variety). `contract` blank → the dominant contract of that day. No `basis`: the server
 * computes it as spot − futures.
 */
export const basisSaveBody = z
  .object({
    tradeDate,
    variety,
    contract: optional(contract),
    spotName: text('请输入现货名称', 60),
    spotPrice: price('现货价'),
    futuresPrice: price('期货价'),
  })
  .refine((b) => typeof b.contract !== 'string' || b.contract.replace(/\d+$/, '') === b.variety, { error: '合约代码与品种不一致', path: ['contract'] });
export type BasisSaveBody = z.output<typeof basisSaveBody>;
export type BasisSaveBodyInput = z.input<typeof basisSaveBody>;

export const basisKeyBody = z.object({ tradeDate, variety });
export type BasisKeyBody = z.output<typeof basisKeyBody>;
export type BasisKeyBodyInput = z.input<typeof basisKeyBody>;

const DATE_TIME_RE = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})?$/;

/**
 * A moment as `YYYY-MM-DD HH:mm[:ss]` (Beijing time) or ISO 8601 with a zone; answered as ISO
 * (UTC). Years 2000-2099 only.
 */
export const beijingDateTime = (label: string) =>
  stringField(`${label}格式应为YYYY-MM-DD HH:mm`)
    .trim()
    .regex(DATE_TIME_RE, { error: `${label}格式应为YYYY-MM-DD HH:mm` })
    .refine(
      (v) => {
        // zod runs every check: a value the regex refused is reported once, by the regex.
        const match = DATE_TIME_RE.exec(v);
        if (!match) return true;
        const [, day, h, m, s] = match;
        return isCalendarDate(day!) && Number(h) < 24 && Number(m) < 60 && Number(s ?? 0) < 60;
      },
      { error: `${label}不是有效时间` },
    )
    .transform((v) => {
      const [, day, h, m, s, zone] = DATE_TIME_RE.exec(v) ?? [];
      const time = new Date(`${day}T${h}:${m}:${s ?? '00'}${zone ?? '+08:00'}`);
      return Number.isNaN(time.getTime()) ? '' : time.toISOString();
    })
    .refine((v) => v >= '2000-01-01' && v < '2100-01-01', { error: `${label}超出范围` });

/** GET /api/admin/biddingSessions/list: by start day range, status, keyword; newest start first. */
export const biddingAdminListQuery = paginationQuery.and(
  z
    .object({
      status: optional(z.enum(BIDDING_STATUSES, { error: '竞价状态有误' })),
      category: optional(text('品类有误', 20)),
      keyword,
      ...dateRange,
    })
    .refine(rangeInOrder, RANGE_ORDER),
);
export type BiddingAdminListQuery = z.output<typeof biddingAdminListQuery>;
export type BiddingAdminListQueryInput = z.input<typeof biddingAdminListQuery>;

const SESSION_NO_RE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,31}$/;
const MAX_SESSION_MS = 24 * 3_600_000;

/**
 * POST /api/admin/biddingSessions/save: create (no id) or edit a session's lot and times. The
 * result and the status are changed with /status. `sessionNo` blank → JJ + start day + number.
 */
export const biddingSaveBody = z
  .object({
    id: optional(id('场次')),
    sessionNo: optional(stringField().trim().regex(SESSION_NO_RE, { error: '场次编号只能由字母、数字、-、_ 组成，最长32位' })),
    productName: text('请输入品名', 60),
    category: text('请输入品类', 20),
    specification: text('请输入质量指标', 200),
    origin: text('请输入产地', 60),
    deliveryTerms: text('请输入交收方式', 100),
    quantity: quantity('挂牌量'),
    startingPrice: price('起拍价'),
    startAt: beijingDateTime('开始时间'),
    endAt: beijingDateTime('结束时间'),
  })
  .refine((b) => b.endAt > b.startAt, { error: '结束时间必须晚于开始时间', path: ['endAt'] })
  .refine((b) => Date.parse(b.endAt) - Date.parse(b.startAt) <= MAX_SESSION_MS, { error: '竞价时长不能超过24小时', path: ['endAt'] });
export type BiddingSaveBody = z.output<typeof biddingSaveBody>;
export type BiddingSaveBodyInput = z.input<typeof biddingSaveBody>;

/**
 * POST /api/admin/biddingSessions/status: move a session to a status. `bidding` starts it now,
 * `closed` ends it now (or withdraws a result), `cleared` records the result (clearing price and
 * traded quantity required), `unsold` marks it 流拍, `cancelled` cancels it, `upcoming` restores
 * a cancelled session that has not started.
 */
export const biddingStatusBody = z
  .object({
    id: id('场次'),
    status: z.enum(BIDDING_STATUSES, { error: '竞价状态有误' }),
    clearingPrice: optional(price('成交价')),
    tradedQuantity: optional(quantity('成交量')),
  })
  .superRefine((b, ctx) => {
    if (b.status === 'cleared') {
      if (b.clearingPrice === undefined) ctx.addIssue({ code: 'custom', message: '成交时请填写成交价', path: ['clearingPrice'] });
      else if (b.tradedQuantity === undefined) ctx.addIssue({ code: 'custom', message: '成交时请填写成交量', path: ['tradedQuantity'] });
    } else if (b.clearingPrice !== undefined || b.tradedQuantity !== undefined) {
      ctx.addIssue({ code: 'custom', message: '只有成交时才能填写成交价和成交量', path: ['clearingPrice'] });
    }
  });
export type BiddingStatusBody = z.output<typeof biddingStatusBody>;
export type BiddingStatusBodyInput = z.input<typeof biddingStatusBody>;

export const biddingIdBody = z.object({ id: id('场次') });
export type BiddingIdBody = z.output<typeof biddingIdBody>;
export type BiddingIdBodyInput = z.input<typeof biddingIdBody>;

/** The back office's view of a quote: the public one plus whether it is demo data. */
export const basisQuoteAdminSchema = basisQuoteSchema.extend({ demo: z.boolean() });
export type BasisQuoteAdmin = z.infer<typeof basisQuoteAdminSchema>;

/** Which status changes the back office offers from each status (the server enforces the same). */
export const BIDDING_TRANSITIONS: Record<BiddingStatus, BiddingStatus[]> = {
  upcoming: ['bidding', 'cancelled'],
  bidding: ['closed', 'cleared', 'unsold', 'cancelled'],
  closed: ['cleared', 'unsold', 'cancelled'],
  cleared: ['cleared', 'unsold', 'closed'],
  unsold: ['cleared', 'closed'],
  cancelled: ['upcoming'],
};

/** What the back office calls a move from one status to another (buttons, operation log). */
export function biddingActionName(from: BiddingStatus, to: BiddingStatus): string {
  if (to === 'closed') return from === 'cleared' || from === 'unsold' ? '撤销竞价结果' : '结束竞价';
  if (to === 'cleared') return from === 'cleared' ? '修改成交结果' : '录入成交结果';
  return { upcoming: '恢复场次', bidding: '开始竞价', unsold: '标记流拍', cancelled: '取消场次' }[to];
}
