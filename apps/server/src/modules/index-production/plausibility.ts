/**
 * Plausibility before approval: a value moving more than the tolerance from the last released
 * value, or a period that is not the product's next one, needs the maker's confirmation with a
 * reason, and the checker sees the move highlighted.
 */
import { DEFAULT_TOLERANCE_PERCENT, type Plausibility } from '@coal/contracts';
import { and, desc, eq, lt } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { indexValues } from '../../db/schema/index.ts';
import { periodOfRelease, releaseDays } from '../prices/calendar.ts';
import type { ProductRow } from '../prices/catalog.repository.ts';
import { addDays, addMonths } from '../prices/dates.ts';
import { isReleased } from '../prices/embargo.ts';

const round2 = (v: number) => Math.round(v * 100) / 100;

/** The period after `period` on the product's release calendar. */
export function nextPeriod(product: Pick<ProductRow, 'frequency' | 'releaseWeekday'>, period: string): string {
  if (product.frequency === 'monthly') return addMonths(period, 1);
  const [day] = releaseDays(product, addDays(period, 1), addDays(period, 40));
  return day ? periodOfRelease(product, day) : addDays(period, 1);
}

/** The newest value before `period`, and the newest of those already public at `now`. */
export async function previousValues(db: Executor, product: ProductRow, period: string, now: Date) {
  const rows = await db
    .select({ period: indexValues.period, value: indexValues.value })
    .from(indexValues)
    .where(and(eq(indexValues.productId, product.id), lt(indexValues.period, period)))
    .orderBy(desc(indexValues.period))
    .limit(10);
  return { newest: rows[0], released: rows.find((r) => isReleased(product, r.period, now)) ?? rows[0] };
}

export async function checkPlausibility(
  db: Executor,
  product: ProductRow,
  period: string,
  value: number,
  opts: { tolerancePercent?: number; correction: boolean; now: Date },
): Promise<Plausibility> {
  const tolerancePercent = opts.tolerancePercent ?? DEFAULT_TOLERANCE_PERCENT;
  const { newest, released } = await previousValues(db, product, period, opts.now);
  const changePct = released ? round2(((value - released.value) / released.value) * 100) : null;
  const outOfTolerance = changePct !== null && Math.abs(changePct) > tolerancePercent;
  const expectedPeriod = newest ? nextPeriod(product, newest.period) : null;
  const offPeriod = !opts.correction && expectedPeriod !== null && period !== expectedPeriod;
  const warnings: string[] = [];
  if (outOfTolerance)
    warnings.push(
      `较上期（${released!.period}，${released!.value}）${changePct! > 0 ? '+' : ''}${changePct!.toFixed(2)}%，超出合理波动幅度±${tolerancePercent}%`,
    );
  if (offPeriod) warnings.push(`${period}不是该指数的下一期（应为${expectedPeriod}）`);
  return {
    lastPeriod: released?.period ?? null,
    lastValue: released?.value ?? null,
    changePct,
    tolerancePercent,
    outOfTolerance,
    expectedPeriod,
    offPeriod,
    warnings,
  };
}
