/**
 * Back-office removal of a single index value. An unreleased value is removed at once (an
 * audit step records it); a released one is withdrawn like every change of a published number:
 * a pending entry a second person approves, which publishes the withdrawal (decisions.ts).
 */
import { PRICE_MESSAGES } from '@coal/contracts';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import type { StaffActor } from '../staff/staff.repository.ts';
import { findProductById, type ProductRow } from './catalog.repository.ts';
import { isReleased } from './embargo.ts';
import { refreshLatest } from './latest.service.ts';
import { appendAudit, auditActor } from './production/audit.ts';
import { proposeWithdrawal } from './production/proposals.ts';
import { deleteValue, findValue } from './values.repository.ts';

export async function removeIndexValue(
  db: Database,
  staff: StaffActor,
  input: { productId: number; period: string; reason?: string },
  now: Date,
): Promise<{ product: ProductRow; value: number; pendingId: number | null }> {
  const { productId, period } = input;
  const product = await findProductById(db, productId);
  if (!product) throw notFound(PRICE_MESSAGES.productNotFound);
  const current = await findValue(db, productId, period);
  if (!current) throw notFound(PRICE_MESSAGES.valueNotFound);
  if (isReleased(product, period, now))
    return { product, value: current.value, pendingId: await proposeWithdrawal(db, staff, product, period, current.value, input.reason || '已发布数据撤回') };
  await db.transaction(async (tx) => {
    if (!(await deleteValue(tx, productId, period))) throw notFound(PRICE_MESSAGES.valueNotFound);
    await refreshLatest(tx, [product]);
    await appendAudit(tx, [{ productId, period, actor: auditActor(staff), action: 'deletion', detail: `删除尚未发布的值${current.value}（未公开）` }]);
  });
  return { product, value: current.value, pendingId: null };
}
