CREATE TABLE "idempotency_receipts" (
	"key" text PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idempotency_receipts_created_idx" ON "idempotency_receipts" USING btree ("created_at");