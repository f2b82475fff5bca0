/**
 * Back-office removal of a single index value (refreshing the index's latest row in the same
 * transaction). Values are written by approval only (production/decisions.ts); a released value
 * is never removed, only corrected through approval, so its correction is published.
 */
import { PRICE_MESSAGES } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { findProductById, type ProductRow } from './catalog.repository.ts';
import { isReleased } from './embargo.ts';
import { refreshLatest } from './latest.service.ts';
import { appendAudit } from './production/audit.ts';
import { deleteValue, findValue } from './values.repository.ts';

export async function removeIndexValue(db: Database, productId: number, period: string, by: string, now: Date): Promise<ProductRow> {
  const product = await findProductById(db, productId);
  if (!product) throw notFound(PRICE_MESSAGES.productNotFound);
  if (isReleased(product, period, now)) throw badRequest(PRICE_MESSAGES.releasedValueDelete);
  await db.transaction(async (tx) => {
    const before = await findValue(tx, productId, period);
    if (!before) throw notFound(PRICE_MESSAGES.valueNotFound);
    await deleteValue(tx, productId, period);
    await refreshLatest(tx, [product]);
    await appendAudit(tx, [{ productId, period, actor: by, action: 'deletion', detail: `删除尚未发布的值${before.value}（未公开）` }]);
  });
  return product;
}
