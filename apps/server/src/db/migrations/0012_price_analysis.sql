CREATE TABLE "exchange_rates" (
	"rate_date" date PRIMARY KEY NOT NULL,
	"cny_per_usd" numeric(10, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_commentaries" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"period" date NOT NULL,
	"content" text NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" text DEFAULT '' NOT NULL,
	CONSTRAINT "index_commentaries_value_uq" UNIQUE("product_id","period")
);
--> statement-breakpoint
CREATE TABLE "index_value_revisions" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"period" date NOT NULL,
	"previous_value" numeric(14, 4) NOT NULL,
	"new_value" numeric(14, 4) NOT NULL,
	"revised_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revised_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_spreads" (
	"id" serial PRIMARY KEY NOT NULL,
	"member_id" uuid NOT NULL,
	"name" text NOT NULL,
	"code_a" text NOT NULL,
	"code_b" text NOT NULL,
	"mode" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_spreads_name_uq" UNIQUE("member_id","name")
);
--> statement-breakpoint
ALTER TABLE "index_commentaries" ADD CONSTRAINT "index_commentaries_product_id_index_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."index_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_value_revisions" ADD CONSTRAINT "index_value_revisions_product_id_index_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."index_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_spreads" ADD CONSTRAINT "member_spreads_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "index_value_revisions_value_idx" ON "index_value_revisions" USING btree ("product_id","period");--> statement-breakpoint
CREATE INDEX "index_value_revisions_at_idx" ON "index_value_revisions" USING btree ("revised_at");--> statement-breakpoint
-- Market commentary is found by the site search (kind 'commentary', opened on its index page),
-- visible from the release moment of its value: the embargo holds in the search as well.
CREATE FUNCTION search_sync_commentary() RETURNS trigger LANGUAGE plpgsql AS $f$
DECLARE
  v_name text;
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM search_documents WHERE kind = 'commentary' AND ref_id = OLD.id;
    RETURN OLD;
  END IF;
  SELECT name INTO v_name FROM index_products WHERE id = NEW.product_id;
  PERFORM search_put('commentary', NEW.id, concat(v_name, ' ', to_char(NEW.period, 'YYYY-MM-DD'), ' 市场评述'), '',
    search_plain(NEW.content), NEW.release_at, true, NEW.release_at, false);
  RETURN NEW;
END
$f$;
--> statement-breakpoint
CREATE TRIGGER index_commentaries_search_sync AFTER INSERT OR DELETE OR UPDATE OF content, release_at
  ON index_commentaries FOR EACH ROW EXECUTE FUNCTION search_sync_commentary();
