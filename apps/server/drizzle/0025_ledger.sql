CREATE TABLE "ledger_entries" (
	"id" text PRIMARY KEY NOT NULL,
	"application_id" text,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"method" text DEFAULT '' NOT NULL,
	"reference" text DEFAULT '' NOT NULL,
	"on" text NOT NULL,
	"actor_id" text,
	"actor_name" text NOT NULL,
	"receipt_no" text,
	"reverses" text,
	"reason" text DEFAULT '' NOT NULL,
	"worker_name" text NOT NULL,
	"passport_end" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_entries_receipt_no_unique" UNIQUE("receipt_no"),
	CONSTRAINT "ledger_entries_reverses_unique" UNIQUE("reverses"),
	CONSTRAINT "ledger_entries_amount_positive" CHECK ("ledger_entries"."amount" > 0),
	CONSTRAINT "ledger_entries_kind" CHECK ("ledger_entries"."kind" in ('charge', 'payment', 'refund', 'reversal'))
);
--> statement-breakpoint
CREATE TABLE "receipt_series" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_entries_app_idx" ON "ledger_entries" USING btree ("application_id","created_at");--> statement-breakpoint
CREATE INDEX "ledger_entries_on_idx" ON "ledger_entries" USING btree ("on","created_at");