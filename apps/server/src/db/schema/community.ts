import { index, integer, pgTable, primaryKey, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { members } from './accounts.ts';

/** A member's public profile beyond the account: avatar and introduction. */
export const memberProfiles = pgTable('member_profiles', {
  memberId: uuid('member_id')
    .primaryKey()
    .references(() => members.id, { onDelete: 'cascade' }),
  avatarPath: text('avatar_path').notNull().default(''),
  introduction: text('introduction').notNull().default(''),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Thumbs-up of a member on an article or an answer (toggle). */
export const thumbsUps = pgTable(
  'thumbs_ups',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    targetType: text('target_type').$type<'article' | 'answer'>().notNull(),
    targetId: integer('target_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.targetType, t.targetId] }), index('thumbs_ups_target_idx').on(t.targetType, t.targetId)],
);

/** Member follows an article (收藏) . */
export const articleFollows = pgTable(
  'article_follows',
  {
    memberId: uuid('member_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.articleId] }), index('article_follows_article_idx').on(t.articleId)],
);

/** Member follows member: the follower's follow list and the followee's fans. */
export const memberFollows = pgTable(
  'member_follows',
  {
    followerId: uuid('follower_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    followeeId: uuid('followee_id')
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.followerId, t.followeeId] }), index('member_follows_followee_idx').on(t.followeeId)],
);

/** One forward (share) of an article; tourists may forward too. */
export const articleForwards = pgTable(
  'article_forwards',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id').notNull(),
    memberId: uuid('member_id').references(() => members.id, { onDelete: 'set null' }),
    channel: text('channel').notNull().default('link'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_forwards_article_idx').on(t.articleId)],
);
