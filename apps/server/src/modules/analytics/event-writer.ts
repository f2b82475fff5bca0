import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';
import { beijingToday } from '../prices/dates.ts';
import { chinaDayStart } from './dashboard/range.ts';
import { describeError, saveDeadLetter } from './dead-letters.ts';
import { addToRollup } from './rollups.ts';

export type AnalyticsEvent = typeof analyticsEvents.$inferInsert;

/** What became of a write: in `analytics_events`, or refused and kept in `analytics_dead_letters`. */
export type WriteOutcome = 'stored' | 'dead-lettered';

/** An insert carries its row's JSON (`rowJson`), made once: the journal writes it, the batch joins it. */
type Operation = { kind: 'insert'; event: AnalyticsEvent; row?: string } | { kind: 'end'; id: string; endTime: Date };

interface Entry {
  op: Operation;
  done: Promise<WriteOutcome>;
  settle(outcome: WriteOutcome): void;
  fail(error: unknown): void;
}

/** Counts since start, for logs and tests; a write is an event or an end time. */
export interface WriterCounters {
  stored: number;
  /** Refused by the database, kept in `analytics_dead_letters` (and acknowledged). */
  deadLettered: number;
  /** Answered with an error: not even the dead-letter table took them (database down). */
  failed: number;
  /** Batches taken from the queue (not counting the halves of a split). */
  batches: number;
}

const INSERT_CHUNK = 1000; // one JSON parameter a chunk

function newEntry(op: Operation): Entry {
  let settle!: (outcome: WriteOutcome) => void;
  let fail!: (error: unknown) => void;
  const done = new Promise<WriteOutcome>((resolve, reject) => {
    settle = resolve;
    fail = reject;
  });
  done.catch(() => {}); // the caller sees the rejection; an unawaited one must not crash the process
  return { op, done, settle, fail };
}

const durationMs = (start: Date, end: Date) => Math.max(0, end.getTime() - start.getTime());

/**
 * Group commit for the burial-point calls: a write waits at most `lingerMs` (or until
 * `batchSize` are waiting), then one transaction stores the batch and every waiting request
 * learns its fate (the ingest journal, `ingest-journal.ts`, answers the requests earlier and
 * releases its segments as writes settle here). Writes arriving
 * while a batch commits form the next batch at once. A refused batch is split in halves until
 * the refused rows are alone; those go to `analytics_dead_letters` with their error, the
 * rest are stored, so one bad row never wedges the writer.
 *
 * An end time for an event still waiting is merged into it; for a written (or committing)
 * event it becomes an update in a later batch.
 */
export class EventWriter {
  readonly counters: WriterCounters = { stored: 0, deadLettered: 0, failed: 0, batches: 0 };
  private pending: Entry[] = [];
  /** Waiting inserts by event id, for merging end times. */
  private waitingInserts = new Map<string, Entry>();
  private timer: NodeJS.Timeout | null = null;
  private immediate: NodeJS.Immediate | null = null;
  private running: Promise<void> | null = null;
  /** Flushes in progress: while one waits, batches follow each other without lingering. */
  private flushing = 0;

