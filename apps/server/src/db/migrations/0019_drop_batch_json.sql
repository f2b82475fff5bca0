-- The analytics writer sends its events as a plain JSON parameter on both engines now:
-- the PGlite-only file path of migration 0017 is gone.
DROP FUNCTION IF EXISTS batch_json(text);
