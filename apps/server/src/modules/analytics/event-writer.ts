import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';
import type { Utf8Text } from '../../db/utf8-text.ts';
import { beijingToday } from '../prices/dates.ts';
import { chinaDayStart } from './dashboard/range.ts';
import { describeError, saveDeadLetter } from './dead-letters.ts';
import { addToRollup } from './rollups.ts';
import { Batch, type Slice } from './write-batch.ts';

export type AnalyticsEvent = typeof analyticsEvents.$inferInsert;

/** What became of a write: in `analytics_events`, or refused and kept in `analytics_dead_letters`. */
export type WriteOutcome = 'stored' | 'dead-lettered';

/**
 * A write as the writer takes it: an insert is its row's JSON (`rowJson`) and start; an end is
 * an id and a time. `fresh`: an event this process just made (its id is new), never offered
 * before, so no row can have its id; a replayed or retried one may already be stored.
 */
export type Write = { kind: 'insert'; row: string; startMs: number; fresh?: boolean } | { kind: 'end'; id: string; endTime: Date };

/**
 * Who learns a write's fate. One listener serves many writes (the ingest journal has one a
 * segment), so a page view costs the writer no promise and no closure of its own.
 */
export interface WriteListener {
  settled(outcome: WriteOutcome): void;
  /** The database was unreachable: `write` was not stored (it may be offered again; none for an event refused before it was queued). */
  failed(error: unknown, write?: Write): void;
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

/** A listener of one write, as a promise (`add`, `end`: tests, a journal replay). */
function promisedWrite(): { listener: WriteListener; done: Promise<WriteOutcome> } {
  let listener!: WriteListener;
  const done = new Promise<WriteOutcome>((resolve, reject) => {
    listener = { settled: resolve, failed: reject };
  });
  done.catch(() => {}); // the caller sees the rejection; an unawaited one must not crash the process
  return { listener, done };
}

/**
 * Group commit for the burial-point calls: a write waits at most `lingerMs` (or until
 * `batchSize` are waiting), then one transaction stores the batch and every waiting write's
 * listener learns its fate (the ingest journal, `ingest-journal.ts`, answers the requests
 * earlier and releases its segments as writes settle here). Writes arriving while a batch
 * commits form the next batch at once. A refused batch is split in halves until the refused
 * rows are alone; those go to `analytics_dead_letters` with their error, the rest are stored,
 * so one bad row never wedges the writer.
 *
 * A batch's end times are applied after its inserts, in the same transaction, so the end of a
 * visit still waiting to be written finds its row; a split keeps that order (every insert of a
 * batch comes before its end times, so an end's visit is in its own half or an earlier one).
 */
export class EventWriter {
  readonly counters: WriterCounters = { stored: 0, deadLettered: 0, failed: 0, batches: 0 };
  /** Batches waiting, oldest first; only the last takes new writes, until it holds `batchSize`. */
  private queue: Batch[] = [];
  private waiting = 0;
  private timer: NodeJS.Timeout | null = null;
  private immediate: NodeJS.Immediate | null = null;
  private running: Promise<void> | null = null;
  /** The batch being written, if any. */
  private committing: Batch | null = null;
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

  /** Queues a write; `listener` learns once it is committed, dead-lettered, or not stored (database unavailable). */
  write(write: Write, listener: WriteListener): void {
    const batch = this.openBatch();
    if (write.kind === 'insert') {
      batch.rows.append(write.row);
      batch.inserts.push({ startMs: write.startMs, listener });
      if (!write.fresh) batch.fresh = false;
    } else batch.ends.push({ id: write.id, endTime: write.endTime, listener });
    this.waiting++;
    if (this.waiting >= this.batchSize) this.start();
    else if (!this.running) this.arm();
  }

  /** Resolves once the event is committed (or dead-lettered); rejects when the database is unavailable. `row`: its `rowJson`. */
  add(event: AnalyticsEvent, row?: string): Promise<WriteOutcome> {
    const { listener, done } = promisedWrite();
    let json: string;
    try {
      json = row ?? rowJson(event);
    } catch (error) {
      // A value no row can hold (a date JavaScript cannot print): refused before it reaches a batch.
      void this.deadLetter({ kind: 'insert', event }, listener, error, {});
      return done;
    }
    this.write({ kind: 'insert', row: json, startMs: event.startTime.getTime() }, listener);
    return done;
  }

  /** Records the end of a visit; resolves once that is durable (an unknown id changes nothing). */
  end(id: string, endTime: Date): Promise<WriteOutcome> {
    const { listener, done } = promisedWrite();
    this.write({ kind: 'end', id, endTime }, listener);
    return done;
  }

  /** Writes everything waiting now; for readers that must see a visit made a moment ago. */
  async flush(): Promise<void> {
    // Batches are written in order: once the newest is, so is everything queued before this call
    // (and writes that keep arriving under load do not keep the reader waiting).
    const last = this.queue.at(-1) ?? this.committing;
    if (!last) return;
    this.flushing++;
    try {
      const written = new Promise<void>((resolve) => last.flushed.push(resolve));
      this.start();
      await written;
    } finally {
      this.flushing--;
    }
  }

  async close(): Promise<void> {
    await this.flush();
  }

