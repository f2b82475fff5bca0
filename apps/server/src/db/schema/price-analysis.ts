import { date, index, integer, numeric, pgTable, serial, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';
import { indexProducts } from './prices.ts';

/**
 * A correction of a published index value: the value as first published and what it was
 * corrected to, written in the same transaction as the correction (back office or import).
 * Corrections of a value not yet released are not recorded: nobody saw the first figure.
 */
export const indexValueRevisions = pgTable(
  'index_value_revisions',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => indexProducts.id, { onDelete: 'cascade' }),
    period: date('period', { mode: 'string' }).notNull(),
    previousValue: numeric('previous_value', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    newValue: numeric('new_value', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    revisedAt: timestamp('revised_at', { withTimezone: true }).notNull().defaultNow(),
    revisedBy: text('revised_by').notNull().default(''),
  },
  (t) => [index('index_value_revisions_value_idx').on(t.productId, t.period), index('index_value_revisions_at_idx').on(t.revisedAt)],
);

/**
 * Staff market commentary on one release (a product's value of a period), sanitised HTML.
 * `releaseAt` is the value's release moment when saved: the site search shows it from then
 * (trigger in the migration); the price reads check the embargo live.
 */
export const indexCommentaries = pgTable(
  'index_commentaries',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => indexProducts.id, { onDelete: 'cascade' }),
    period: date('period', { mode: 'string' }).notNull(),
    content: text('content').notNull(),
    releaseAt: timestamp('release_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: text('updated_by').notNull().default(''),
  },
  (t) => [unique('index_commentaries_value_uq').on(t.productId, t.period)],
);

/** CNY per USD by date, maintained by staff (back office or CSV import). */
export const exchangeRates = pgTable('exchange_rates', {
  rateDate: date('rate_date', { mode: 'string' }).primaryKey(),
  cnyPerUsd: numeric('cny_per_usd', { precision: 10, scale: 4, mode: 'number' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: text('updated_by').notNull().default(''),
});

/** A member's saved spread: the difference or ratio of two indexes, by code. */
export const memberSpreads = pgTable(
  'member_spreads',
  {
    id: serial('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    codeA: text('code_a').notNull(),
    codeB: text('code_b').notNull(),
    mode: text('mode').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [unique('member_spreads_name_uq').on(t.memberId, t.name)],
);
