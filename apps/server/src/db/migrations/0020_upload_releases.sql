CREATE TABLE "upload_releases" (
	"key" text PRIMARY KEY NOT NULL,
	"release_after" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "upload_releases_due_idx" ON "upload_releases" USING btree ("release_after");