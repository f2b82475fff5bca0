/**
 * Back-office removal of a single index value (refreshing the index's latest row in the same
 * transaction). Values are written by approval only (index-production/decisions.ts).
 */
import { PRICE_MESSAGES } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { findProductById, type ProductRow } from './catalog.repository.ts';
import { refreshLatest } from './latest.service.ts';
import { deleteValue, findValue } from './values.repository.ts';

export async function removeIndexValue(db: Database, productId: number, period: string): Promise<ProductRow> {
  const product = await findProductById(db, productId);
  if (!product) throw notFound(PRICE_MESSAGES.productNotFound);
  await db.transaction(async (tx) => {
    if (!(await findValue(tx, productId, period))) throw notFound(PRICE_MESSAGES.valueNotFound);
    await deleteValue(tx, productId, period);
    await refreshLatest(tx, [product]);
  });
  return product;
}
