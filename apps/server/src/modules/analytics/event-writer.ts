/**
 * The tracking events' write path: group commit. A write waits for the commit under way (if
 * any); then one transaction stores every write that waited, and each request is answered
 * once that transaction has committed: acknowledged means in the database. The traffic
 * rollups are added to later by the rollup job (rollups.ts `rollUpPending`), from the rows
 * this transaction marks pending in `analytics_rollup_pending`. A failed commit
 * fails the requests of its group (nothing acknowledged); the edge's validation
 * (contracts `analytics.ts`) refuses what the database would, so one visitor's event never
 * fails the others'.
 */
import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';
import { addToRollup } from './rollups.ts';

export type AnalyticsEvent = typeof analyticsEvents.$inferInsert;

interface Waiting {
  resolve(): void;
  reject(error: unknown): void;
}

interface Group {
  /** The inserts' rows as JSON (`rowJson`). */
  rows: string[];
  /** End times by visit: the latest wins (one UPDATE must not match a row twice). */
  ends: Map<string, Date>;
  waiting: Waiting[];
}

/** Writes in one statement at most (the rest go in the next statement of the same transaction). */
const ROWS_A_STATEMENT = 1000;

const newGroup = (): Group => ({ rows: [], ends: new Map(), waiting: [] });

export interface EventWriterOptions {
  /**
   * Groups committing at once (PostgreSQL: 2, so one group's WAL flush overlaps the next
   * group's statements; PGlite has one connection: 1).
   */
  groupsInFlight?: number;
}

export class EventWriter {
  /** The writes waiting for the next commit. */
  private next = newGroup();
  private inFlight = 0;
  private starting = false;
  private readonly groupsInFlight: number;
  /** Commits under way, for `close`. */
  private readonly committing = new Set<Promise<void>>();

  constructor(
    private readonly db: Database,
    options: EventWriterOptions = {},
  ) {
    this.groupsInFlight = Math.max(1, options.groupsInFlight ?? 1);
  }

  /** Stores an event; resolves once it is committed. */
  add(event: AnalyticsEvent): Promise<void> {
    const row = rowJson(event);
    return this.enqueue((group) => group.rows.push(row));
  }

  /** Records the end of a visit; resolves once committed (an unknown id changes nothing). */
  end(id: string, endTime: Date): Promise<void> {
    return this.enqueue((group) => group.ends.set(id, endTime));
  }

  /** Resolves once nothing is waiting or being committed (shutdown). */
  async close(): Promise<void> {
    while (this.starting || this.committing.size > 0) {
      if (this.committing.size > 0) await Promise.all(this.committing);
      else await new Promise((resolve) => setImmediate(resolve));
    }
  }

  private enqueue(add: (group: Group) => void): Promise<void> {
    return new Promise((resolve, reject) => {
      add(this.next);
      this.next.waiting.push({ resolve, reject });
      this.startWhenFree();
    });
  }

  /**
   * Starts a commit of the waiting writes when fewer than `groupsInFlight` are under way. The
   * first write after a quiet spell waits for the rest of this event-loop turn; writes that
   * come while every slot is busy wait for one and share its next group.
   */
  private startWhenFree(): void {
    if (this.starting || this.inFlight >= this.groupsInFlight || this.next.waiting.length === 0) return;
    this.starting = true;
    setImmediate(() => {
      this.starting = false;
      if (this.inFlight >= this.groupsInFlight || this.next.waiting.length === 0) return;
      const group = this.next;
      this.next = newGroup();
      this.inFlight++;
      const done = this.commit(group).then(
        () => group.waiting.forEach((w) => w.resolve()),
        (error: unknown) => group.waiting.forEach((w) => w.reject(error)),
      );
      this.committing.add(done);
      void done.finally(() => {
        this.committing.delete(done);
        this.inFlight--;
        this.startWhenFree();
      });
    });
  }

  private async commit(group: Group): Promise<void> {
    const statements: SQL[] = [];
    for (let i = 0; i < group.rows.length; i += ROWS_A_STATEMENT) statements.push(eventsInsert(`[${group.rows.slice(i, i + ROWS_A_STATEMENT).join(',')}]`));
    // After the inserts: the end of a visit committed in this same group finds its row. Every
    // pending mark of the ends is locked before any rollup row is (rollups.ts `rollUpPending`).
    const ends = [...group.ends];
    const chunks: Array<Array<[string, Date]>> = [];
    for (let i = 0; i < ends.length; i += ROWS_A_STATEMENT) chunks.push(ends.slice(i, i + ROWS_A_STATEMENT));
    statements.push(...chunks.map(lockPending), ...chunks.map(endsUpdate));
    if (statements.length === 1) await this.db.execute(statements[0]!);
    else
      await this.db.transaction(async (tx) => {
        for (const statement of statements) await tx.execute(statement);
      });
  }
}

/** Lone UTF-16 surrogates (text a browser may send): PostgreSQL's JSON refuses them, its text path stores U+FFFD. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const wellFormed = (_key: string, value: unknown) => (typeof value === 'string' ? value.replace(LONE_SURROGATE, '\uFFFD') : value);

/** An event as the JSON object of its `analytics_events` row (the keys are the column names). */
export function rowJson(e: AnalyticsEvent): string {
  return JSON.stringify(
    {
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
    },
    wellFormed,
  );
}

/**
 * The rows as one JSON parameter expanded by the database (`json_populate_recordset`), each
 * marked pending for the rollups, in one statement.
 */
function eventsInsert(rowsJson: string): SQL {
  return sql`with ins as (insert into ${analyticsEvents}
      select * from json_populate_recordset(null::analytics_events, ${rowsJson}::json) returning id)
    insert into analytics_rollup_pending (event_id) select id from ins`;
}

/**
 * Locks the visits, then their pending marks, in id order (concurrent groups wait, never
 * deadlock): waits for a rollup under way of them (its claim holds the marks) and keeps the
 * next one off them until this group commits.
 */
function lockPending(ends: Array<[string, Date]>): SQL {
  const ids = sql.join(
    ends.map(([id]) => sql`${id}`),
    sql`, `,
  );
  return sql`with visits as (select id from ${analyticsEvents} where id in (${ids}) order by id for update)
    select 1 from analytics_rollup_pending where event_id in (select id from visits) order by event_id for update`;
}

/**
 * All end times of a group in one UPDATE; the duration is computed from the stored start. A
 * visit already in the rollups changes its duration sum here; a pending one is added later
 * with its duration then.
 */
function endsUpdate(ends: Array<[string, Date]>): SQL {
  const rows = sql.join(
    ends.map(([id, endTime]) => sql`(${id}, ${endTime.toISOString()}::timestamptz)`),
    sql`, `,
  );
  return sql`with upd as (update ${analyticsEvents} set end_time = v.end_time,
    duration_ms = greatest(0, round(extract(epoch from v.end_time - ${analyticsEvents.startTime}) * 1000))::bigint
    from (values ${rows}) as v(id, end_time) where ${analyticsEvents.id} = v.id
    returning ${analyticsEvents}.*)
    ${addToRollup(
      sql`(select u.* from upd u where not exists (select 1 from analytics_rollup_pending p where p.event_id = u.id))`,
      sql`false`,
      sql`(select o.duration_ms from analytics_events o where o.id = c.id)`,
    )}`;
}
