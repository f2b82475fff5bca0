/** MarketChartManagement's 期现基差 tab: the writes of basis quotes (the basis itself is never stored). */
import { type basisSaveBody, type BasisVariety, dominantContract, ERRORS, MARKET_ADMIN_MESSAGES } from '@coal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound, refusedWith } from '../../lib/errors.ts';
import { beijingToday } from '../../lib/dates.ts';
import { deleteBasisQuote, insertBasisQuote, updateBasisQuote } from './basis.repository.ts';

/** A day that already has a quote of the variety. */

type BasisInput = z.output<typeof basisSaveBody>;

/**
 * The row a staff member's quote becomes: the contract defaults to the dominant one of the
 * day, and the row is real data (`demo: false`) since every value in it was typed by staff.
 */
function toRow(input: BasisInput) {
  if (input.tradeDate > beijingToday()) throw badRequest(MARKET_ADMIN_MESSAGES.basisFutureDate);
  return { ...input, contract: input.contract ?? dominantContract(input.variety, input.tradeDate), demo: false };
}

export async function addBasisQuote(db: Database, input: BasisInput): Promise<string> {
  const row = toRow(input);
  if (!(await insertBasisQuote(db, row))) throw refusedWith(ERRORS.basisExists);
  return row.contract;
}

export async function correctBasisQuote(db: Database, input: BasisInput): Promise<string> {
  const row = toRow(input);
  if (!(await updateBasisQuote(db, row))) throw notFound(MARKET_ADMIN_MESSAGES.basisNotFound);
  return row.contract;
}

export async function removeBasisQuote(db: Database, tradeDate: string, variety: BasisVariety): Promise<void> {
  if (!(await deleteBasisQuote(db, tradeDate, variety))) throw notFound(MARKET_ADMIN_MESSAGES.basisNotFound);
}
