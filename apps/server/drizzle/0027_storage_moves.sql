CREATE TABLE "storage_moves" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "storage_moves_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"source" text NOT NULL,
	"target" text NOT NULL,
	"target_location" text DEFAULT '' NOT NULL,
	"files" integer NOT NULL,
	"finished_at" timestamp with time zone DEFAULT now() NOT NULL
);
