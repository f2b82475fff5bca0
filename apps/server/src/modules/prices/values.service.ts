/** Back-office writes of single index values; each refreshes the index's latest row in the same transaction. */
import { ERRORS, PRICE_MESSAGES } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { badRequest, notFound, refusedWith } from '../../lib/errors.ts';
import { findProductById, type ProductRow } from './catalog.repository.ts';
import { beijingToday } from '../../lib/dates.ts';
import { refreshLatest } from './latest.service.ts';
import { enqueueRelease } from './release-jobs.ts';
import { recordRevisions } from './revisions.ts';
import { deleteValue, findValue, insertValue, updateValue } from './values.repository.ts';

async function productForWrite(db: Database, productId: number, period: string): Promise<ProductRow> {
  const product = await findProductById(db, productId);
  if (!product) throw notFound(PRICE_MESSAGES.productNotFound);
  if (product.frequency === 'monthly' && !period.endsWith('-01')) throw badRequest('月度指数的日期应为当月1日');
  if (period > beijingToday()) throw badRequest('日期不能晚于今天');
  return product;
}

export async function addIndexValue(db: Database, productId: number, period: string, value: number): Promise<ProductRow> {
  const product = await productForWrite(db, productId, period);
  await db.transaction(async (tx) => {
    if (await findValue(tx, productId, period)) throw refusedWith(ERRORS.valueExists);
    await insertValue(tx, productId, period, value);
    await refreshLatest(tx, [product]);
    await enqueueRelease(tx, [{ product, period }]); // alerts are evaluated at its release moment
  });
  return product;
}

/** A correction; of a published value, the original is kept (revisions.ts). */
export async function correctIndexValue(db: Database, productId: number, period: string, value: number, by = '', now = new Date()): Promise<ProductRow> {
  const product = await productForWrite(db, productId, period);
  await db.transaction(async (tx) => {
    const before = await findValue(tx, productId, period);
    if (!before) throw notFound(PRICE_MESSAGES.valueNotFound);
    await recordRevisions(tx, [product], [[productId, period, value]], by, now);
    await updateValue(tx, productId, period, value);
    await refreshLatest(tx, [product]);
    if (before.value !== value) await enqueueRelease(tx, [{ product, period, previousValue: before.value }]);
  });
  return product;
}

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
