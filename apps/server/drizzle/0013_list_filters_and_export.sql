-- ADR 032: the staff list's filters (status, nationality, job title, registration
-- dates) and orders (surname, registration, VISA APPROVE DATE, VISA COLLECT DATE), each led by an
-- index that carries the filtered columns too, so filtered counts and pages are read from the
-- index alone; and exports recorded in the history, which names no application for them.
-- One transaction: every index is built first (a build lets the list be read, not written), and
-- what locks a table whole (the swap of the registration index, the history's changes) comes last,
-- just before the commit, so the list is never unreadable while the indexes are built.
CREATE INDEX "applications_created_idx_next" ON "applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"is_status","current_n","job_title");--> statement-breakpoint
CREATE INDEX "applications_nationality_idx" ON "applications" USING btree (lower("current_n"),"created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"is_status","current_n","job_title");--> statement-breakpoint
CREATE INDEX "applications_job_title_idx" ON "applications" USING btree ("job_title","created_at" DESC NULLS LAST,"id" DESC NULLS LAST,"is_status","current_n");--> statement-breakpoint
CREATE INDEX "applications_surname_idx" ON "applications" USING btree (lower("surname") collate "C","id","surname","is_status","current_n","job_title","created_at");--> statement-breakpoint
CREATE INDEX "applications_approve_idx" ON "applications" USING btree ("approve","id","is_status","current_n","job_title","created_at");--> statement-breakpoint
CREATE INDEX "applications_pending_idx" ON "applications" USING btree ("pending","id","is_status","current_n","job_title","created_at");--> statement-breakpoint
DROP INDEX "applications_created_idx";--> statement-breakpoint
ALTER INDEX "applications_created_idx_next" RENAME TO "applications_created_idx";--> statement-breakpoint
ALTER TABLE "application_history" ALTER COLUMN "application_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_check" CHECK (("application_history"."action" = 'exported') = ("application_history"."application_id" is null));
