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
  /** The server's now (app.clock): an index commentary is visible from its value's release. */
  now: Date;
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

export interface Candidate {
  kind: SearchKindCode;
  refId: number;
  title: string;
  summary: string;
  docDate: Date;
}

/** Visible at `now`: published (not withdrawn, not a draft) and past its publication time. */
const visibleAt = (now: Date) => sql`visible AND (visible_from IS NULL OR visible_from <= ${now.toISOString()}::timestamptz)`;

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
 * is asked month by month — windows of 1, 2, 4… months, newest first, each month a lexeme of
 * the document ('~YYYYMM') that the GIN index intersects with the words — until `limit` are
 * found. Once the months read say the rest holds few matches (a rare word, or none), the rest
 * is asked in one query instead. Rows read stay near `limit` whatever the word's frequency.
 */
export async function newestMatches(db: Database, f: SearchFilters, limit: number): Promise<Candidate[]> {
  const bounds = await dateBounds(db);
  if (!bounds) return [];
  const newest = f.to && f.to < bounds.newest ? f.to : bounds.newest;
  const oldest = f.from && f.from > bounds.oldest ? f.from : bounds.oldest;
  const months = monthsBack(newest, oldest);
  const found: Candidate[] = [];
  const filters: SQL[] = [visibleAt(f.now)];
  if (f.from) filters.push(sql`doc_date >= ${f.from.toISOString()}::timestamptz`);
  if (f.to) filters.push(sql`doc_date < ${f.to.toISOString()}::timestamptz`);
  // The kinds are lexemes too ('#notice'): the index filters by type, rows of others are never read.
  const words = f.kinds.length > 0 ? `(${f.tsquery}) & (${f.kinds.map((k) => `'#${k}'`).join(' | ')})` : `(${f.tsquery})`;
  const ask = async (tsquery: string, extra: SQL | null) => {
    const rows = rowsOf<Omit<Candidate, 'docDate'> & { docDate: string | Date }>(
      await db.execute(sql`
        SELECT kind, ref_id AS "refId", title, summary, doc_date AS "docDate" FROM search_documents
        WHERE tsv @@ ${tsquery}::tsquery AND ${sql.join(extra ? [...filters, extra] : filters, sql` AND `)}
        ORDER BY doc_date DESC, ref_id DESC LIMIT ${limit - found.length}`),
    );
    for (const r of rows) found.push({ ...r, docDate: new Date(r.docDate) });
  };
  let at = 0;
  for (let size = 1; at < months.length && found.length < limit; size *= 2) {
    const window = months.slice(at, at + size);
    at += window.length;
    await ask(`${words} & (${window.map((m) => `'~${m}'`).join(' | ')})`, null);
    // Matches expected in the months left, at the rate seen so far.
    const expected = (found.length / at) * (months.length - at);
    if (found.length < limit && at < months.length && expected < RARE) {
      const before = months[at - 1]!;
      const start = new Date(Date.UTC(Number(before.slice(0, 4)), Number(before.slice(4)) - 1, 1));
      await ask(words, sql`doc_date < ${start.toISOString()}::timestamptz`);
      break;
    }
  }
  return found;
}

/** Fewer expected matches than this in the months left: one query reads them all cheaply. */
const RARE = 2_000;

/** The page's rows with their bodies (for snippets), in the given order. */
export async function readRows(db: Database, items: Candidate[]): Promise<SearchRow[]> {
  if (items.length === 0) return [];
  const keys = JSON.stringify(items.map((c) => [c.kind, c.refId]));
  const rows = rowsOf<{ kind: string; refId: number; body: string; membersOnly: boolean }>(
    await db.execute(sql`
      SELECT d.kind, d.ref_id AS "refId", left(d.body, 20000) AS body, d.members_only AS "membersOnly"
      FROM jsonb_array_elements(${keys}::jsonb) AS k
      JOIN search_documents d ON d.kind = k->>0 AND d.ref_id = (k->>1)::int`),
  );
  const byKey = new Map(rows.map((r) => [`${r.kind}:${r.refId}`, r]));
  return items.flatMap((c) => {
    const row = byKey.get(`${c.kind}:${c.refId}`);
    return row ? [{ ...c, body: row.body, membersOnly: row.membersOnly }] : [];
  });
}
