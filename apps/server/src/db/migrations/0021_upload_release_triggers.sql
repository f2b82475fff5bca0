-- A file a row stops naming may be unused now: every content table's update of a text or
-- json column, and every delete, writes the storage keys (yyyy/mm/<32 hex>.<ext>) its old
-- version named and its new one does not into upload_releases, in the same transaction (so
-- only a committed change releases anything). The sweep (modules/uploads/releases.ts)
-- deletes a released file after a minute, and only when no row names it any more.
CREATE FUNCTION release_uploads_of_row() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  before text := row_to_json(OLD)::text;
  after text := CASE WHEN TG_OP = 'UPDATE' THEN row_to_json(NEW)::text ELSE '' END;
BEGIN
  INSERT INTO upload_releases (key, release_after)
  SELECT DISTINCT m[1], now() + interval '1 minute'
  FROM regexp_matches(before, '(\d{4}/\d{2}/[0-9a-f]{32}\.[a-z0-9]{2,5})', 'g') AS r(m)
  WHERE strpos(after, m[1]) = 0
  ON CONFLICT (key) DO UPDATE SET release_after = least(upload_releases.release_after, excluded.release_after);
  RETURN NULL;
END
$f$;
--> statement-breakpoint
-- On every table with text or json columns but those that only log, index or cache what
-- other rows say (modules/uploads/releases.ts NOT_REFERENCING_TABLES; a test checks both agree).
DO $d$
DECLARE t record;
BEGIN
  FOR t IN
    SELECT table_name, string_agg(quote_ident(column_name), ', ' ORDER BY ordinal_position) AS cols
    FROM information_schema.columns
    WHERE table_schema = current_schema()
      AND data_type IN ('text', 'jsonb', 'json', 'character varying')
      AND table_name NOT IN ('analytics_events', 'analytics_visit_days', 'analytics_visit_hours', 'analytics_range_archives',
        'analytics_archive_epoch', 'analytics_dead_letters', 'idempotency_receipts', 'kv_entries', 'operation_logs',
        'search_documents', 'upload_releases')
    GROUP BY table_name
  LOOP
    EXECUTE format('CREATE TRIGGER release_uploads AFTER UPDATE OF %s OR DELETE ON %I FOR EACH ROW EXECUTE FUNCTION release_uploads_of_row()', t.cols, t.table_name);
  END LOOP;
END
$d$;
