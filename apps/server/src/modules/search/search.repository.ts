import type { SearchKindCode } from '@coal/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';

export interface SearchFilters {
  /** A tsquery literal (search-tokens.ts). */
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

interface Candidate {
  kind: SearchKindCode;
  refId: number;
  docDate: Date;
}

/** Visible now: published (not withdrawn, not a draft) and past its publication time. */
const VISIBLE = sql`visible AND (visible_from IS NULL OR visible_from <= now())`;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** `YYYYMM` (UTC) months from `newest` back to `oldest`, as the index's month lexemes name them. */
export function monthsBack(newest: Date, oldest: Date): string[] {
  const months: string[] = [];
  let y = newest.getUTCFullYear();
  let m = newest.getUTCMonth();
  const stop = oldest.getUTCFullYear() * 12 + oldest.getUTCMonth();
  while (y * 12 + m >= stop) {
    months.push(`${y}${String(m + 1).padStart(2, '0')}`);
    if (--m < 0) {
      m = 11;
      y -= 1;
    }
  }
  return months;
}

async function dateBounds(db: Database): Promise<{ oldest: Date; newest: Date } | null> {
  const [row] = rowsOf<{ oldest: string | Date | null; newest: string | Date | null }>(
    await db.execute(sql`SELECT min(doc_date) AS oldest, max(doc_date) AS newest FROM search_documents`),
  );
  return row?.oldest && row.newest ? { oldest: new Date(row.oldest), newest: new Date(row.newest) } : null;
}

/**
 * The newest `limit` visible matches, newest first. A frequent word matches a large part of
 * the table, and reading every match (to count, rank or sort it) is what costs, so the index
 * is asked month by month — windows of 1, 2, 4, 8… months, newest first, each month a lexeme
 * of the document ('~YYYYMM') that the GIN index intersects with the words — until `limit`
 * are found. Rows read stay near `limit` whatever the word's frequency.
 */
export async function newestMatches(db: Database, f: SearchFilters, limit: number): Promise<Candidate[]> {
  const bounds = await dateBounds(db);
  if (!bounds) return [];
  const newest = f.to && f.to < bounds.newest ? f.to : bounds.newest;
  const oldest = f.from && f.from > bounds.oldest ? f.from : bounds.oldest;
  const months = monthsBack(newest, oldest);
  const found: Candidate[] = [];
  const filters: SQL[] = [VISIBLE];
  if (f.kinds.length > 0) filters.push(sql`kind IN (${sql.join(f.kinds.map((k) => sql`${k}`), sql`, `)})`);
  if (f.from) filters.push(sql`doc_date >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) filters.push(sql`doc_date < ${f.to.toISOString()}::timestamptz`);
  for (let at = 0, size = 1; at < months.length && found.length < limit; at += size, size *= 2) {
    const window = months.slice(at, at + size).map((m) => `'~${m}'`).join(' | ');
    const query = `(${f.tsquery}) & (${window})`;
    const rows = rowsOf<{ kind: SearchKindCode; refId: number; docDate: string | Date }>(
      await db.execute(sql`
        SELECT kind, ref_id AS "refId", doc_date AS "docDate" FROM search_documents
        WHERE tsv @@ ${query}::tsquery AND ${sql.join(filters, sql` AND `)}
        ORDER BY doc_date DESC, ref_id DESC LIMIT ${limit - found.length}`),
    );
    for (const r of rows) found.push({ kind: r.kind, refId: r.refId, docDate: new Date(r.docDate) });
  }
  return found;
}

/**
 * Ranks candidates (ts_rank: title A 1.0, summary B 0.4, body C 0.2; then the newest) and
 * reads the page's rows, the body for their snippets.
 */
export async function rankPage(db: Database, tsquery: string, candidates: Candidate[], limit: number, offset: number): Promise<SearchRow[]> {
  if (candidates.length === 0) return [];
  const keys = JSON.stringify(candidates.map((c) => [c.kind, c.refId]));
  const result = await db.execute(sql`
    WITH cand AS (
      SELECT k->>0 AS kind, (k->>1)::int AS ref_id FROM jsonb_array_elements(${keys}::jsonb) AS k
    ), page AS (
      SELECT d.kind, d.ref_id, ts_rank(d.tsv, ${tsquery}::tsquery) AS rank, d.doc_date
      FROM cand JOIN search_documents d USING (kind, ref_id)
      ORDER BY rank DESC, d.doc_date DESC, d.ref_id DESC LIMIT ${limit} OFFSET ${offset}
    )
    SELECT d.kind, d.ref_id AS "refId", d.title, d.summary, left(d.body, 20000) AS body, d.doc_date AS "docDate", d.members_only AS "membersOnly"
    FROM page JOIN search_documents d USING (kind, ref_id)
    ORDER BY page.rank DESC, page.doc_date DESC, page.ref_id DESC`);
  return rowsOf<SearchRow & { docDate: Date | string }>(result).map((r) => ({ ...r, docDate: new Date(r.docDate) }));
}

/** The titles of some items, in the given order. */
export async function titlesOf(db: Database, items: Candidate[]): Promise<Array<Candidate & { title: string }>> {
  if (items.length === 0) return [];
  const keys = JSON.stringify(items.map((c) => [c.kind, c.refId]));
  const rows = rowsOf<{ kind: string; refId: number; title: string }>(
    await db.execute(sql`
      SELECT d.kind, d.ref_id AS "refId", d.title FROM jsonb_array_elements(${keys}::jsonb) AS k
      JOIN search_documents d ON d.kind = k->>0 AND d.ref_id = (k->>1)::int`),
  );
  const title = new Map(rows.map((r) => [`${r.kind}:${r.refId}`, r.title]));
  return items.map((c) => ({ ...c, title: title.get(`${c.kind}:${c.refId}`) ?? '' }));
}
