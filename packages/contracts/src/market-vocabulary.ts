/**
 * Messages of the basis and daily-bidding back office, apart from their schemas so that the
 * error-code registry (which the web client loads on every page) does not pull zod along.
 */
export const MARKET_ADMIN_MESSAGES = {
  basisNotFound: '该日期该品种没有基差数据',
  basisExists: '该日期该品种已有基差数据，请使用修改',
  basisFutureDate: '交易日期不能晚于今天',
  biddingNotFound: '竞价场次不存在',
  sessionNoTaken: '场次编号已被使用',
  clearedNoDelete: '已成交的场次不能删除，如需更正请先撤销成交结果',
  resultEndsLater: '已有竞价结果的场次，结束时间不能晚于当前时间',
  clearingBelowStart: '成交价不能低于起拍价',
  tradedOverQuantity: '成交量不能超过挂牌量',
} as const;
