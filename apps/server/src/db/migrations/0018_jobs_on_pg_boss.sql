DROP TABLE "analytics_dead_letters" CASCADE;--> statement-breakpoint
DROP TABLE "price_release_jobs" CASCADE;--> statement-breakpoint
DROP INDEX "notifications_email_pending_idx";