CREATE TABLE "analytics_visit_hours" (
	"hour" timestamp with time zone NOT NULL,
	"session_id" text NOT NULL,
	"uuid" text NOT NULL,
	"ip" text NOT NULL,
	"sys_type" text NOT NULL,
	"back" boolean NOT NULL,
	"source" text NOT NULL,
	"browser" text NOT NULL,
	"os" text NOT NULL,
	"country" text NOT NULL,
	"province" text NOT NULL,
	"pv" integer NOT NULL,
	"launches" integer NOT NULL,
	"duration_ms" bigint NOT NULL,
	"durations" integer NOT NULL,
	CONSTRAINT "analytics_visit_hours_pk" PRIMARY KEY("hour","session_id","uuid","ip","sys_type","back","source","browser","os","country","province")
);
--> statement-breakpoint
-- Backfill: the rollup of every stored page view and launch (later ones are added by the event writer).
INSERT INTO "analytics_visit_hours"
SELECT to_timestamp(floor(extract(epoch FROM "start_time") / 3600) * 3600), "session_id", "uuid", "ip", "sys_type",
  regexp_replace("url", '^[a-zA-Z][a-zA-Z0-9+.-]*://[^/?#]*', '') ~ '^(/[^/?#]+)?/back([/?#]|$)',
  "source", "browser", "os", "country", "province",
  count(*) FILTER (WHERE "event_name" = 'pageView'),
  count(*) FILTER (WHERE "event_name" = 'launch'),
  coalesce(sum("duration_ms") FILTER (WHERE "event_name" = 'pageView'), 0),
  count("duration_ms") FILTER (WHERE "event_name" = 'pageView')
FROM "analytics_events"
WHERE "event_name" IN ('pageView', 'launch')
GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11;
