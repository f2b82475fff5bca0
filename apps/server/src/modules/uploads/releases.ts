/**
 * Stored files are removed when no row needs them. `upload_releases` lists the candidates:
 * every new upload (released in a day if no record took it: an abandoned form) and every file
 * a row stopped naming (the `release_uploads` triggers of migration 0019: a replaced avatar,
 * banner or cover, a deleted report). The sweep takes the due ones and deletes a file only
 * when no row of any content table names its key — a file shared by two records, or kept by
 * an article's revision, stays. A candidate waits a minute first, longer than any write's
 * transaction, so a save naming the file that is still under way is seen by the check.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { uploadReleases } from '../../db/schema/index.ts';
import type { FileStorage } from './storage.ts';
import { STORAGE_KEY } from './upload-kinds.ts';

/** Tables that only log, index or cache what other rows say: naming a key there keeps no file (the triggers skip them too). */
export const NOT_REFERENCING_TABLES = [
  'analytics_events',
  'analytics_visit_days',
  'analytics_visit_hours',
  'analytics_range_archives',
  'analytics_archive_epoch',
  'analytics_rollup_pending',
  'analytics_dead_letters',
  'idempotency_receipts',
  'kv_entries',
  'operation_logs',
  'search_documents',
  'upload_releases',
  // Index production: prices, rules and audit text, never a file.
  'price_contributors',
  'price_submissions',
  'index_methodologies',
  'index_assessments',
  'index_audit_log',
  'index_suspensions',
];

/** How long a new upload may wait for the record that takes it. */
const NEW_UPLOAD_GRACE = '1 day';
/** Candidates one sweep takes. */
const SWEEP_BATCH = 50;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? (result as T[]);

/** A new upload: deleted in a day unless a row names it by then. */
export async function releaseNewUpload(db: Database, key: string): Promise<void> {
  await db.execute(sql`INSERT INTO upload_releases (key, release_after) VALUES (${key}, now() + ${NEW_UPLOAD_GRACE}::interval) ON CONFLICT (key) DO NOTHING`);
}

/** Every text and json column that may name a stored file, by table. */
export async function referencingColumns(db: Database): Promise<Map<string, string[]>> {
  const rows = rowsOf<{ table_name: string; column_name: string }>(
    await db.execute(sql`SELECT table_name, column_name FROM information_schema.columns
      WHERE table_schema = current_schema() AND data_type IN ('text', 'jsonb', 'json', 'character varying')
      ORDER BY table_name, ordinal_position`),
  );
  const columns = new Map<string, string[]>();
  for (const r of rows) {
    if (NOT_REFERENCING_TABLES.includes(r.table_name)) continue;
    columns.set(r.table_name, [...(columns.get(r.table_name) ?? []), r.column_name]);
  }
  return columns;
}

/** Whether any row of a content table names `key` (in a path column, an attachment list or rich text). */
async function isReferenced(db: Database, columns: Map<string, string[]>, key: string): Promise<boolean> {
  const pattern = `%${key}%`; // keys hold no LIKE wildcard: digits, hex, '/' and '.'
  const probes = [...columns].map(
    ([table, cols]) =>
      sql`EXISTS (SELECT 1 FROM ${sql.identifier(table)} WHERE ${sql.join(
        cols.map((c) => sql`${sql.identifier(c)}::text LIKE ${pattern}`),
        sql` OR `,
      )})`,
  );
  const [row] = rowsOf<{ named: boolean }>(await db.execute(sql`SELECT (${sql.join(probes, sql` OR `)}) AS named`));
  return row?.named === true;
}

export interface SweepResult {
  deleted: string[];
  kept: string[];
}

/**
 * Takes the candidates due at `asOf` (one instance each: SKIP LOCKED), deletes the files no
 * row names (both areas, and `forget`'s derived copies), keeps the others. A storage failure
 * rolls the batch back: its candidates are tried again by the next sweep.
 */
export async function sweepReleasedUploads(
  db: Database,
  storage: FileStorage,
  forget: (key: string) => Promise<void>,
  asOf: Date = new Date(),
): Promise<SweepResult> {
  const columns = await referencingColumns(db);
  return db.transaction(async (tx) => {
    const due = rowsOf<{ key: string }>(
      await tx.execute(sql`DELETE FROM ${uploadReleases} WHERE key IN (
        SELECT key FROM ${uploadReleases} WHERE release_after <= ${asOf.toISOString()}::timestamptz
        ORDER BY release_after LIMIT ${SWEEP_BATCH} FOR UPDATE SKIP LOCKED) RETURNING key`),
    );
    const result: SweepResult = { deleted: [], kept: [] };
    for (const { key } of due) {
      if (!STORAGE_KEY.test(key) || (await isReferenced(tx as unknown as Database, columns, key))) {
        result.kept.push(key);
        continue;
      }
      await storage.public.delete(key);
      await storage.private.delete(key);
      await forget(key);
      result.deleted.push(key);
    }
    return result;
  });
}
