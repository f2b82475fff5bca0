CREATE TABLE "index_assessments" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"product_id" integer,
	"period" date,
	"value" numeric(14, 4),
	"computed_value" numeric(14, 4),
	"previous_value" numeric(14, 4),
	"reason" text DEFAULT '' NOT NULL,
	"judgement" boolean DEFAULT false NOT NULL,
	"methodology_version" integer,
	"deal_count" integer,
	"contributor_count" integer,
	"sufficient" boolean,
	"computation" jsonb,
	"plausibility" jsonb,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"maker_id" text NOT NULL,
	"maker_name" text NOT NULL,
	"checker_id" text,
	"checker_name" text DEFAULT '' NOT NULL,
	"decided_at" timestamp with time zone,
	"reject_reason" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"product_id" integer,
	"period" date,
	"assessment_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor" text NOT NULL,
	"action" text NOT NULL,
	"detail" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "index_methodologies" (
	"id" serial PRIMARY KEY NOT NULL,
	"product_id" integer NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"text" text NOT NULL,
	"rules" jsonb NOT NULL,
	"urgent" boolean DEFAULT false NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "index_methodologies_version_uq" UNIQUE("product_id","version")
);
--> statement-breakpoint
CREATE TABLE "index_suspensions" (
	"product_id" integer NOT NULL,
	"period" date NOT NULL,
	"reason" text NOT NULL,
	"assessment_id" integer NOT NULL,
	"approved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "index_suspensions_product_id_period_pk" PRIMARY KEY("product_id","period")
);
--> statement-breakpoint
CREATE TABLE "price_contributors" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"region" text DEFAULT '' NOT NULL,
	"member_login_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_contributors_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "price_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"contributor_id" integer NOT NULL,
	"product_id" integer NOT NULL,
	"period" date NOT NULL,
	"kind" text NOT NULL,
	"price" numeric(14, 4) NOT NULL,
	"volume" numeric(14, 2) NOT NULL,
	"calorific" numeric(8, 1),
	"sulphur" numeric(6, 2),
	"delivery_place" text DEFAULT '' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"source" text NOT NULL,
	"entered_by" text NOT NULL,
	"member_id" text,
	"demo" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "complaints" ADD COLUMN "target_period" date;--> statement-breakpoint
ALTER TABLE "index_assessments" ADD CONSTRAINT "index_assessments_product_id_index_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."index_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_methodologies" ADD CONSTRAINT "index_methodologies_product_id_index_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."index_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "index_suspensions" ADD CONSTRAINT "index_suspensions_product_id_index_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."index_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_submissions" ADD CONSTRAINT "price_submissions_contributor_id_price_contributors_id_fk" FOREIGN KEY ("contributor_id") REFERENCES "public"."price_contributors"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_submissions" ADD CONSTRAINT "price_submissions_product_id_index_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."index_products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "index_assessments_status_idx" ON "index_assessments" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "index_assessments_period_idx" ON "index_assessments" USING btree ("product_id","period");--> statement-breakpoint
CREATE INDEX "index_audit_log_period_idx" ON "index_audit_log" USING btree ("product_id","period","id");--> statement-breakpoint
CREATE INDEX "price_submissions_period_idx" ON "price_submissions" USING btree ("product_id","period");--> statement-breakpoint
CREATE INDEX "price_submissions_member_idx" ON "price_submissions" USING btree ("member_id");