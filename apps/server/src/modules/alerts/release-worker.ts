/**
 * Evaluates released values, exactly once: the queue (lib/jobs.ts) gives each job to one
 * instance, and its effect is idempotent: the value is recorded in `released_values`
 * (insert-or-nothing) in the transaction that inserts the notifications (unique dedupe keys),
 * so a job repeated after a crash notifies nobody twice.
 *
 * A value seen again with another figure is a correction: its revision is counted and the
 * members watching or alerting on the index get one 数据更正 notice per revision. Threshold
 * alerts are not re-evaluated on a correction (they fired, or not, on the released figure).
 */
import { ALERT_KIND_NAMES, type AlertKind, type IndexUnit, UNIT_NAMES } from '@coal/contracts';
import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../db/client.ts';
import { indexValues, members, priceAlerts, releasedValues, watchlistItems } from '../../db/schema/index.ts';
import { enqueue, type JobKind } from '../../lib/jobs.ts';
import { findProductById, type ProductRow } from '../prices/catalog.repository.ts';
import { changePercent, fires } from './evaluate.ts';
import { notify } from './notify.ts';
import { RELEASE_QUEUE, type ReleaseJob } from '../prices/release-jobs.ts';

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

/** Does one job inside its transaction. */
async function evaluate(tx: Database, job: ReleaseJob, now: Date): Promise<void> {
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

/**
 * The queue's evaluations. A job comes due at the release moment by the database's clock; one
 * that is early by the app's (clock skew, a test's clock) is put back for that moment.
 * Failures are retried a minute on, five times in all, never blocking the queue.
 */
export function releaseEvaluations(app: FastifyInstance): JobKind<ReleaseJob> {
  return {
    name: RELEASE_QUEUE,
    queue: { retryLimit: 4, retryDelay: 60 },
    batchSize: 20,
    run: async ({ data }) => {
      const now = app.clock.now();
      const dueAt = new Date(data.dueAt);
      const evaluated = await app.db.transaction(async (tx) => {
        if (now < dueAt) {
          await enqueue(tx, RELEASE_QUEUE, data, { startAfter: dueAt });
          return false;
        }
        await evaluate(tx, data, now);
        return true;
      });
      // After the commit: members' unread counts and lists are read anew, on every instance.
      if (evaluated) await app.personalCache.invalidate();
      return evaluated;
    },
  };
}
