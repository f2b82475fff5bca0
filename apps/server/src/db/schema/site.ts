import type { AdSlot, FinanceType, HelpKind, LinkGroup } from '@coal/contracts';
import { boolean, index, integer, numeric, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 首页广告位: an image in a slot of the home page, shown while enabled and within its period. */
export const adSlots = pgTable(
  'ad_slots',
  {
    id: serial('id').primaryKey(),
    slot: text('slot').$type<AdSlot>().notNull(),
    title: text('title').notNull(),
    imagePath: text('image_path').notNull(),
    link: text('link'),
    sort: integer('sort').notNull().default(0),
    startAt: timestamp('start_at', { withTimezone: true }),
    endAt: timestamp('end_at', { withTimezone: true }),
    enabled: boolean('enabled').notNull().default(true),
    ...stamps(),
  },
  (t) => [index('ad_slots_slot_idx').on(t.slot, t.enabled)],
);

/** 外部链接: the trading systems, the mobile app and partner sites linked from the portal. */
export const externalLinks = pgTable('external_links', {
  id: serial('id').primaryKey(),
  group: text('link_group').$type<LinkGroup>().notNull(),
  name: text('name').notNull(),
  url: text('url').notNull(),
  iconPath: text('icon_path'),
  description: text('description').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  ...stamps(),
});

/** The fixed pages of the company profile (公司简介, 联系我们, 免责声明): sanitised HTML. */
export const companyPages = pgTable('company_pages', {
  code: text('code').primaryKey(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  updatedBy: text('updated_by').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** 帮助中心: help articles and FAQ entries (`kind`), sanitised HTML. */
export const helpArticles = pgTable('help_articles', {
  id: serial('id').primaryKey(),
  kind: text('kind').$type<HelpKind>().notNull(),
  title: text('title').notNull(),
  content: text('content').notNull().default(''),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  ...stamps(),
});

/** 数字金融: the financing products the DigitalFinance page lists. Rates in % a year, limits in 万元. */
export const financeProducts = pgTable('finance_products', {
  id: serial('id').primaryKey(),
  type: text('type').$type<FinanceType>().notNull(),
  name: text('name').notNull(),
  provider: text('provider').notNull(),
  rateMin: numeric('rate_min', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  rateMax: numeric('rate_max', { precision: 6, scale: 2, mode: 'number' }).notNull(),
  termMinMonths: integer('term_min_months').notNull(),
  termMaxMonths: integer('term_max_months').notNull(),
  limitMaxWan: numeric('limit_max_wan', { precision: 14, scale: 2, mode: 'number' }),
  description: text('description').notNull().default(''),
  applyUrl: text('apply_url'),
  sort: integer('sort').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  ...stamps(),
});
