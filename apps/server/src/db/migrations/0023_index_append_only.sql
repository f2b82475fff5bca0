-- Index production's record is append-only (docs/decisions/0059-index-production.md): submissions,
-- the audit log and methodology versions refuse UPDATE, DELETE and TRUNCATE at the database
-- level, whatever the application does. A correction is a new row, never an edit.
CREATE FUNCTION refuse_append_only_change() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  RAISE EXCEPTION 'append-only table %: % refused', TG_TABLE_NAME, TG_OP USING ERRCODE = 'P0A01';
END
$f$;
--> statement-breakpoint
CREATE TRIGGER price_submissions_append_only BEFORE UPDATE OR DELETE ON price_submissions FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER price_submissions_no_truncate BEFORE TRUNCATE ON price_submissions FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER index_audit_log_append_only BEFORE UPDATE OR DELETE ON index_audit_log FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER index_audit_log_no_truncate BEFORE TRUNCATE ON index_audit_log FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER index_methodologies_append_only BEFORE UPDATE OR DELETE ON index_methodologies FOR EACH ROW EXECUTE FUNCTION refuse_append_only_change();
--> statement-breakpoint
CREATE TRIGGER index_methodologies_no_truncate BEFORE TRUNCATE ON index_methodologies FOR EACH STATEMENT EXECUTE FUNCTION refuse_append_only_change();
