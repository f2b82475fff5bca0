-- The analytics writer's batch of events as one JSON text (modules/analytics/event-writer.ts).
-- On PostgreSQL the text is the parameter. On the embedded PGlite the parameter is NULL and
-- the text is the query's attached file, /dev/blob (db/pglite-thread.ts): a parameter of
-- hundreds of kilobytes went through PGlite's JavaScript serialiser a character at a time,
-- the file is copied as bytes. PL/pgSQL runs only the branch taken, so PostgreSQL never
-- reaches pg_read_file (which its ordinary roles may not call).
CREATE FUNCTION batch_json(body text) RETURNS json LANGUAGE plpgsql STABLE AS $f$
BEGIN
  IF body IS NOT NULL THEN
    RETURN body::json;
  END IF;
  RETURN pg_read_file('/dev/blob')::json;
END
$f$;
