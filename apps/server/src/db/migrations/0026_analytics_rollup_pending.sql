CREATE TABLE "analytics_rollup_pending" (
	"event_id" text PRIMARY KEY NOT NULL
);