  constructor(
    private readonly db: Database,
    private readonly log: FastifyBaseLogger,
    private readonly batchSize: number,
    private readonly lingerMs: number,
    /** The server's clock: page views of a China day before today void the range archives. */
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Resolves once the event is committed (or dead-lettered); rejects when the database is unavailable. `row`: its `rowJson`. */
  add(event: AnalyticsEvent, row?: string): Promise<WriteOutcome> {
    const entry = newEntry({ kind: 'insert', event, row });
    this.waitingInserts.set(event.id, entry);
    return this.enqueue(entry);
  }

  /** Records the end of a visit; resolves once that is durable (an unknown id changes nothing). */
  end(id: string, endTime: Date): Promise<WriteOutcome> {
    const waiting = this.waitingInserts.get(id);
    if (waiting?.op.kind === 'insert') {
      waiting.op.event.endTime = endTime;
      waiting.op.event.durationMs = durationMs(waiting.op.event.startTime, endTime);
      waiting.op.row = undefined; // made again at commit
      return waiting.done;
    }
    return this.enqueue(newEntry({ kind: 'end', id, endTime }));
  }

  /** Writes everything waiting now; for readers that must see a visit made a moment ago. */
  async flush(): Promise<void> {
    this.flushing++;
    try {
      const waiting = this.pending.map((e) => e.done);
      this.start();
      await Promise.allSettled([this.running, ...waiting]);
    } finally {
      this.flushing--;
    }
  }

  async close(): Promise<void> {
    await this.flush();
  }

  private enqueue(entry: Entry): Promise<WriteOutcome> {
    this.pending.push(entry);
    if (this.pending.length >= this.batchSize) this.start();
    else if (!this.running) this.arm();
    return entry.done;
  }

  /** The next batch starts after the linger, or at once when it is full or someone flushes. */
  private arm(): void {
    if (this.timer || this.immediate) return;
    // No linger: the batch is what arrived in this turn of the event loop.
    if (this.lingerMs === 0) this.immediate = setImmediate(() => this.start());
    else {
      this.timer = setTimeout(() => this.start(), this.lingerMs);
      this.timer.unref();
    }
  }

  /** Runs batches one after another (never interleaved, so an update follows its insert) until none wait. */
  private start(): void {
    if (this.timer) clearTimeout(this.timer);
    if (this.immediate) clearImmediate(this.immediate);
    this.timer = null;
    this.immediate = null;
    if (this.running || this.pending.length === 0) return;
    this.running = (async () => {
      while (this.pending.length > 0) {
        const batch = this.pending.splice(0, this.batchSize);
        for (const entry of batch) if (entry.op.kind === 'insert') this.waitingInserts.delete(entry.op.event.id);
        await this.writeBatch(batch);
        // The writes that came during the commit wait for the linger too, unless they fill a batch
        // or a reader is flushing: the database's thread commits quickly, so without this the
        // batches stayed a few dozen rows and their fixed cost fell on the request thread.
        if (this.pending.length < this.batchSize && this.flushing === 0) break;
      }
    })().finally(() => {
      this.running = null;
      // A write queued between the loop's last check and here must not be stranded.
      if (this.pending.length >= this.batchSize || (this.pending.length > 0 && this.flushing > 0)) this.start();
      else if (this.pending.length > 0) this.arm();
    });
  }

  private async writeBatch(batch: Entry[]): Promise<void> {
    this.counters.batches++;
    const outage: { error?: unknown } = {};
    await this.writeOrSplit(batch, outage);
  }

  private async writeOrSplit(entries: Entry[], outage: { error?: unknown }): Promise<void> {
    if (outage.error !== undefined) return this.failAll(entries, outage.error);
    try {
      await this.commit(entries);
      this.counters.stored += entries.length;
      for (const entry of entries) entry.settle('stored');
    } catch (error) {
      if (entries.length > 1) {
        const half = Math.ceil(entries.length / 2);
        await this.writeOrSplit(entries.slice(0, half), outage);
        await this.writeOrSplit(entries.slice(half), outage);
        return;
      }
      await this.deadLetter(entries[0]!, error, outage);
    }
  }

  private async deadLetter(entry: Entry, error: unknown, outage: { error?: unknown }): Promise<void> {
    try {
      // The event as it was asked to be stored (its row JSON says the same).
      await saveDeadLetter(this.db, entry.op.kind === 'insert' ? { kind: 'insert', event: entry.op.event } : entry.op, error);
      this.counters.deadLettered++;
      this.log.warn({ op: entry.op.kind, error: describeError(error) }, 'analytics write refused: kept in analytics_dead_letters');
      entry.settle('dead-lettered');
    } catch (deadLetterError) {
      // Not the row's fault: the database is unreachable. The rest of this batch fails at once
      // rather than trying every row; the requests are answered with an error, not acknowledged.
      outage.error = deadLetterError;
      this.log.error({ err: deadLetterError, cause: describeError(error) }, 'analytics write failed');
      this.failAll([entry], deadLetterError);
    }
  }

  private failAll(entries: Entry[], error: unknown): void {
    this.counters.failed += entries.length;
    for (const entry of entries) entry.fail(error);
  }

  /**
   * One commit for the batch. Every statement is idempotent (inserts skip known ids, ends set
   * a value), so a retry after a split is safe; a lone statement needs no BEGIN/COMMIT round
   * trips, which matters on the single PGlite connection the session lookups share.
   */
  private async commit(entries: Entry[]): Promise<void> {
    const events: Array<{ event: AnalyticsEvent; row?: string }> = [];
    // The latest end time of a visit wins (one UPDATE must not match a row twice).
    const ends = new Map<string, Date>();
    for (const { op } of entries) {
      if (op.kind === 'insert') events.push(op);
      else ends.set(op.id, op.endTime);
    }
    const statements: Array<(db: Database) => Promise<unknown>> = [];
    // A view of a day that is over (a replay, a client's clock) changes figures a range archive
    // may hold: the insert voids them. End times change only durations, which archives do not hold.
    const today = chinaDayStart(beijingToday(this.now()));
    for (let i = 0; i < events.length; i += INSERT_CHUNK) {
      const chunk = events.slice(i, i + INSERT_CHUNK);
      const voidArchives = chunk.some((e) => e.event.startTime < today);
      statements.push((db) => db.execute(eventsInsert(chunk, voidArchives)));
    }
    if (ends.size > 0) statements.push((db) => db.execute(endsUpdate(ends)));
    if (statements.length === 1) await statements[0]!(this.db);
    else
      await this.db.transaction(async (tx) => {
        for (const statement of statements) await statement(tx);
      });
  }
}

/** An event as the JSON object of its `analytics_events` row (the keys are the column names). */
export function rowJson(e: AnalyticsEvent): string {
  return JSON.stringify({
    id: e.id,
    event_name: e.eventName,
    uuid: e.uuid,
    member_id: e.memberId ?? null,
    session_id: e.sessionId,
    start_time: e.startTime.toISOString(),
    end_time: e.endTime ? e.endTime.toISOString() : null,
    duration_ms: e.durationMs ?? null,
    ip: e.ip,
    country: e.country,
    province: e.province,
    region: e.region,
    isp: e.isp ?? '',
    url: e.url,
    title: e.title ?? '',
    article_id: e.articleId ?? null,
    source: e.source,
    referrer: e.referrer ?? '',
    sys_type: e.sysType,
    browser: e.browser ?? '',
    os: e.os ?? '',
  });
}

type Row = Record<string, string | number | null>;

/** The event of a `rowJson` object (a journal replay). */
export function eventOfRow(r: Row): AnalyticsEvent {
  const text = (key: string) => String(r[key] ?? '');
  return {
    id: text('id'),
    eventName: text('event_name'),
    uuid: text('uuid'),
    memberId: r.member_id === null ? null : text('member_id'),
    sessionId: text('session_id'),
    startTime: new Date(text('start_time')),
    endTime: r.end_time ? new Date(text('end_time')) : null,
    durationMs: r.duration_ms === null ? null : Number(r.duration_ms),
    ip: text('ip'),
    country: text('country'),
    province: text('province'),
    region: text('region'),
    isp: text('isp'),
    url: text('url'),
    title: text('title'),
    articleId: r.article_id === null ? null : text('article_id'),
    source: text('source'),
    referrer: text('referrer'),
    sysType: text('sys_type'),
    browser: text('browser'),
    os: text('os'),
  };
}

/**
 * The batch as ONE JSON parameter expanded by the database (json_populate_recordset): on
 * PGlite, five times cheaper a row than a multi-row VALUES list with 21 parameters a row.
 * The rows' JSON is the one each event got when it arrived (no second serialisation).
 * A known id keeps its row, but takes the end time merged into this insert: a journal replay
 * re-inserts events the database already has, with the end time that arrived later.
 */
function eventsInsert(events: Array<{ event: AnalyticsEvent; row?: string }>, voidArchives: boolean) {
  let rows = '[';
  // An event without its JSON (a direct call, an end time merged in) is serialised here: a
  // value no row can hold (an invalid date) then fails this batch and is isolated by the split.
  for (let i = 0; i < events.length; i++) rows += (i ? ',' : '') + (events[i]!.row ?? rowJson(events[i]!.event));
  rows += ']';
  // The rollup takes the rows this statement inserted or changed (`xmax = 0`: inserted); a
  // changed row's previous duration is read from the statement's snapshot (before its change).
  return sql`with ins as (insert into ${analyticsEvents} select * from json_populate_recordset(null::analytics_events, ${rows}::json) as r
    on conflict (id) do update set end_time = excluded.end_time, duration_ms = excluded.duration_ms
    where excluded.end_time is not null
    returning *, (xmax = 0) as new_row)
    ${addToRollup(sql`ins`, sql`c.new_row`, sql`case when c.new_row then null::bigint else (select o.duration_ms from analytics_events o where o.id = c.id) end`, { voidArchives })}`;
}

/** All end times of a batch in one UPDATE (and the rollup's durations); the duration is computed from the stored start. */
function endsUpdate(ends: Map<string, Date>) {
  const rows = sql.join(
    [...ends].map(([id, endTime]) => sql`(${id}, ${endTime.toISOString()}::timestamptz)`),
    sql`, `,
  );
  return sql`with upd as (update ${analyticsEvents} set end_time = v.end_time,
    duration_ms = greatest(0, round(extract(epoch from v.end_time - ${analyticsEvents.startTime}) * 1000))::bigint
    from (values ${rows}) as v(id, end_time) where ${analyticsEvents.id} = v.id
    returning ${analyticsEvents}.*)
    ${addToRollup(sql`upd`, sql`false`, sql`(select o.duration_ms from analytics_events o where o.id = c.id)`)}`;
}
