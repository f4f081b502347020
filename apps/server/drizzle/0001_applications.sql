CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE TABLE "application_documents" (
	"application_id" text NOT NULL,
	"slot" text NOT NULL,
	"file_id" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_documents_application_id_slot_pk" PRIMARY KEY("application_id","slot")
);
--> statement-breakpoint
CREATE TABLE "application_history" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"action" text NOT NULL,
	"detail" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "application_stats" (
	"status" text PRIMARY KEY NOT NULL,
	"count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" text PRIMARY KEY NOT NULL,
	"surname" text NOT NULL,
	"given_n" text NOT NULL,
	"sex" text NOT NULL,
	"dob" text NOT NULL,
	"birth_city" text NOT NULL,
	"current_n" text NOT NULL,
	"identification" text NOT NULL,
	"national_id" text NOT NULL,
	"company" text NOT NULL,
	"duty_duration" text NOT NULL,
	"job_title" text NOT NULL,
	"salary" text NOT NULL,
	"passport" text NOT NULL,
	"issued_country" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"photo_file_id" text,
	"photo_thumb_file_id" text,
	"photo_original_file_id" text,
	"is_admin" boolean DEFAULT false NOT NULL,
	"is_status" text DEFAULT 'pending' NOT NULL,
	"pending" text DEFAULT '' NOT NULL,
	"approve" text DEFAULT '' NOT NULL,
	"search_text" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "file_blobs" (
	"key" text PRIMARY KEY NOT NULL,
	"data" "bytea" NOT NULL
);
--> statement-breakpoint
CREATE TABLE "files" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"original_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_documents" ADD CONSTRAINT "application_documents_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_history" ADD CONSTRAINT "application_history_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_photo_file_id_files_id_fk" FOREIGN KEY ("photo_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_photo_thumb_file_id_files_id_fk" FOREIGN KEY ("photo_thumb_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_photo_original_file_id_files_id_fk" FOREIGN KEY ("photo_original_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_history_app_idx" ON "application_history" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "application_history_created_idx" ON "application_history" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "applications_passport_key" ON "applications" USING btree ("passport");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_email_key" ON "applications" USING btree ("email");--> statement-breakpoint
CREATE INDEX "applications_created_idx" ON "applications" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "applications_enquiry_idx" ON "applications" USING btree ("passport",lower("current_n"),"dob");--> statement-breakpoint
CREATE INDEX "applications_search_trgm_idx" ON "applications" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
INSERT INTO "application_stats" ("status", "count") VALUES ('pending', 0), ('approved', 0), ('rejected', 0) ON CONFLICT DO NOTHING;
