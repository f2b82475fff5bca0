import { date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';

/**
 * A member's personal key to the open data API (/api/open/v1). Only the SHA-256 of the secret
 * is kept; `prefix` (the secret's first characters) lets the member recognise a key. A key
 * works while it is not revoked, its member is not disabled and it was created after the
 * member's last password change (open-api/api-keys.repository.ts).
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    prefix: text('prefix').notNull(),
    secretHash: text('secret_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    /** The China-time day `usageDay` counts; a call on another day starts it again at 1. */
    usageDay: date('usage_day', { mode: 'string' }),
    usageDayCount: integer('usage_day_count').notNull().default(0),
    usageTotal: integer('usage_total').notNull().default(0),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('api_keys_member_idx').on(t.memberId, t.createdAt)],
);
