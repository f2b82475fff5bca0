import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { members, staff } from './accounts.ts';

/** One hit of the sensitive-word screening, stored with a submission for the reviewer. */
export interface ScreeningHitRow {
  field: 'title' | 'content';
  /** UTF-16 offset in the field's plain text (tags stripped, entities decoded). */
  offset: number;
  length: number;
  word: string;
  category: string;
  level: number;
}

export interface AttachmentRow {
  name: string;
  path: string;
}

/**
 * Content types / categories (通知公告, 行业资讯, 会员动态…), managed in the back office.
 * The portal's category lists and the publish dialog's content types come from here.
 */
export const contentCategories = pgTable(
  'content_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    code: text('code').notNull().unique(),
    parentId: integer('parent_id').references((): AnyPgColumn => contentCategories.id, { onDelete: 'restrict' }),
    sortOrder: integer('sort_order').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    /** Whether members may publish posts into it from the portal. */
    allowMemberPost: boolean('allow_member_post').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('content_categories_parent_idx').on(t.parentId)],
);

/**
 * Articles, notices and member posts. Status: draft → pending → published | rejected;
 * published → withdrawn. Visible on the portal when published and `publishedAt` ≤ now.
 */
export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Sanitised HTML. */
    content: text('content').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => contentCategories.id, { onDelete: 'restrict' }),
    coverPath: text('cover_path').notNull().default(''),
    authorKind: text('author_kind').$type<'staff' | 'member'>().notNull(),
    authorMemberId: uuid('author_member_id').references(() => members.id, { onDelete: 'cascade' }),
    authorStaffId: uuid('author_staff_id').references(() => staff.id, { onDelete: 'set null' }),
    authorName: text('author_name').notNull(),
    source: text('source').notNull().default(''),
    status: text('status').$type<'draft' | 'pending' | 'published' | 'rejected' | 'withdrawn'>().notNull().default('draft'),
    rejectReason: text('reject_reason').notNull().default(''),
    /** The member has seen (cleared) the rejection notice. */
    rejectCleared: boolean('reject_cleared').notNull().default(false),
    screeningHits: jsonb('screening_hits').$type<ScreeningHitRow[]>().notNull().default([]),
    /** Requested publication time (scheduling); null means "when approved". */
    publishAt: timestamp('publish_at', { withTimezone: true }),
    /** When it becomes (became) visible: set on approval, max(now, publishAt). */
    publishedAt: timestamp('published_at', { withTimezone: true }),
    isTop: boolean('is_top').notNull().default(false),
    isHot: boolean('is_hot').notNull().default(false),
    viewCount: integer('view_count').notNull().default(0),
    thumbsUpCount: integer('thumbs_up_count').notNull().default(0),
    forwardCount: integer('forward_count').notNull().default(0),
    attachments: jsonb('attachments').$type<AttachmentRow[]>().notNull().default([]),
    reviewerName: text('reviewer_name').notNull().default(''),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    lastEditorName: text('last_editor_name').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('articles_visible_idx').on(t.status, t.publishedAt),
    index('articles_category_idx').on(t.categoryId),
    index('articles_author_member_idx').on(t.authorMemberId),
    // The portal lists' orders (articles.repository.ts orderOf), read in order under their LIMIT
    // instead of sorting every published article (bench/explain.ts, 100 000 articles).
    index('articles_published_latest_idx')
      .on(t.publishedAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('articles_published_top_idx')
      .on(t.isTop.desc().nullsFirst(), t.publishedAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('articles_published_hot_idx')
      .on(t.isHot.desc().nullsFirst(), t.viewCount.desc().nullsFirst(), t.publishedAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    index('articles_published_popular_idx')
      .on(sql`(${t.thumbsUpCount} * 3 + ${t.forwardCount} * 5 + ${t.viewCount}) desc`, t.publishedAt.desc().nullsLast(), t.id.desc().nullsFirst())
      .where(sql`${t.status} = 'published'`),
    // The back office's default order (recently updated first).
    index('articles_updated_idx').on(t.updatedAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** The previous version of an article, kept on every save so a reviewer can compare. */
export const articleRevisions = pgTable(
  'article_revisions',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    summary: text('summary').notNull(),
    content: text('content').notNull(),
    /** Who wrote that version, and when it was saved. */
    editorName: text('editor_name').notNull(),
    editedAt: timestamp('edited_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('article_revisions_article_idx').on(t.articleId, t.id)],
);

/** The fields an edit of a published article changes, held until a reviewer decides. */
export interface PendingEditChanges {
  title: string;
  summary: string;
  content: string;
  categoryId: number;
  source?: string;
  coverPath?: string;
  attachments?: AttachmentRow[];
  /** ISO time, or null for at once. */
  publishAt?: string | null;
  isTop?: boolean;
  isHot?: boolean;
}

/**
 * An edit of a published article waiting for review: the published version
 * stays on the portal meanwhile; approval swaps this in, rejection discards it. One per article.
 */
export const articlePendingEdits = pgTable('article_pending_edits', {
  articleId: integer('article_id')
    .primaryKey()
    .references(() => articles.id, { onDelete: 'cascade' }),
  changes: jsonb('changes').$type<PendingEditChanges>().notNull(),
  screeningHits: jsonb('screening_hits').$type<ScreeningHitRow[]>().notNull().default([]),
  editorName: text('editor_name').notNull(),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Keyword → URL list, used to link keywords in article details (GET /api/keywords/getUrls). */
export const keywordUrls = pgTable('keyword_urls', {
  id: serial('id').primaryKey(),
  keyword: text('keyword').notNull(),
  url: text('url').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  enabled: boolean('enabled').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
