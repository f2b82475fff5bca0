import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';
import type { ScreeningHitRow } from './content.ts';

/** Expert types (煤炭, 焦炭, 物流, 金融…), managed in the back office. */
export const expertTypes = pgTable('expert_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An expert's profile (PortrayalManagement); the member is an expert while it exists. */
export const expertProfiles = pgTable('expert_profiles', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  name: text('name').notNull(),
  photoPath: text('photo_path').notNull().default(''),
  /** 职称 / position, e.g. 高级工程师. */
  title: text('title').notNull().default(''),
  organization: text('organization').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const expertProfileTypes = pgTable(
  'expert_profile_types',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => expertProfiles.memberId, { onDelete: 'cascade' }),
    expertTypeId: integer('expert_type_id')
      .notNull()
      .references(() => expertTypes.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.expertTypeId] }), index('expert_profile_types_type_idx').on(t.expertTypeId)],
);

/**
 * A member's question. Clean submissions are published at once; a screening hit holds it
 * pending until a reviewer decides.
 */
export const questions = pgTable(
  'questions',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull().default(''),
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    expertTypeId: integer('expert_type_id').references(() => expertTypes.id, { onDelete: 'set null' }),
    /** Addressed to one expert, or null for any expert of the type. */
    expertId: uuid('expert_id').references(() => members.id, { onDelete: 'set null' }),
    status: text('status').$type<'pending' | 'published' | 'rejected' | 'withdrawn'>().notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    screeningHits: jsonb('screening_hits').$type<ScreeningHitRow[]>().notNull().default([]),
    isTop: boolean('is_top').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    answerCount: integer('answer_count').notNull().default(0),
    reviewerName: text('reviewer_name').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('questions_status_idx').on(t.status, t.createdAt),
    index('questions_member_idx').on(t.memberId),
    // The hall's top questions and the back office's unfiltered list (questions.repository.ts): read in order, not sorted.
    index('questions_published_top_idx')
      .on(t.isTop.desc().nullsFirst(), t.answerCount.desc().nullsFirst(), t.viewCount.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('questions_created_idx').on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** An expert's answer; screened like a question. */
export const answers = pgTable(
  'answers',
  {
    id: serial('id').primaryKey(),
    questionId: integer('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    expertId: uuid('expert_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    authorName: text('author_name').notNull(),
    content: text('content').notNull(),
    status: text('status').$type<'pending' | 'published' | 'rejected' | 'withdrawn'>().notNull().default('pending'),
    rejectReason: text('reject_reason').notNull().default(''),
    screeningHits: jsonb('screening_hits').$type<ScreeningHitRow[]>().notNull().default([]),
    thumbsUpCount: integer('thumbs_up_count').notNull().default(0),
    reviewerName: text('reviewer_name').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('answers_question_idx').on(t.questionId), index('answers_expert_idx').on(t.expertId)],
);
