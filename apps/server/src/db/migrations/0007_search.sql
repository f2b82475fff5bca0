CREATE TABLE "search_documents" (
	"kind" text NOT NULL,
	"ref_id" integer NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"doc_date" timestamp with time zone NOT NULL,
	"visible" boolean NOT NULL,
	"visible_from" timestamp with time zone,
	"members_only" boolean DEFAULT false NOT NULL,
	"tsv" "tsvector" NOT NULL,
	CONSTRAINT "search_documents_kind_ref_id_pk" PRIMARY KEY("kind","ref_id")
);
--> statement-breakpoint
ALTER TABLE "research_reports" ADD COLUMN "body_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
CREATE INDEX "search_documents_tsv_idx" ON "search_documents" USING gin ("tsv");--> statement-breakpoint
CREATE INDEX "search_documents_date_idx" ON "search_documents" USING btree ("doc_date");