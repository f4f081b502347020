-- The super admin's activity log. Deletions are recorded (an entry naming no
-- application, as an export's does), and the log is read newest first, ties by id, for everyone or
-- for one staff member, from an index each. One transaction: the indexes are built first (a build
-- lets the history be read, not written), and what locks the table whole (the swap of the time
-- index, the new rule) comes last, just before the commit.
CREATE INDEX "application_history_created_idx_next" ON "application_history" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "application_history_actor_idx" ON "application_history" USING btree ("actor_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
DROP INDEX "application_history_created_idx";--> statement-breakpoint
ALTER INDEX "application_history_created_idx_next" RENAME TO "application_history_created_idx";--> statement-breakpoint
ALTER TABLE "application_history" DROP CONSTRAINT "application_history_application_check";--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_check" CHECK (("application_history"."action" in ('exported', 'deleted')) = ("application_history"."application_id" is null));
