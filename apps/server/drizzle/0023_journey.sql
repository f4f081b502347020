CREATE TABLE "application_stage_events" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"stage" text NOT NULL,
	"name" text NOT NULL,
	"on" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "destination" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_since" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "stage_due" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "application_stage_events" ADD CONSTRAINT "application_stage_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_stage_events_app_idx" ON "application_stage_events" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "applications_stage_idx" ON "applications" USING btree ("stage","stage_since","id","stage_due","is_status","current_n","job_title","created_at");--> statement-breakpoint
CREATE INDEX "applications_stage_since_idx" ON "applications" USING btree ("stage_since","id","stage_due","stage","is_status","current_n","job_title","created_at");--> statement-breakpoint
CREATE INDEX "applications_stage_due_idx" ON "applications" USING btree ("stage_due","id") WHERE "applications"."stage_due" <> '';