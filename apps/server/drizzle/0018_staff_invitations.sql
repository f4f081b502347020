-- A new staff member is invited by email and chooses their own password, and staff and
-- Settings changes join the activity log. Existing accounts keep their password hashes; existing
-- reset links stay reset links; existing history entries all meet the wider rule.
ALTER TABLE "users" ALTER COLUMN "password_hash" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "password_resets" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_purpose_check" CHECK ("password_resets"."purpose" in ('reset', 'invitation'));--> statement-breakpoint
ALTER TABLE "application_history" DROP CONSTRAINT "application_history_application_check";--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_check" CHECK (("application_history"."action" in ('exported', 'deleted', 'staff', 'settings')) = ("application_history"."application_id" is null));
