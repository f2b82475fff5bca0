import type { BasisVariety, ChartPlacement, ChartRange, ChartType } from '@coal/contracts';
import { boolean, date, index, integer, jsonb, numeric, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { indexProducts } from './prices.ts';

/** A market chart of the portal (MarketChartManagement): its series, title, order and placements. */
export const marketCharts = pgTable('market_charts', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  subtitle: text('subtitle').notNull().default(''),
  chartType: text('chart_type').$type<ChartType>().notNull(),
  placements: jsonb('placements').$type<ChartPlacement[]>().notNull(),
  rangePreset: text('range_preset').$type<ChartRange>().notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  active: boolean('active').notNull().default(true),
  remark: text('remark').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The index series a chart shows, in order. */
export const marketChartSeries = pgTable(
  'market_chart_series',
  {
    chartId: integer('chart_id')
      .notNull()
      .references(() => marketCharts.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => indexProducts.id, { onDelete: 'restrict' }),
    position: integer('position').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chartId, t.productId] }), index('market_chart_series_product_idx').on(t.productId)],
);

/** Daily spot vs dominant futures contract (J coke, JM coking coal); basis = spot − futures. */
export const basisQuotes = pgTable(
  'basis_quotes',
  {
    tradeDate: date('trade_date', { mode: 'string' }).notNull(),
    variety: text('variety').$type<BasisVariety>().notNull(),
    contract: text('contract').notNull(),
    spotName: text('spot_name').notNull(),
    spotPrice: numeric('spot_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    futuresPrice: numeric('futures_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.tradeDate, t.variety] })],
);

/** Daily bidding sessions; the status follows from the times, the result and `cancelled`. */
export const biddingSessions = pgTable(
  'bidding_sessions',
  {
    id: serial('id').primaryKey(),
    sessionNo: text('session_no').notNull().unique(),
    productName: text('product_name').notNull(),
    category: text('category').notNull(),
    specification: text('specification').notNull(),
    origin: text('origin').notNull(),
    deliveryTerms: text('delivery_terms').notNull(),
    quantity: numeric('quantity', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    startingPrice: numeric('starting_price', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    clearingPrice: numeric('clearing_price', { precision: 12, scale: 2, mode: 'number' }),
    tradedQuantity: numeric('traded_quantity', { precision: 12, scale: 2, mode: 'number' }),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    unsold: boolean('unsold').notNull().default(false),
    cancelled: boolean('cancelled').notNull().default(false),
    demo: boolean('demo').notNull().default(false),
  },
  (t) => [index('bidding_sessions_start_idx').on(t.startAt)],
);
