/**
 * Range archives (a month's overview at millions of events, docs/decisions/0031-analytics-range-archives.md). The overview's
 * page-view figures of days that are over — visitors, sessions, IPs, bounces, the daily trend,
 * the breakdowns — are computed once from the rollup and kept in `analytics_range_archives`;
 * an overview that ends today reads the archive of its closed days and adds today's rows
 * (`live-delta.ts`) instead of counting a month of distinct sessions again. The sums (new
 * visitors, time on page) are not archived: a view's end time may still arrive after
 * midnight, and sums are cheap over any range.
 *
 * An archive is valid while it carries the current epoch of `analytics_archive_epoch`. A
 * write that puts a page view into a day that is over (a client whose clock is
 * behind, the demo seed, a backfill) moves the epoch (`addToRollup`'s `voidArchives`), so no
 * archive can miss it; the figures are counted again on the next read.
 */
import { and, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../../../db/client.ts';
import { cronEvery } from '../../../lib/jobs.ts';
import { addDays, beijingToday } from '../../../lib/dates.ts';
import { analyticsArchiveEpoch, analyticsRangeArchives } from '../../../db/schema/index.ts';
import { type BreakdownCounts, findBreakdownCounts, findKpiParts, findTrend, type RangeFilter } from './traffic.repository.ts';

export type TrendBucket = 'day' | 'hour';
/** What an archive holds: everything the overview shows of a range, or only its KPIs (a previous range). */
export type ArchiveScope = 'overview' | 'kpis';

export interface TrendPoint {
  label: string;
  pv: number;
  uv: number;
  sessions: number;
}

/** The page-view figures of a range: what an archive keeps. */
export interface ViewFigures {
  pv: number;
  uv: number;
  sessions: number;
  ips: number;
  /** Sessions with exactly one page view. */
  bounced: number;
  /** Buckets that have views. */
  trend: TrendPoint[];
  breakdowns: BreakdownCounts;
}

/** Archives not read for this long are deleted (the standard ranges' keys change every day). */
const KEEP_DAYS = 3;

const NO_BREAKDOWNS: BreakdownCounts = { source: [], sys_type: [], browser: [], os: [] };

export async function computeViewFigures(db: Database, f: RangeFilter, bucket: TrendBucket, scope: ArchiveScope = 'overview'): Promise<ViewFigures> {
  const whole = scope === 'overview';
  const [parts, trend, breakdowns] = await Promise.all([
    findKpiParts(db, f),
    whole ? findTrend(db, f, bucket) : new Map<string, Omit<TrendPoint, 'label'>>(),
    whole ? findBreakdownCounts(db, f) : NO_BREAKDOWNS,
  ]);
  const { pv, uv, sessions, ips } = parts.totals;
  return { pv, uv, sessions, ips, bounced: parts.bounced, trend: [...trend].map(([label, t]) => ({ label, ...t })), breakdowns };
}

export function rangeArchiveKey(f: RangeFilter, bucket: TrendBucket, scope: ArchiveScope): string {
  return [f.from, f.to, f.sysType ?? 'all', f.includeBack ? 'back' : 'portal', bucket, scope].join('|');
}

async function currentEpoch(db: Database): Promise<number> {
  const [row] = await db.select({ epoch: analyticsArchiveEpoch.epoch }).from(analyticsArchiveEpoch).where(eq(analyticsArchiveEpoch.id, 1));
  return row?.epoch ?? 0;
}

export class RangeArchives {
  /** Archives being computed here: concurrent readers of one range share the work. */
  private readonly computing = new Map<string, Promise<ViewFigures>>();

  constructor(private readonly db: Database) {}

  /** The figures of a range of days that are all over: the archive when valid, else computed and kept. */
  async figures(f: RangeFilter, bucket: TrendBucket, scope: ArchiveScope = 'overview'): Promise<ViewFigures> {
    const key = rangeArchiveKey(f, bucket, scope);
    const [kept] = await this.db
      .select({ figures: analyticsRangeArchives.figures })
      .from(analyticsRangeArchives)
      .innerJoin(analyticsArchiveEpoch, and(eq(analyticsArchiveEpoch.id, 1), eq(analyticsArchiveEpoch.epoch, analyticsRangeArchives.epoch)))
      .where(eq(analyticsRangeArchives.key, key));
    if (kept) return kept.figures as ViewFigures;
    let computing = this.computing.get(key);
    if (!computing) {
      computing = this.compute(key, f, bucket, scope).finally(() => this.computing.delete(key));
      this.computing.set(key, computing);
    }
    return computing;
  }

  /** Whether the range's archive is kept and valid (the warmer's check). */
  async has(f: RangeFilter, bucket: TrendBucket, scope: ArchiveScope): Promise<boolean> {
    const [row] = await this.db
      .select({ key: analyticsRangeArchives.key })
      .from(analyticsRangeArchives)
      .innerJoin(analyticsArchiveEpoch, and(eq(analyticsArchiveEpoch.id, 1), eq(analyticsArchiveEpoch.epoch, analyticsRangeArchives.epoch)))
      .where(eq(analyticsRangeArchives.key, rangeArchiveKey(f, bucket, scope)));
    return row !== undefined;
  }

  /** Deletes void archives and those not computed for a few days. */
  async prune(now: Date): Promise<void> {
    const epoch = await currentEpoch(this.db);
    await this.db
      .delete(analyticsRangeArchives)
      .where(or(ne(analyticsRangeArchives.epoch, epoch), lt(analyticsRangeArchives.computedAt, new Date(now.getTime() - KEEP_DAYS * 86_400_000))));
  }

  private async compute(key: string, f: RangeFilter, bucket: TrendBucket, scope: ArchiveScope): Promise<ViewFigures> {
    // The epoch is read before the figures: a write into these days from now on voids what is kept.
    const epoch = await currentEpoch(this.db);
    const figures = await computeViewFigures(this.db, f, bucket, scope);
    await this.db
      .insert(analyticsRangeArchives)
      .values({ key, fromDay: f.from, toDay: f.to, epoch, figures })
      .onConflictDoUpdate({ target: analyticsRangeArchives.key, set: { epoch, figures, computedAt: sql`now()` } });
    return figures;
  }
}

/**
 * The archives the dashboards' quick ranges (今天, 昨天, 最近7天, 最近30天, unfiltered) read,
 * each with its previous range: what a first look after midnight or after a late write needs.
 */
export function quickRangeArchives(today: string): Array<[RangeFilter, TrendBucket, ArchiveScope]> {
  const day = (n: number) => addDays(today, -n);
  return [
    [{ from: day(6), to: day(1) }, 'day', 'overview'],
    [{ from: day(29), to: day(1) }, 'day', 'overview'],
    [{ from: day(1), to: day(1) }, 'hour', 'overview'],
    [{ from: day(13), to: day(7) }, 'day', 'kpis'],
    [{ from: day(59), to: day(30) }, 'day', 'kpis'],
    [{ from: day(1), to: day(1) }, 'day', 'kpis'],
    [{ from: day(2), to: day(2) }, 'day', 'kpis'],
  ];
}

/**
 * Keeps the quick ranges' archives computed ahead, every `everyMs` (rounded to minutes; 0:
 * never), a job of the queue (one instance a time): the overview a member of staff opens then
 * costs today's rows only.
 */
export async function warmRangeArchives(app: FastifyInstance, archives: RangeArchives, everyMs: number): Promise<void> {
  if (everyMs <= 0) return;
  await app.jobs.define({
    name: 'analytics-archives',
    cron: cronEvery(everyMs),
    run: async () => {
      const now = app.clock.now();
      await archives.prune(now);
      for (const [f, bucket, scope] of quickRangeArchives(beijingToday(now)))
        if (!(await archives.has(f, bucket, scope))) await archives.figures(f, bucket, scope);
    },
  });
}
