CREATE TABLE "analytics_archive_epoch" (
	"id" integer PRIMARY KEY NOT NULL,
	"epoch" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_range_archives" (
	"key" text PRIMARY KEY NOT NULL,
	"from_day" text NOT NULL,
	"to_day" text NOT NULL,
	"epoch" bigint NOT NULL,
	"figures" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "analytics_visit_days" (
	"day" date NOT NULL,
	"sys_type" text NOT NULL,
	"back" boolean NOT NULL,
	"pv" bigint NOT NULL,
	"launches" bigint NOT NULL,
	"duration_ms" bigint NOT NULL,
	"durations" bigint NOT NULL,
	CONSTRAINT "analytics_visit_days_pk" PRIMARY KEY("day","sys_type","back")
);
--> statement-breakpoint
CREATE INDEX "analytics_visit_hours_uuid_idx" ON "analytics_visit_hours" USING btree ("uuid","hour");--> statement-breakpoint
CREATE INDEX "analytics_visit_hours_session_idx" ON "analytics_visit_hours" USING btree ("session_id","hour");--> statement-breakpoint
CREATE INDEX "analytics_visit_hours_ip_idx" ON "analytics_visit_hours" USING btree ("ip","hour");--> statement-breakpoint
-- The one epoch row the range archives are checked against.
INSERT INTO "analytics_archive_epoch" ("id", "epoch") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Backfill: the day sums of the hour rollup so far (later ones are added with it).
INSERT INTO "analytics_visit_days"
SELECT (("hour" AT TIME ZONE 'UTC') + interval '8 hours')::date, "sys_type", "back", sum("pv"), sum("launches"), sum("duration_ms"), sum("durations")
FROM "analytics_visit_hours"
GROUP BY 1, 2, 3;
