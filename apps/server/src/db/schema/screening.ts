import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** The sensitive-word list the screening automaton is built from. */
export const sensitiveWords = pgTable(
  'sensitive_words',
  {
    id: serial('id').primaryKey(),
    word: text('word').notNull(),
    /** The word folded as screening compares it (case, full width): one entry per key. */
    wordKey: text('word_key').notNull().unique(),
    /** Free classification, e.g. 政治, 广告, 违禁, 演示. */
    category: text('category').notNull().default('其他'),
    /** 1 提示, 2 一般, 3 严重. Any hit sends a submission to review. */
    level: integer('level').notNull().default(2),
    createdBy: text('created_by').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sensitive_words_category_idx').on(t.category)],
);

/**
 * One row per change of the sensitive-word list: its `version` tells every server instance
 * (several behind a load balancer) when its cached automaton is stale.
 */
export const sensitiveWordVersions = pgTable('sensitive_word_versions', {
  id: serial('id').primaryKey(),
  changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
});
