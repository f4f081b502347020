CREATE TABLE "document_request_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_requests" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text NOT NULL,
	"slots" text[] NOT NULL,
	"extras" text[] NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"days" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_uploads" (
	"id" text PRIMARY KEY NOT NULL,
	"request_id" text NOT NULL,
	"application_id" text NOT NULL,
	"slot" text DEFAULT '' NOT NULL,
	"extra" text DEFAULT '' NOT NULL,
	"filename" text DEFAULT '' NOT NULL,
	"size" bigint NOT NULL,
	"state" text DEFAULT 'receiving' NOT NULL,
	"file_id" text,
	"reason" text DEFAULT '' NOT NULL,
	"received_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"reviewer_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "document_request_tokens" ADD CONSTRAINT "document_request_tokens_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_requests" ADD CONSTRAINT "document_requests_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_request_id_document_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."document_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_uploads" ADD CONSTRAINT "document_uploads_file_id_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "document_request_tokens_request_idx" ON "document_request_tokens" USING btree ("request_id");--> statement-breakpoint
CREATE INDEX "document_requests_app_idx" ON "document_requests" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "document_uploads_request_idx" ON "document_uploads" USING btree ("request_id","created_at");--> statement-breakpoint
CREATE INDEX "document_uploads_review_idx" ON "document_uploads" USING btree ("application_id") WHERE "document_uploads"."state" = 'review';--> statement-breakpoint
CREATE INDEX "document_uploads_receiving_idx" ON "document_uploads" USING btree ("updated_at") WHERE "document_uploads"."state" = 'receiving';