import type { ComplaintReason } from '@coal/contracts';
import { date, index, integer, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';

/** A member's complaint against an article, question, answer or an index's period, and its handling. */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    targetType: text('target_type').$type<'article' | 'question' | 'answer' | 'index'>().notNull(),
    /** For an index complaint: the index product. */
    targetId: integer('target_id').notNull(),
    /** For an index complaint: the period complained about. */
    targetPeriod: date('target_period', { mode: 'string' }),
    /** The target's title (or an excerpt) when the complaint was filed. */
    targetTitle: text('target_title').notNull().default(''),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    memberName: text('member_name').notNull().default(''),
    reasonType: text('reason_type').$type<ComplaintReason>().notNull(),
    content: text('content').notNull().default(''),
    status: text('status').$type<'pending' | 'processing' | 'resolved' | 'rejected'>().notNull().default('pending'),
    reply: text('reply').notNull().default(''),
    handlerName: text('handler_name').notNull().default(''),
    handledAt: timestamp('handled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('complaints_status_idx').on(t.status, t.createdAt), index('complaints_target_idx').on(t.targetType, t.targetId)],
);
