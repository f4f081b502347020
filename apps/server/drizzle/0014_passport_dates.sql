-- ADR 033: the passport's issue and expiry dates (YYYY-MM-DD, '' when not known: a constant
-- default, so adding them rewrites no row on PostgreSQL 11 and later), a partial index over the known
-- expiries for the dashboard and the daily digest (empty while every expiry is '': built at once),
-- what the digest has reported, and the days it ran on.
CREATE TABLE "passport_expiry_digests" (
	"day" text PRIMARY KEY NOT NULL,
	"applications" integer NOT NULL,
	"ran_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passport_expiry_notices" (
	"application_id" text NOT NULL,
	"passport_expiry" text NOT NULL,
	"threshold" integer NOT NULL,
	"reported_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "passport_expiry_notices_application_id_passport_expiry_threshold_pk" PRIMARY KEY("application_id","passport_expiry","threshold")
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "passport_issue" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "passport_expiry" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "passport_expiry_notices" ADD CONSTRAINT "passport_expiry_notices_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applications_passport_expiry_idx" ON "applications" USING btree ("passport_expiry","id") WHERE "applications"."passport_expiry" <> '';