CREATE TABLE "demand_callbacks" (
	"id" text PRIMARY KEY NOT NULL,
	"demand_id" text NOT NULL,
	"position_id" text NOT NULL,
	"name" text NOT NULL,
	"phone" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"application" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demands" (
	"id" text PRIMARY KEY NOT NULL,
	"employer_name" text NOT NULL,
	"employer_country" text NOT NULL,
	"employer_city" text DEFAULT '' NOT NULL,
	"positions" jsonb NOT NULL,
	"approval_no" text DEFAULT '' NOT NULL,
	"approval_date" text DEFAULT '' NOT NULL,
	"interview_date" text DEFAULT '' NOT NULL,
	"interview_place" text DEFAULT '' NOT NULL,
	"closes" text NOT NULL,
	"state" text DEFAULT 'draft' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "demands_state" CHECK ("demands"."state" in ('draft', 'open', 'filled', 'closed'))
);
--> statement-breakpoint
ALTER TABLE "application_history" DROP CONSTRAINT "application_history_application_check";--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "demand" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "position" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "demand_callbacks" ADD CONSTRAINT "demand_callbacks_demand_id_demands_id_fk" FOREIGN KEY ("demand_id") REFERENCES "public"."demands"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demand_callbacks_demand_idx" ON "demand_callbacks" USING btree ("demand_id","created_at");--> statement-breakpoint
CREATE INDEX "demand_callbacks_created_idx" ON "demand_callbacks" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "demands_state_idx" ON "demands" USING btree ("state","closes","created_at");--> statement-breakpoint
CREATE INDEX "demands_created_idx" ON "demands" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_demand_idx" ON "applications" USING btree ("demand","position","is_status","stage") WHERE "applications"."demand" <> '';--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_check" CHECK (("application_history"."action" in ('exported', 'deleted', 'staff', 'settings', 'demand')) = ("application_history"."application_id" is null));