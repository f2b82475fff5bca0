CREATE TABLE "article_pending_edits" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"changes" jsonb NOT NULL,
	"screening_hits" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"editor_name" text NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "article_pending_edits" ADD CONSTRAINT "article_pending_edits_article_id_articles_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;