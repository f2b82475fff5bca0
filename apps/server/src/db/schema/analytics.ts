import { bigint, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** One page visit or event (spec §3 analytics record), enriched by the server. */
export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: text('id').primaryKey(),
    eventName: text('event_name').notNull(),
    uuid: text('uuid').notNull(),
    memberId: text('member_id'),
    sessionId: text('session_id').notNull(),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }),
    // bigint: a tab left open for weeks passes integer's 24.8 days.
    durationMs: bigint('duration_ms', { mode: 'number' }),
    ip: text('ip').notNull(),
    country: text('country').notNull(),
    province: text('province').notNull(),
    region: text('region').notNull(),
    isp: text('isp').notNull().default(''),
    url: text('url').notNull(),
    title: text('title').notNull().default(''),
    articleId: text('article_id'),
    source: text('source').notNull(),
    referrer: text('referrer').notNull().default(''),
    sysType: text('sys_type').notNull(),
    browser: text('browser').notNull().default(''),
    os: text('os').notNull().default(''),
  },
  (t) => [
    index('analytics_events_start_idx').on(t.startTime),
    index('analytics_events_session_idx').on(t.sessionId),
    index('analytics_events_article_idx').on(t.articleId),
  ],
);

/**
 * Events committed but not yet added to the traffic rollups: the acknowledged commit writes
 * the event and its row here; the rollup job (modules/analytics/rollups.ts) adds them and
 * deletes these rows in one transaction, so each event counts once.
 */
export const analyticsRollupPending = pgTable('analytics_rollup_pending', {
  eventId: text('event_id').primaryKey(),
});

/**
 * The traffic rollup: page views and launches of one analytics session in one
 * hour, by the dimensions the overview and region dashboards filter and group on. Sums
 * (pv, launches, durations) add up over hours; distinct counts (visitors, sessions, IPs,
 * bounces) stay exact because the visitor, session and IP are part of the key. Maintained by
 * the event writer with each commit, filled
 * from raw events by the migration, and kept when old raw events are deleted (retention).
 */
export const analyticsVisitHours = pgTable(
  'analytics_visit_hours',
  {
    /** The UTC hour the events started in (China hours start on the same instants). */
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    sessionId: text('session_id').notNull(),
    uuid: text('uuid').notNull(),
    ip: text('ip').notNull(),
    sysType: text('sys_type').notNull(),
    /** A back-office page (`/back/…`): left out of the dashboards unless asked for. */
    back: boolean('back').notNull(),
    source: text('source').notNull(),
    browser: text('browser').notNull(),
    os: text('os').notNull(),
    country: text('country').notNull(),
    province: text('province').notNull(),
    pv: integer('pv').notNull(),
    launches: integer('launches').notNull(),
    /** Sum and number of the page views' durations that are known (ended views). */
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull(),
    durations: integer('durations').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'analytics_visit_hours_pk',
      columns: [t.hour, t.sessionId, t.uuid, t.ip, t.sysType, t.back, t.source, t.browser, t.os, t.country, t.province],
    }),
    // Was this visitor, session or IP seen in the days before today? (the range archives' delta, dashboard/range-archives.ts)
    index('analytics_visit_hours_uuid_idx').on(t.uuid, t.hour),
    index('analytics_visit_hours_session_idx').on(t.sessionId, t.hour),
    index('analytics_visit_hours_ip_idx').on(t.ip, t.hour),
  ],
);

/**
 * The day sums of the traffic: page views, launches and known view durations per
 * China day, terminal and back office or not. Maintained with the hour rollup, in the same
 * statement; the overview reads its new visitors and mean time on a page over long ranges here.
 */
export const analyticsVisitDays = pgTable(
  'analytics_visit_days',
  {
    day: date('day', { mode: 'string' }).notNull(),
    sysType: text('sys_type').notNull(),
    back: boolean('back').notNull(),
    pv: bigint('pv', { mode: 'number' }).notNull(),
    launches: bigint('launches', { mode: 'number' }).notNull(),
    durationMs: bigint('duration_ms', { mode: 'number' }).notNull(),
    durations: bigint('durations', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ name: 'analytics_visit_days_pk', columns: [t.day, t.sysType, t.back] })],
);

/**
 * The overview's page-view figures of a range of days that are over (dashboard/range-archives.ts):
 * computed once from the rollup, then read instead of aggregating a month of sessions again.
 * Valid while `epoch` is the current one of `analytics_archive_epoch`: a write of a page view
 * into a day that is over (a client's clock) moves the epoch.
 */
export const analyticsRangeArchives = pgTable('analytics_range_archives', {
  /** The range, filter and trend bucket, as `rangeArchiveKey` writes them. */
  key: text('key').primaryKey(),
  fromDay: text('from_day').notNull(),
  toDay: text('to_day').notNull(),
  epoch: bigint('epoch', { mode: 'number' }).notNull(),
  figures: jsonb('figures').notNull(),
  computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One row (id 1): the epoch the range archives must carry to be read. */
export const analyticsArchiveEpoch = pgTable('analytics_archive_epoch', {
  id: integer('id').primaryKey(),
  epoch: bigint('epoch', { mode: 'number' }).notNull(),
});
