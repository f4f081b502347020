-- An applicant's email is optional ('' when none) and unique only when given, so
-- the unique index leaves out the empty ones. Every stored email is non-empty (it was required), so
-- the new index holds exactly what the old one held: no row changes. Built before the old one is
-- dropped, so no moment goes without the rule. Outbox messages to an application with no address
-- wait in the state 'waiting' (text, no constraint to change).
CREATE UNIQUE INDEX "applications_email_given_key" ON "applications" USING btree ("email") WHERE "applications"."email" <> '';--> statement-breakpoint
DROP INDEX "applications_email_key";--> statement-breakpoint
ALTER INDEX "applications_email_given_key" RENAME TO "applications_email_key";
