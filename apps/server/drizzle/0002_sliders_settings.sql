CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sliders" (
	"id" text PRIMARY KEY NOT NULL,
	"thumbnail" text NOT NULL,
	"title" text NOT NULL,
	"image_file_id" text,
	"image_thumb_file_id" text,
	"image_original_file_id" text,
	"status" text DEFAULT 'unpublished' NOT NULL,
	"shown_on_navbar" boolean DEFAULT false NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_image_file_id_files_id_fk" FOREIGN KEY ("image_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_image_thumb_file_id_files_id_fk" FOREIGN KEY ("image_thumb_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sliders" ADD CONSTRAINT "sliders_image_original_file_id_files_id_fk" FOREIGN KEY ("image_original_file_id") REFERENCES "public"."files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sliders_order_idx" ON "sliders" USING btree ("sort_order","created_at");