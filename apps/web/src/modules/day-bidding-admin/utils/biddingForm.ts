/** Between the 每日竞价 session form (antd values, dayjs times) and biddingSaveBody. */
import type { BiddingSaveBodyInput, DayBiddingSession } from '@coal/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import type { BiddingSessionInput } from '../api/dayBiddingAdminApi.ts';

export type BiddingFormValues = Omit<BiddingSaveBodyInput, 'id' | 'startAt' | 'endAt'> & { startAt: Dayjs; endAt: Dayjs };

/** A new session: tomorrow 10:00–10:30, the first slot of the demo days. */
export function newBiddingValues(now: Dayjs = dayjs()): Partial<BiddingFormValues> {
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
    startAt: dayjs(s.startAt),
    endAt: dayjs(s.endAt),
  };
}

const trim = (v: string | undefined) => v?.trim() ?? '';

/** The body; times keep the browser's zone offset, so the moment is exact wherever it was typed. */
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
    startAt: v.startAt.second(0).millisecond(0).format(),
    endAt: v.endAt.second(0).millisecond(0).format(),
  };
}
