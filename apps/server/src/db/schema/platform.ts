import { bigserial, boolean, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Durable key-value entries with expiry: sessions live here when REDIS_URL is unset, so
 * that a restart does not log everybody out.
 */
export const kvEntries = pgTable(
  'kv_entries',
  {
    key: text('key').primaryKey(),
    value: jsonb('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('kv_entries_expires_idx').on(t.expiresAt)],
);

/**
 * Secrets drawn at first start when not configured (TICKET_SECRET): created once with
 * insert-on-conflict-do-nothing, so every instance on the database reads the same value.
 */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Site themes; exactly one is selected. `mourn` turns the portal gray. */
export const themes = pgTable('themes', {
  themeNameEn: text('theme_name_en').primaryKey(),
  name: text('name').notNull(),
  selected: boolean('selected').notNull().default(false),
});

/** Append-only audit trail of every back-office write. */
export const operationLogs = pgTable(
  'operation_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    staffId: text('staff_id'),
    staffName: text('staff_name').notNull(),
    action: text('action').notNull(),
    target: text('target').notNull().default(''),
    detail: jsonb('detail'),
    ip: text('ip').notNull().default(''),
    result: text('result').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('operation_logs_created_idx').on(t.createdAt), index('operation_logs_staff_idx').on(t.staffId)],
);

/**
 * One row per idempotent back-office submission that committed, written in the write's own
 * transaction (plugins/idempotency.ts). The answer cache in the key-value store can be lost
 * with a crash between commit and answer; this row cannot, so a retry never writes twice.
 */
export const idempotencyReceipts = pgTable(
  'idempotency_receipts',
  {
    key: text('key').primaryKey(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('idempotency_receipts_created_idx').on(t.createdAt)],
);
