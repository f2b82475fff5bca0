import { boolean, customType, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** A PostgreSQL tsvector, written only by the database (search_lexemes, see migration 0007). */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export type SearchKind = 'notice' | 'news' | 'post' | 'text' | 'report' | 'qa' | 'commentary';

/**
 * One row per searchable item (全站搜索), kept by database triggers on articles, library
 * texts, research reports, questions and answers, so every write path — services, seed,
 * imports — keeps it current on both engines. Chinese is indexed as overlapping character
 * bigrams with positions (`tsv`), which needs no extension and no segmenter.
 */
export const searchDocuments = pgTable(
  'search_documents',
  {
    kind: text('kind').$type<SearchKind>().notNull(),
    refId: integer('ref_id').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    /** Plain text: tags stripped; for reports the PDF's text; for Q&A the published answers too. */
    body: text('body').notNull().default(''),
    /** The date shown and filtered on (published, report date, question date). */
    docDate: timestamp('doc_date', { withTimezone: true }).notNull(),
    /** Published and not withdrawn; the visibility time is checked at query time. */
    visible: boolean('visible').notNull(),
    visibleFrom: timestamp('visible_from', { withTimezone: true }),
    /** Found by everyone, opened through the report's own gate. */
    membersOnly: boolean('members_only').notNull().default(false),
    tsv: tsvector('tsv').notNull(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.refId] }), index('search_documents_tsv_idx').using('gin', t.tsv), index('search_documents_date_idx').on(t.docDate)],
);