  private openBatch(): Batch {
    const last = this.queue.at(-1);
    if (last && last.size < this.batchSize) return last;
    const batch = new Batch();
    this.queue.push(batch);
    return batch;
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
    if (this.running || this.queue.length === 0) return;
    this.running = (async () => {
      while (this.queue.length > 0) {
        const batch = this.queue.shift()!;
        this.waiting -= batch.size;
        this.counters.batches++;
        this.committing = batch;
        try {
          await this.writeOrSplit({ batch, from: 0, to: batch.size }, {});
        } finally {
          this.committing = null;
          for (const resolve of batch.flushed) resolve();
        }
        // The writes that came during the commit wait for the linger too, unless they fill a batch
        // or a reader is flushing: the database's thread commits quickly, so without this the
        // batches stayed a few dozen rows and their fixed cost fell on the request thread.
        if (this.waiting < this.batchSize && this.flushing === 0) break;
      }
    })().finally(() => {
      this.running = null;
      // A write queued between the loop's last check and here must not be stranded.
      if (this.waiting >= this.batchSize || (this.waiting > 0 && this.flushing > 0)) this.start();
      else if (this.waiting > 0) this.arm();
    });
  }

  private async writeOrSplit(slice: Slice, outage: { error?: unknown }): Promise<void> {
    const { batch, from, to } = slice;
    if (outage.error !== undefined) return this.failAll(slice, outage.error);
    try {
      await this.commit(slice);
      this.counters.stored += to - from;
      for (let i = from; i < to; i++) batch.listener(i).settled('stored');
    } catch (error) {
      if (to - from > 1) {
        const half = from + Math.ceil((to - from) / 2);
        await this.writeOrSplit({ batch, from, to: half }, outage);
        await this.writeOrSplit({ batch, from: half, to }, outage);
        return;
      }
      const write = batch.write(from);
      // The event as it was asked to be stored (its row JSON says the same).
      const letter = write.kind === 'insert' ? { kind: 'insert', event: eventOfRow(JSON.parse(write.row) as Row) } : write;
      await this.deadLetter(letter, batch.listener(from), error, outage, write);
    }
  }

  private async deadLetter(letter: object, listener: WriteListener, error: unknown, outage: { error?: unknown }, write?: Write): Promise<void> {
    try {
      await saveDeadLetter(this.db, letter, error);
      this.counters.deadLettered++;
      this.log.warn({ op: (letter as { kind: string }).kind, error: describeError(error) }, 'analytics write refused: kept in analytics_dead_letters');
      listener.settled('dead-lettered');
    } catch (deadLetterError) {
      // Not the row's fault: the database is unreachable. The rest of this batch fails at once
      // rather than trying every row; the writes are answered with an error, not acknowledged.
      outage.error = deadLetterError;
      this.log.error({ err: deadLetterError, cause: describeError(error) }, 'analytics write failed');
      this.counters.failed++;
      listener.failed(deadLetterError, write);
    }
  }

  private failAll({ batch, from, to }: Slice, error: unknown): void {
    this.counters.failed += to - from;
    for (let i = from; i < to; i++) batch.listener(i).failed(error, batch.write(i));
  }

  /**
   * One commit for the slice. Every statement is idempotent (inserts skip known ids, ends set
   * a value), so a retry after a split is safe; a lone statement needs no BEGIN/COMMIT round
   * trips, which matters on the single PGlite connection the session lookups share.
   */
  private async commit({ batch, from, to }: Slice): Promise<void> {
    const statements: Array<(db: Database) => Promise<unknown>> = [];
    // A view of a day that is over (a replay, a client's clock) changes figures a range archive
    // may hold: the insert voids them. End times change only durations, which archives do not hold.
    const today = chinaDayStart(beijingToday(this.now())).getTime();
    const lastInsert = Math.min(to, batch.inserts.length);
    for (let i = from; i < lastInsert; i += INSERT_CHUNK) {
      const until = Math.min(lastInsert, i + INSERT_CHUNK);
      let voidArchives = false;
      for (let j = i; j < until && !voidArchives; j++) voidArchives = batch.inserts[j]!.startMs < today;
      const rows = batch.rows.array(i, until);
      statements.push((db) => db.execute(eventsInsert(rows, voidArchives, batch.fresh)));
    }
    // The latest end time of a visit wins (one UPDATE must not match a row twice).
    const ends = new Map<string, Date>();
    for (let i = Math.max(from, batch.inserts.length); i < to; i++) {
      const end = batch.ends[i - batch.inserts.length]!;
      ends.set(end.id, end.endTime);
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
 * `fresh` rows are new ids: a plain insert, every row counted in the rollup. Otherwise (a
 * journal replayed at start, a write retried after an outage) a known id keeps its row but
 * takes an end time this insert carries, and the rollup counts only what changed.
 */
function eventsInsert(rows: Utf8Text, voidArchives: boolean, fresh: boolean) {
  const events = sql`select * from json_populate_recordset(null::analytics_events, batch_json(${rows}))`;
  if (fresh)
    return sql`with ins as (insert into ${analyticsEvents} ${events} returning *)
    ${addToRollup(sql`ins`, sql`true`, sql`null::bigint`, { voidArchives })}`;
  // The rollup takes the rows this statement inserted or changed (`xmax = 0`: inserted); a
  // changed row's previous duration is read from the statement's snapshot (before its change).
  return sql`with ins as (insert into ${analyticsEvents} ${events}
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
