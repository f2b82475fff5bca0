-- Site search (全站搜索): search_documents is kept by these triggers on every write of the
-- searchable contents, so services, seed and imports need not remember it. Chinese is
-- indexed as its character bigrams and trigrams (a word of 2 or 3 characters is one lexeme, a
-- longer one all its trigrams), latin words and numbers whole, and the last character of each
-- run alone; without positions, so the GIN index answers a query without reading the rows'
-- tsvectors again. The same rule is in modules/search/search-tokens.ts. `mark` prefixes the
-- lexemes ('^' for the title's own copy, which suggestions ask).
CREATE FUNCTION search_lexemes(src text, mark text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  WITH runs AS (
    SELECT m[1] AS run FROM regexp_matches(lower(coalesce(src, '')), '([\u3400-\u9fff\uf900-\ufaff]+|[a-z0-9]+)', 'g') AS r(m)
  )
  SELECT coalesce(array_agg(DISTINCT mark || tok), '{}') FROM (
    SELECT run AS tok FROM runs WHERE run ~ '^[a-z0-9]'
    UNION ALL
    SELECT substr(run, i, 2) FROM runs, generate_series(1, char_length(run) - 1) AS i WHERE run !~ '^[a-z0-9]'
    UNION ALL
    SELECT substr(run, i, 3) FROM runs, generate_series(1, char_length(run) - 2) AS i WHERE run !~ '^[a-z0-9]'
    UNION ALL
    SELECT right(run, 1) FROM runs WHERE run !~ '^[a-z0-9]'
  ) AS t
$f$;
--> statement-breakpoint
-- Sanitised HTML to plain text (the server's sanitiser leaves only simple entities).
CREATE FUNCTION search_plain(html text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $f$
  SELECT btrim(regexp_replace(replace(replace(replace(replace(replace(replace(
    regexp_replace(coalesce(html, ''), '<[^>]*>', ' ', 'g'),
    '&nbsp;', ' '), '&lt;', '<'), '&gt;', '>'), '&quot;', '"'), '&#39;', ''''), '&amp;', '&'), '\s+', ' ', 'g'))
$f$;
--> statement-breakpoint
-- The document's lexemes: its words, the title's again marked '^', its kind ('#notice') and
-- its month ('~YYYYMM'), so the GIN index itself filters by type and asks the newest months first.
CREATE FUNCTION search_tsv(p_kind text, p_title text, p_summary text, p_body text, p_date timestamptz) RETURNS tsvector LANGUAGE sql STABLE PARALLEL SAFE AS $f$
  SELECT array_to_tsvector(search_lexemes(p_title, '') || search_lexemes(p_title, '^') || search_lexemes(p_summary, '')
    || search_lexemes(p_body, '') || ARRAY['#' || p_kind, '~' || to_char(p_date AT TIME ZONE 'UTC', 'YYYYMM')])
$f$;
--> statement-breakpoint
CREATE FUNCTION search_put(p_kind text, p_ref integer, p_title text, p_summary text, p_body text, p_date timestamptz,
  p_visible boolean, p_from timestamptz, p_members boolean) RETURNS void LANGUAGE sql AS $f$
  INSERT INTO search_documents (kind, ref_id, title, summary, body, doc_date, visible, visible_from, members_only, tsv)
  VALUES (p_kind, p_ref, p_title, coalesce(p_summary, ''), coalesce(p_body, ''), p_date, p_visible, p_from, p_members,
    search_tsv(p_kind, p_title, p_summary, p_body, p_date))
  ON CONFLICT (kind, ref_id) DO UPDATE SET title = excluded.title, summary = excluded.summary, body = excluded.body,
    doc_date = excluded.doc_date, visible = excluded.visible, visible_from = excluded.visible_from,
    members_only = excluded.members_only, tsv = excluded.tsv
$f$;
--> statement-breakpoint
CREATE FUNCTION search_sync_article() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  v_kind text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind IN ('notice', 'news', 'post') AND ref_id = OLD.id;
    RETURN OLD;
  END IF;
  SELECT CASE
      WHEN NEW.author_kind = 'member' OR c.code IN ('member_post', 'supply_demand') OR p.code IN ('member_post', 'supply_demand') THEN 'post'
      WHEN c.code = 'notice' OR p.code = 'notice' THEN 'notice'
      ELSE 'news' END
    INTO v_kind
    FROM content_categories c LEFT JOIN content_categories p ON p.id = c.parent_id WHERE c.id = NEW.category_id;
  DELETE FROM search_documents WHERE kind IN ('notice', 'news', 'post') AND kind <> v_kind AND ref_id = NEW.id;
  PERFORM search_put(v_kind, NEW.id, NEW.title, NEW.summary, search_plain(NEW.content),
    coalesce(NEW.published_at, NEW.created_at), NEW.status = 'published', NEW.published_at, false);
  RETURN NEW;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER articles_search_sync AFTER INSERT OR DELETE OR UPDATE OF title, summary, content, category_id, author_kind, status, published_at
  ON articles FOR EACH ROW EXECUTE FUNCTION search_sync_article();
--> statement-breakpoint
CREATE FUNCTION search_sync_text() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'text' AND ref_id = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM search_put('text', NEW.id, NEW.title, NEW.summary, search_plain(NEW.content),
    coalesce(NEW.published_at, NEW.created_at), NEW.status = 'published', NULL, false);
  RETURN NEW;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER library_texts_search_sync AFTER INSERT OR DELETE OR UPDATE OF title, summary, content, status, published_at
  ON library_texts FOR EACH ROW EXECUTE FUNCTION search_sync_text();
--> statement-breakpoint
CREATE FUNCTION search_sync_report() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'report' AND ref_id = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM search_put('report', NEW.id, NEW.title, NEW.summary, concat_ws(' ', NEW.author, NEW.institution, NEW.body_text),
    (NEW.publish_date::timestamp AT TIME ZONE 'Asia/Shanghai'), NEW.status = 'published', NULL, NEW.access <> 'free');
  RETURN NEW;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER research_reports_search_sync AFTER INSERT OR DELETE OR UPDATE OF title, summary, author, institution, body_text, publish_date, access, status
  ON research_reports FOR EACH ROW EXECUTE FUNCTION search_sync_report();
--> statement-breakpoint
-- A question is found with the text of its published answers.
CREATE FUNCTION search_index_question(p_id integer) RETURNS void LANGUAGE plpgsql AS $f$
DECLARE
  q record;
BEGIN
  SELECT * INTO q FROM questions WHERE id = p_id;
  IF NOT FOUND THEN
    DELETE FROM search_documents WHERE kind = 'qa' AND ref_id = p_id;
    RETURN;
  END IF;
  PERFORM search_put('qa', q.id, q.title, '',
    concat_ws(' ', search_plain(q.content), (SELECT string_agg(search_plain(a.content), ' ' ORDER BY a.id) FROM answers a WHERE a.question_id = q.id AND a.status = 'published')),
    q.created_at, q.status = 'published', NULL, false);
END
$f$;
--> statement-breakpoint
CREATE FUNCTION search_sync_question() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'qa' AND ref_id = OLD.id;
    RETURN OLD;
  END IF;
  PERFORM search_index_question(NEW.id);
  RETURN NEW;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER questions_search_sync AFTER INSERT OR DELETE OR UPDATE OF title, content, status
  ON questions FOR EACH ROW EXECUTE FUNCTION search_sync_question();
--> statement-breakpoint
CREATE FUNCTION search_sync_answer() RETURNS trigger LANGUAGE plpgsql AS $f$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM search_index_question(OLD.question_id);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND (TG_OP = 'INSERT' OR NEW.question_id <> OLD.question_id) THEN
    PERFORM search_index_question(NEW.question_id);
  END IF;
  RETURN NULL;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER answers_search_sync AFTER INSERT OR DELETE OR UPDATE OF content, status, question_id
  ON answers FOR EACH ROW EXECUTE FUNCTION search_sync_answer();
--> statement-breakpoint
-- Existing databases: index what is already there (a fresh one is indexed as the seed writes).
UPDATE articles SET title = title;
--> statement-breakpoint
UPDATE library_texts SET title = title;
--> statement-breakpoint
UPDATE research_reports SET title = title;
--> statement-breakpoint
UPDATE questions SET title = title;
