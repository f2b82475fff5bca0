import { bigint, boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

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
 * Analytics writes the database refused (one row each, isolated from its batch), kept with
 * the error so nothing acknowledged is silently dropped and the rest of the batch is stored.
 */
export const analyticsDeadLetters = pgTable('analytics_dead_letters', {
  id: serial('id').primaryKey(),
  payload: jsonb('payload').notNull(),
  error: text('error').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The traffic rollup (issue 11): page views and launches of one analytics session in one
 * hour, by the dimensions the overview and region dashboards filter and group on. Sums
 * (pv, launches, durations) add up over hours; distinct counts (visitors, sessions, IPs,
 * bounces) stay exact because the visitor, session and IP are part of the key. Maintained by
 * the event writer with each batch (only for rows it actually inserted or changed), filled
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
  ],
);
