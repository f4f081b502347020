ALTER TABLE "application_history" ADD COLUMN "reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;