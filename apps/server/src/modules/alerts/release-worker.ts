/**
 * Evaluates released values, exactly once. Each instance's poller (alerts.plugin.ts) calls
 * `runDueReleases`; a job is claimed with FOR UPDATE SKIP LOCKED, so two instances never hold
 * the same one, and it is deleted in the transaction that records the value in
 * `released_values` and inserts the notifications (unique dedupe keys), so a crash before
 * the commit leaves the job to be done again, a crash after leaves nothing to repeat.
 *
 * A value seen again with another figure is a correction: its revision is counted and the
 * members watching or alerting on the index get one 数据更正 notice per revision. Threshold
 * alerts are not re-evaluated on a correction (they fired, or not, on the released figure).
 */
import { ALERT_KIND_NAMES, type AlertKind, type IndexUnit, UNIT_NAMES } from '@coal/contracts';
import { and, asc, desc, eq, lt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { indexValues, members, priceAlerts, priceReleaseJobs, releasedValues, watchlistItems } from '../../db/schema/index.ts';
import { findProductById, type ProductRow } from '../prices/catalog.repository.ts';
import { changePercent, fires } from './evaluate.ts';
import { notify } from './notify.ts';

type Job = typeof priceReleaseJobs.$inferSelect;

const MAX_ATTEMPTS = 5;
const BATCH = 100;

const priceLink = (p: ProductRow) => `portal/Price?family=${encodeURIComponent(p.familyCode)}&code=${encodeURIComponent(p.code)}`;
const unitOf = (p: ProductRow) => UNIT_NAMES[p.unit as IndexUnit] ?? p.unit;
const fmt = (n: number) => String(Math.round(n * 10_000) / 10_000);

function alertTitle(p: ProductRow, kind: AlertKind, threshold: number | null): string {
  if (kind === 'published') return `${p.name} 发布新值`;
  if (kind === 'change') return `${p.name} 环比变动超过${fmt(threshold ?? 0)}%`;
  return `${p.name} ${ALERT_KIND_NAMES[kind]} ${fmt(threshold ?? 0)}`;
}

async function previousValue(db: Database, productId: number, period: string): Promise<number | null> {
  const [row] = await db
    .select({ value: indexValues.value })
    .from(indexValues)
    .where(and(eq(indexValues.productId, productId), lt(indexValues.period, period)))
    .orderBy(desc(indexValues.period))
    .limit(1);
  return row?.value ?? null;
}

async function notifyAlerts(db: Database, product: ProductRow, period: string, value: number): Promise<void> {
  const previous = await previousValue(db, product.id, period);
  const alerts = await db
    .select({ id: priceAlerts.id, memberId: priceAlerts.memberId, kind: priceAlerts.kind, threshold: priceAlerts.threshold })
    .from(priceAlerts)
    .innerJoin(members, eq(members.id, priceAlerts.memberId))
    .where(and(eq(priceAlerts.productId, product.id), eq(priceAlerts.enabled, true), eq(members.disabled, false)));
  const pct = changePercent(value, previous);
  const body = `${period} 发布值 ${fmt(value)} ${unitOf(product)}${previous === null ? '' : `，上期 ${fmt(previous)}，环比 ${pct === null ? '—' : `${pct > 0 ? '+' : ''}${pct}%`}`}`;
  for (const alert of alerts) {
    const kind = alert.kind as AlertKind;
    if (!fires({ kind, threshold: alert.threshold }, value, previous)) continue;
    await notify(db, {
      memberId: alert.memberId,
      kind: 'priceAlert',
      title: alertTitle(product, kind, alert.threshold),
      body,
      link: priceLink(product),
      dedupeKey: `alert:${alert.id}:${product.id}:${period}`,
    });
  }
}

async function notifyCorrection(db: Database, product: ProductRow, period: string, from: number | null, to: number, revision: number): Promise<void> {
  const recipients = await db
    .selectDistinct({ memberId: members.id })
    .from(members)
    .where(
      and(
        eq(members.disabled, false),
        sql`(${members.id} in (select ${priceAlerts.memberId} from ${priceAlerts} where ${priceAlerts.productId} = ${product.id} and ${priceAlerts.enabled})
          or ${members.id} in (select ${watchlistItems.memberId} from ${watchlistItems} where ${watchlistItems.productId} = ${product.id}))`,
      ),
    );
  const body = `${period} 的数值${from === null ? '' : `由 ${fmt(from)} `}更正为 ${fmt(to)} ${unitOf(product)}`;
  for (const { memberId } of recipients)
    await notify(db, {
      memberId,
      kind: 'priceCorrection',
      title: `${product.name} 数据更正`,
      body,
      link: priceLink(product),
      dedupeKey: `correction:${memberId}:${product.id}:${period}:${revision}`,
    });
}

/** Does one claimed job inside its transaction. */
async function evaluate(tx: Database, job: Job, now: Date): Promise<void> {
  const product = await findProductById(tx, job.productId);
  const [current] = await tx
    .select({ value: indexValues.value })
    .from(indexValues)
    .where(and(eq(indexValues.productId, job.productId), eq(indexValues.period, job.period)));
  if (!product || !current) return; // deleted since: nothing was released
  const key = and(eq(releasedValues.productId, job.productId), eq(releasedValues.period, job.period));
  // Insert-or-nothing waits for a concurrent insert of the same value, then reads the winner.
  const created = await tx
    .insert(releasedValues)
    .values({ productId: job.productId, period: job.period, value: current.value, revision: job.kind === 'new' ? 0 : 1, releasedAt: now })
    .onConflictDoNothing()
    .returning({ revision: releasedValues.revision });
  if (created[0]) {
    if (created[0].revision === 0) await notifyAlerts(tx, product, job.period, current.value);
    else if (job.previousValue !== current.value) await notifyCorrection(tx, product, job.period, job.previousValue, current.value, 1);
    return;
  }
  const [seen] = await tx.select().from(releasedValues).where(key).for('update');
  if (!seen || seen.value === current.value) return;
  const revision = seen.revision + 1;
  await tx.update(releasedValues).set({ value: current.value, revision, releasedAt: now }).where(key);
  await notifyCorrection(tx, product, job.period, seen.value, current.value, revision);
}

/** Claims and does one due job; answers false when none is due (or all are held elsewhere). */
async function runOne(db: Database, now: Date, log: FastifyBaseLogger): Promise<boolean> {
  let failed: Job | undefined;
  try {
    const done = await db.transaction(async (tx) => {
      const [job] = await tx
        .select()
        .from(priceReleaseJobs)
        .where(and(lte(priceReleaseJobs.dueAt, now), lt(priceReleaseJobs.attempts, MAX_ATTEMPTS)))
        .orderBy(asc(priceReleaseJobs.dueAt), asc(priceReleaseJobs.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!job) return false;
      failed = job;
      await evaluate(tx, job, now);
      await tx.delete(priceReleaseJobs).where(eq(priceReleaseJobs.id, job.id));
      return true;
    });
    return done;
  } catch (err) {
    if (!failed) throw err;
    // Kept for a later attempt (a minute on), given up after MAX_ATTEMPTS; never blocks the queue.
    log.error({ err, job: failed.id }, 'price release evaluation failed');
    await db
      .update(priceReleaseJobs)
      .set({ attempts: sql`${priceReleaseJobs.attempts} + 1`, dueAt: new Date(now.getTime() + 60_000) })
      .where(eq(priceReleaseJobs.id, failed.id));
    return true;
  }
}

/** Evaluates every due value (up to a batch per call); answers how many jobs were taken. */
export async function runDueReleases(db: Database, now: Date, log: FastifyBaseLogger): Promise<number> {
  let n = 0;
  while (n < BATCH && (await runOne(db, now, log))) n++;
  return n;
}
