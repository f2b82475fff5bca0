/** A member's price alerts: create, list, enable/disable, delete (only the member's own). */
import { ALERT_LIMIT, type AlertKind, ERRORS, PRICE_MESSAGES, type PriceAlert } from '@coal/contracts';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { indexProducts, priceAlerts } from '../../db/schema/index.ts';
import { notFound, refusedWith } from '../../lib/errors.ts';
import { findProductById } from '../prices/catalog.repository.ts';

export async function listAlerts(db: Database, memberId: string, productId?: number): Promise<PriceAlert[]> {
  const rows = await db
    .select({
      id: priceAlerts.id,
      productId: priceAlerts.productId,
      code: indexProducts.code,
      name: indexProducts.name,
      kind: priceAlerts.kind,
      threshold: priceAlerts.threshold,
      enabled: priceAlerts.enabled,
      createdAt: priceAlerts.createdAt,
    })
    .from(priceAlerts)
    .innerJoin(indexProducts, eq(indexProducts.id, priceAlerts.productId))
    .where(and(eq(priceAlerts.memberId, memberId), productId ? eq(priceAlerts.productId, productId) : undefined))
    .orderBy(asc(priceAlerts.id));
  return rows.map((r) => ({ ...r, kind: r.kind as AlertKind, createdAt: r.createdAt.toISOString() }));
}

export async function createAlert(db: Database, memberId: string, input: { productId: number; kind: AlertKind; threshold?: number }): Promise<number> {
  if (!(await findProductById(db, input.productId))) throw notFound(PRICE_MESSAGES.productNotFound);
  const threshold = input.kind === 'published' ? null : (input.threshold ?? null);
  return db.transaction(async (tx) => {
    const [{ n } = { n: 0 }] = await tx.select({ n: count() }).from(priceAlerts).where(eq(priceAlerts.memberId, memberId));
    if (n >= ALERT_LIMIT) throw refusedWith(ERRORS.alertLimit);
    const same = await tx
      .select({ id: priceAlerts.id })
      .from(priceAlerts)
      .where(
        and(
          eq(priceAlerts.memberId, memberId),
          eq(priceAlerts.productId, input.productId),
          eq(priceAlerts.kind, input.kind),
          threshold === null ? isNull(priceAlerts.threshold) : eq(priceAlerts.threshold, threshold),
        ),
      );
    if (same.length > 0) throw refusedWith(ERRORS.alertDuplicate);
    const [row] = await tx.insert(priceAlerts).values({ memberId, productId: input.productId, kind: input.kind, threshold }).returning({ id: priceAlerts.id });
    return row!.id;
  });
}

/** Another member's alert is answered as not found (its existence is not disclosed). */
const own = (memberId: string, id: number) => and(eq(priceAlerts.id, id), eq(priceAlerts.memberId, memberId));

export async function setAlertEnabled(db: Database, memberId: string, id: number, enabled: boolean): Promise<void> {
  const rows = await db.update(priceAlerts).set({ enabled }).where(own(memberId, id)).returning({ id: priceAlerts.id });
  if (rows.length === 0) throw notFound('提醒不存在');
}

export async function deleteAlert(db: Database, memberId: string, id: number): Promise<void> {
  const rows = await db.delete(priceAlerts).where(own(memberId, id)).returning({ id: priceAlerts.id });
  if (rows.length === 0) throw notFound('提醒不存在');
}
