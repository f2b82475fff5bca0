/**
 * 我的指数, price alerts and the notification centre. Exactly-once delivery rests on the
 * database: release jobs are claimed with FOR UPDATE SKIP LOCKED, `released_values` records
 * what each value was when it was evaluated, and a notification's `dedupe_key` is unique.
 */
import type { NotifyChannels, NotifyKind } from '@coal/contracts';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';
import { indexProducts } from './prices.ts';

/** A member's starred indexes, in the member's order. */
export const watchlistItems = pgTable(
  'watchlist_items',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => indexProducts.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.productId] })],
);

/** One alert of a member on one index (kinds: ALERT_KINDS). */
export const priceAlerts = pgTable(
  'price_alerts',
  {
    id: serial('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => indexProducts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    threshold: numeric('threshold', { precision: 14, scale: 4, mode: 'number' }),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('price_alerts_product_idx').on(t.productId, t.enabled), index('price_alerts_member_idx').on(t.memberId)],
);

/** What each evaluated value was when released; `revision` counts its corrections since. */
export const releasedValues = pgTable(
  'released_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => indexProducts.id, { onDelete: 'cascade' }),
    period: date('period', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    revision: integer('revision').notNull().default(0),
    releasedAt: timestamp('released_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.period] })],
);

/** The notification centre; `email_status` says what became of its email (pending → sent/failed: modules/alerts/mailer.ts). */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotifyKind>().notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link').notNull().default(''),
    /** Unique per event: a second evaluation of the same event inserts nothing. */
    dedupeKey: text('dedupe_key'),
    /** False when the member turned the in-app channel of this kind off (mail only). */
    shown: boolean('shown').notNull().default(true),
    readAt: timestamp('read_at', { withTimezone: true }),
    emailStatus: text('email_status').$type<'none' | 'pending' | 'sent' | 'failed'>().notNull().default('none'),
    emailAttempts: integer('email_attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('notifications_dedupe_idx').on(t.dedupeKey), index('notifications_member_idx').on(t.memberId, t.createdAt)],
);

/** A member's email address and per-kind channel switches (absent kinds: both on). */
export const notificationSettings = pgTable('notification_settings', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  email: text('email').notNull().default(''),
  prefs: jsonb('prefs').$type<Partial<Record<NotifyKind, NotifyChannels>>>().notNull().default({}),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
