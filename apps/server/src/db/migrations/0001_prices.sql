CREATE TABLE "index_families" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "index_families_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "index_latest" (
	"product_id" integer PRIMARY KEY NOT NULL,
	"period" date NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"changes" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"family_id" integer,
	"product_id" integer,
	"effective_date" date NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_products" (
	"id" serial PRIMARY KEY NOT NULL,
	"family_id" integer NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"frequency" text NOT NULL,
	"unit" text NOT NULL,
	"delivery_basis" text NOT NULL,
	"delivery_place" text DEFAULT '' NOT NULL,
	"specification" jsonb NOT NULL,
	"base_period" date NOT NULL,
	"base_value" numeric(14, 4) NOT NULL,
	"methodology" text NOT NULL,
	"release_time" text NOT NULL,
	"release_weekday" integer,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "index_products_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "index_values" (
	"product_id" integer NOT NULL,
	"period" date NOT NULL,
	"value" numeric(14, 4) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "index_values_product_id_period_pk" PRIMARY KEY("product_id","period")
);
--> statement-breakpoint
CREATE TABLE "basis_quotes" (
	"trade_date" date NOT NULL,
	"variety" text NOT NULL,
	"contract" text NOT NULL,
	"spot_name" text NOT NULL,
	"spot_price" numeric(12, 2) NOT NULL,
	"futures_price" numeric(12, 2) NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "basis_quotes_trade_date_variety_pk" PRIMARY KEY("trade_date","variety")
);
--> statement-breakpoint
CREATE TABLE "bidding_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"session_no" text NOT NULL,
	"product_name" text NOT NULL,
	"category" text NOT NULL,
	"specification" text NOT NULL,
	"origin" text NOT NULL,
	"delivery_terms" text NOT NULL,
	"quantity" numeric(12, 2) NOT NULL,
	"starting_price" numeric(12, 2) NOT NULL,
	"clearing_price" numeric(12, 2),
	"traded_quantity" numeric(12, 2),
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"unsold" boolean DEFAULT false NOT NULL,
	"cancelled" boolean DEFAULT false NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	CONSTRAINT "bidding_sessions_session_no_unique" UNIQUE("session_no")
);
--> statement-breakpoint
CREATE TABLE "market_chart_series" (
	"chart_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "market_chart_series_chart_id_product_id_pk" PRIMARY KEY("chart_id","product_id")
);
--> statement-breakpoint
CREATE TABLE "market_charts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"chart_type" text NOT NULL,
	"placements" jsonb NOT NULL,
	"range_preset" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"remark" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "index_latest" ADD CONSTRAINT "index_latest_product_id_index_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."index_products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_notices" ADD CONSTRAINT "index_notices_family_id_index_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."index_families"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_notices" ADD CONSTRAINT "index_notices_product_id_index_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."index_products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_products" ADD CONSTRAINT "index_products_family_id_index_families_id_fk" FOREIGN KEY ("family_id") REFERENCES "public"."index_families"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_values" ADD CONSTRAINT "index_values_product_id_index_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."index_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_chart_series" ADD CONSTRAINT "market_chart_series_chart_id_market_charts_id_fk" FOREIGN KEY ("chart_id") REFERENCES "public"."market_charts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_chart_series" ADD CONSTRAINT "market_chart_series_product_id_index_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."index_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "index_notices_published_idx" ON "index_notices" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "index_products_family_idx" ON "index_products" USING btree ("family_id","sort_order");--> statement-breakpoint
CREATE INDEX "bidding_sessions_start_idx" ON "bidding_sessions" USING btree ("start_at");--> statement-breakpoint
CREATE INDEX "market_chart_series_product_idx" ON "market_chart_series" USING btree ("product_id");