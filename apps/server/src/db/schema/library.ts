import type { LibraryStatus, ReportAccess } from '@coal/contracts';
import { sql } from 'drizzle-orm';
import { date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const audit = () => ({
  createdBy: text('created_by').notNull().default(''),
  updatedBy: text('updated_by').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Categories of the text, research-report and video libraries (`domain` tells which). */
export const libraryCategories = pgTable(
  'library_categories',
  {
    id: serial('id').primaryKey(),
    domain: text('domain').notNull(),
    name: text('name').notNull(),
    sort: integer('sort').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('library_categories_domain_name_uq').on(t.domain, t.name)],
);

/** An attachment of a text: a stored file and the name people see. */
export interface TextAttachmentRow {
  filePath: string;
  name: string;
  size?: number;
}

/** 文本库: standards, contract templates, trading rules. `content` is sanitised HTML. */
export const libraryTexts = pgTable(
  'library_texts',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => libraryCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    content: text('content').notNull().default(''),
    attachments: jsonb('attachments').$type<TextAttachmentRow[]>().notNull().default([]),
    status: text('status').$type<LibraryStatus>().notNull().default('draft'),
    sort: integer('sort').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    ...audit(),
  },
  (t) => [
    index('library_texts_status_category_idx').on(t.status, t.categoryId),
    // The lists' order (texts.repository.ts), portal and back office: read in order, not sorted.
    index('library_texts_order_idx').on(t.sort, sql`coalesce(${t.publishedAt}, ${t.updatedAt}) desc`, t.id.desc().nullsFirst()),
  ],
);

/** 研究报告. The PDF (`filePath`) lives in the private file area: read only through the report calls. */
export const researchReports = pgTable(
  'research_reports',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => libraryCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    author: text('author').notNull().default(''),
    institution: text('institution').notNull().default(''),
    publishDate: date('publish_date', { mode: 'string' }).notNull(),
    coverPath: text('cover_path'),
    filePath: text('file_path').notNull(),
    fileSize: integer('file_size').notNull().default(0),
    pageCount: integer('page_count'),
    /** The PDF's text, extracted at upload (and seed) for the site search. */
    bodyText: text('body_text').notNull().default(''),
    downloadCount: integer('download_count').notNull().default(0),
    /** `free` for everyone, `members` for logged-in members only. */
    access: text('access').$type<ReportAccess>().notNull().default('free'),
    status: text('status').$type<LibraryStatus>().notNull().default('draft'),
    sort: integer('sort').notNull().default(0),
    ...audit(),
  },
  (t) => [
    index('research_reports_status_category_idx').on(t.status, t.categoryId),
    index('research_reports_publish_date_idx').on(t.publishDate),
    // The lists' order (reports.repository.ts), portal and back office: read in order, not sorted.
    index('research_reports_order_idx').on(t.sort, t.publishDate.desc().nullsFirst(), t.id.desc().nullsFirst()),
  ],
);

/** Videos: an uploaded file (`filePath`) or an external address, never both. */
export const libraryVideos = pgTable(
  'library_videos',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id').references(() => libraryCategories.id, { onDelete: 'restrict' }),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    coverPath: text('cover_path'),
    filePath: text('file_path'),
    externalUrl: text('external_url'),
    durationSeconds: integer('duration_seconds'),
    status: text('status').$type<LibraryStatus>().notNull().default('draft'),
    sort: integer('sort').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    ...audit(),
  },
  (t) => [index('library_videos_status_idx').on(t.status)],
);
