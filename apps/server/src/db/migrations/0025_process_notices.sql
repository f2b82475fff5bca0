ALTER TABLE "index_notices" ADD COLUMN "from_process" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- Notices index production published before this column: corrections, methodology versions, suspensions.
UPDATE "index_notices" SET "from_process" = true WHERE "kind" IN ('correction', 'methodology') OR ("kind" = 'delay' AND "title" LIKE '%暂停发布');
