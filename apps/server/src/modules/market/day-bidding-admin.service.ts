/**
 * MarketChartManagement's 每日竞价 tab: sessions are created and edited as lots with times;
 * their status is never stored but follows from the clock, the result and `cancelled`
 * (presenter `biddingStatus`), so a status change writes the times or the result that make
 * the session show that status on the portal.
 */
import {
  BIDDING_STATUS_NAMES,
  BIDDING_TRANSITIONS,
  biddingActionName,
  type biddingSaveBody,
  type BiddingStatus,
  type biddingStatusBody,
  ERRORS,
  MARKET_ADMIN_MESSAGES as M,
} from '@coal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound, refusedWith } from '../../lib/errors.ts';
import { isUniqueViolation } from '../../lib/db-errors.ts';
import { beijingToday } from '../../lib/dates.ts';
import {
  type BiddingRow,
  type BiddingValues,
  deleteBiddingSession,
  findBidding,
  insertBiddingSession,
  sessionNosLike,
  updateBiddingSession,
} from './day-bidding.repository.ts';
import { biddingStatus } from './market.presenter.ts';

/** The session number is taken. */

type SaveInput = z.output<typeof biddingSaveBody>;
type StatusInput = z.output<typeof biddingStatusBody>;
type ResultFields = Pick<BiddingRow, 'clearingPrice' | 'tradedQuantity' | 'unsold' | 'endAt' | 'startingPrice' | 'quantity'>;

/** What every session must keep, whatever was edited: a result only once ended, and a sane one. */
function checkResult(row: ResultFields, now: Date): void {
  if ((row.clearingPrice !== null || row.unsold) && row.endAt > now) throw badRequest(M.resultEndsLater);
  if (row.clearingPrice !== null && row.clearingPrice < row.startingPrice) throw badRequest(M.clearingBelowStart);
  if (row.tradedQuantity !== null && row.tradedQuantity > row.quantity) throw badRequest(M.tradedOverQuantity);
}

/** JJ + the Beijing start day + the day's next number: JJ2026112004. */
async function nextSessionNo(db: Database, startAt: Date): Promise<string> {
  const prefix = `JJ${beijingToday(startAt).replaceAll('-', '')}`;
  const numbers = (await sessionNosLike(db, prefix))
    .map((no) => no.slice(prefix.length))
    .filter((n) => /^\d{1,6}$/.test(n))
    .map(Number);
  return `${prefix}${String(Math.max(0, ...numbers) + 1).padStart(2, '0')}`;
}

/** Creates (no id) or edits a session's lot and times; staff-typed sessions are real data. */
export async function saveBiddingSession(db: Database, input: SaveInput, now = new Date()): Promise<BiddingRow> {
  const { id, sessionNo, startAt, endAt, ...lot } = input;
  const values = { ...lot, startAt: new Date(startAt), endAt: new Date(endAt), demo: false };
  try {
    if (!id) {
      const created = { ...values, sessionNo: sessionNo ?? (await nextSessionNo(db, values.startAt)) };
      return await db.transaction((tx) => insertBiddingSession(tx, created)); // with its idempotency receipt
    }
    return await db.transaction(async (tx) => {
      const current = await findBidding(tx, id, true);
      if (!current) throw notFound(M.biddingNotFound);
      checkResult({ ...current, ...values }, now);
      return (await updateBiddingSession(tx, id, { ...values, ...(sessionNo ? { sessionNo } : {}) }))!;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw refusedWith(ERRORS.sessionNoTaken);
    throw error;
  }
}

/** The columns that make a session show `to`, coming from `from`. */
function moveValues(row: BiddingRow, from: BiddingStatus, input: StatusInput, now: Date): Partial<BiddingValues> {
  const endNow = from === 'bidding' ? { endAt: now } : {};
  switch (input.status) {
    case 'bidding':
      return { startAt: now };
    case 'closed':
      return from === 'bidding' ? { endAt: now } : { clearingPrice: null, tradedQuantity: null, unsold: false };
    case 'cleared': {
      const result = { clearingPrice: input.clearingPrice!, tradedQuantity: input.tradedQuantity!, unsold: false };
      checkResult({ ...row, ...result, endAt: now }, now);
      return { ...result, ...endNow };
    }
    case 'unsold':
      return { unsold: true, clearingPrice: null, tradedQuantity: null, ...endNow };
    case 'cancelled':
      return { cancelled: true };
    case 'upcoming':
      if (row.startAt <= now) throw refusedWith(ERRORS.statusMove);
      return { cancelled: false };
  }
}

/** Moves a session to a status (BIDDING_TRANSITIONS); answers the session before and after, and where it came from. */
export async function changeBiddingStatus(
  db: Database,
  input: StatusInput,
  now = new Date(),
): Promise<{ row: BiddingRow; before: BiddingRow; from: BiddingStatus }> {
  return db.transaction(async (tx) => {
    const row = await findBidding(tx, input.id, true);
    if (!row) throw notFound(M.biddingNotFound);
    const from = biddingStatus(row, now);
    if (!BIDDING_TRANSITIONS[from].includes(input.status)) {
      throw refusedWith(ERRORS.statusMove, `${BIDDING_STATUS_NAMES[from]}的场次不能${biddingActionName(from, input.status)}`);
    }
    const updated = await updateBiddingSession(tx, row.id, moveValues(row, from, input, now));
    return { row: updated!, before: row, from };
  });
}

/** Deletes a session unless it was cleared (withdraw the result first). */
export async function removeBiddingSession(db: Database, id: number, now = new Date()): Promise<BiddingRow> {
  return db.transaction(async (tx) => {
    const row = await findBidding(tx, id, true);
    if (!row) throw notFound(M.biddingNotFound);
    if (biddingStatus(row, now) === 'cleared') throw refusedWith(ERRORS.clearedNoDelete);
    await deleteBiddingSession(tx, id);
    return row;
  });
}
