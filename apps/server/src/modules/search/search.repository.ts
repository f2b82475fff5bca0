import type { SearchKindCode } from '@coal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface SearchFilters {
  tsquery: string;
  kinds: SearchKindCode[];
  from?: Date;
  /** Exclusive. */
  to?: Date;
}

export interface SearchRow {
  kind: SearchKindCode;
  refId: number;
  title: string;
  summary: string;
  body: string;
  docDate: Date;
  membersOnly: boolean;
}

/** Visible now: published (not withdrawn, not a draft) and past its publication time. */
const VISIBLE = sql`visible AND (visible_from IS NULL OR visible_from <= now())`;

function where(f: SearchFilters): SQL {
  const parts: SQL[] = [sql`tsv @@ ${f.tsquery}::tsquery`, VISIBLE];
  if (f.kinds.length > 0) parts.push(sql`kind IN (${sql.join(f.kinds.map((k) => sql`${k}`), sql`, `)})`);
  if (f.from) parts.push(sql`doc_date >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) parts.push(sql`doc_date < ${f.to.toISOString()}::timestamptz`);
  return sql.join(parts, sql` AND `);
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/**
 * One page of matches, best first (ts_rank: title A 1.0, summary B 0.4, body C 0.2; then the
 * newest). The body is read only for the page's rows, for their snippets.
 */
export async function searchPage(db: Database, f: SearchFilters, limit: number, offset: number): Promise<{ rows: SearchRow[]; total: number }> {
  const [countResult, pageResult] = await Promise.all([
    db.execute(sql`SELECT count(*)::int AS n FROM search_documents WHERE ${where(f)}`),
    db.execute(sql`
      WITH page AS (
        SELECT kind, ref_id, ts_rank(tsv, ${f.tsquery}::tsquery) AS rank, doc_date
        FROM search_documents WHERE ${where(f)}
        ORDER BY rank DESC, doc_date DESC, ref_id DESC LIMIT ${limit} OFFSET ${offset}
      )
      SELECT d.kind, d.ref_id AS "refId", d.title, d.summary, left(d.body, 20000) AS body, d.doc_date AS "docDate", d.members_only AS "membersOnly"
      FROM page JOIN search_documents d USING (kind, ref_id)
      ORDER BY page.rank DESC, page.doc_date DESC, page.ref_id DESC`),
  ]);
  const total = rowsOf<{ n: number }>(countResult)[0]?.n ?? 0;
  const rows = rowsOf<SearchRow & { docDate: Date | string }>(pageResult).map((r) => ({ ...r, docDate: new Date(r.docDate) }));
  return { rows, total };
}

/** Titles for suggestions as one types: title matches only, newest first. */
export async function suggestTitles(db: Database, tsquery: string, limit: number): Promise<Pick<SearchRow, 'kind' | 'refId' | 'title'>[]> {
  const result = await db.execute(sql`
    SELECT kind, ref_id AS "refId", title FROM search_documents
    WHERE tsv @@ ${tsquery}::tsquery AND ${VISIBLE}
    ORDER BY doc_date DESC LIMIT ${limit}`);
  return rowsOf(result);
}
