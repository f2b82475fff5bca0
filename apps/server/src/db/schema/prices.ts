import type { DeliveryBasis, IndexChanges, IndexFrequency, IndexSpecification, IndexUnit, NoticeKind } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** A family of price indexes (CCP, SXCCP, SCSPI…); PriceFirst/Second/Third show the first three by sortOrder. */
export const indexFamilies = pgTable('index_families', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Synthetic demonstration data, never real market prices. */
  demo: boolean('demo').notNull().default(false),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One index product: what is priced, where, in what unit, how often and how. */
export const indexProducts = pgTable(
  'index_products',
  {
    id: serial('id').primaryKey(),
    familyId: integer('family_id')
      .notNull()
      .references(() => indexFamilies.id, { onDelete: 'restrict' }),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    frequency: text('frequency').$type<IndexFrequency>().notNull(),
    unit: text('unit').$type<IndexUnit>().notNull(),
    deliveryBasis: text('delivery_basis').$type<DeliveryBasis>().notNull(),
    deliveryPlace: text('delivery_place').notNull().default(''),
    specification: jsonb('specification').$type<IndexSpecification>().notNull(),
    basePeriod: date('base_period', { mode: 'string' }).notNull(),
    baseValue: numeric('base_value', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    /** Decimals every value is shown and exported with (0–4): one precision per series. */
    decimals: integer('decimals').notNull().default(2),
    methodology: text('methodology').notNull(),
    /** HH:mm, Beijing time. */
    releaseTime: text('release_time').notNull(),
    releaseWeekday: integer('release_weekday'),
    active: boolean('active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    demo: boolean('demo').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('index_products_family_idx').on(t.familyId, t.sortOrder), check('index_products_decimals_range', sql`${t.decimals} BETWEEN 0 AND 4`)],
);

/** Index values per period (the day; a weekly index's release day; a monthly index's 1st). */
export const indexValues = pgTable(
  'index_values',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => indexProducts.id, { onDelete: 'restrict' }),
    period: date('period', { mode: 'string' }).notNull(),
    value: numeric('value', { precision: 14, scale: 4, mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.period] })],
);

/**
 * The latest value of each index with its changes, maintained on every write and import
 * (in the same transaction), so the portal's hot "latest values" read is one small join.
 */
export const indexLatest = pgTable('index_latest', {
  productId: integer('product_id')
    .primaryKey()
    .references(() => indexProducts.id, { onDelete: 'cascade' }),
  period: date('period', { mode: 'string' }).notNull(),
  value: numeric('value', { precision: 14, scale: 4, mode: 'number' }).notNull(),
  changes: jsonb('changes').$type<IndexChanges>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Pricing notices: commentary, corrections, delays, retirements, methodology changes. */
export const indexNotices = pgTable(
  'index_notices',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<NoticeKind>().notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    familyId: integer('family_id').references(() => indexFamilies.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => indexProducts.id, { onDelete: 'set null' }),
    effectiveDate: date('effective_date', { mode: 'string' }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    createdBy: text('created_by').notNull().default(''),
    /** Published by index production (a correction, a suspension, a methodology version): staff cannot edit or delete it. */
    fromProcess: boolean('from_process').notNull().default(false),
  },
  (t) => [index('index_notices_published_idx').on(t.publishedAt)],
);
