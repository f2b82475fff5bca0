-- One precision per index: every value of a series is shown and exported with its product's decimals.
ALTER TABLE "index_products" ADD COLUMN "decimals" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "index_products" ADD CONSTRAINT "index_products_decimals_range" CHECK ("index_products"."decimals" BETWEEN 0 AND 4);--> statement-breakpoint
-- The demo's RMB prices are generated in whole yuan.
UPDATE "index_products" SET "decimals" = 0 WHERE "demo" AND "unit" = 'CNY/t';
