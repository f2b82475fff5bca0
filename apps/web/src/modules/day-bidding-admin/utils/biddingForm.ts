/**
 * Between the 每日竞价 session form (antd values, dayjs times) and biddingSaveBody. The pickers
 * show and take China time, the sessions' schedule, whatever the browser's zone.
 */
import type { BiddingSaveBodyInput, DayBiddingSession } from '@coal/contracts';
import type { Dayjs } from 'dayjs';
import { chinaNow, chinaWallClock } from '../../../lib/china-time.ts';
import type { BiddingSessionInput } from '../api/dayBiddingAdminApi.ts';

export type BiddingFormValues = Omit<BiddingSaveBodyInput, 'id' | 'startAt' | 'endAt'> & { startAt: Dayjs; endAt: Dayjs };

/** A new session: tomorrow (China's) 10:00–10:30, the first slot of the demo days. */
export function newBiddingValues(now: Dayjs = chinaNow()): Partial<BiddingFormValues> {
  const start = now.add(1, 'day').hour(10).minute(0).second(0).millisecond(0);
  return { category: '炼焦煤', startAt: start, endAt: start.add(30, 'minute') };
}

export function toBiddingFormValues(s: DayBiddingSession): BiddingFormValues {
  return {
    sessionNo: s.sessionNo,
    productName: s.productName,
    category: s.category,
    specification: s.specification,
    origin: s.origin,
    deliveryTerms: s.deliveryTerms,
    quantity: s.quantity,
    startingPrice: s.startingPrice,
    startAt: chinaWallClock(s.startAt),
    endAt: chinaWallClock(s.endAt),
  };
}

const CHINA_MINUTE = 'YYYY-MM-DD HH:mm';
const trim = (v: string | undefined) => v?.trim() ?? '';

/** The body; times as China wall-clock `YYYY-MM-DD HH:mm` (no zone: the server reads them as China time). */
export function toBiddingInput(v: BiddingFormValues, id?: number): BiddingSessionInput {
  const sessionNo = trim(v.sessionNo);
  return {
    ...(id ? { id } : {}),
    ...(sessionNo ? { sessionNo } : {}),
    productName: trim(v.productName),
    category: trim(v.category),
    specification: trim(v.specification),
    origin: trim(v.origin),
    deliveryTerms: trim(v.deliveryTerms),
    quantity: v.quantity,
    startingPrice: v.startingPrice,
    startAt: v.startAt.format(CHINA_MINUTE),
    endAt: v.endAt.format(CHINA_MINUTE),
  };
}
