-- The documents an upload notice names, kept so that a later upload within its ten minutes
-- folds into the same message, re-rendered (a constant default: adding it rewrites no row). And the
-- staff search finds an application by its phone number: the haystack gains the international digits
-- (code and number) and the national form with a trunk 0, as services/application-writes.ts writes
-- them; rows without a phone are left as they are.
ALTER TABLE "outbox" ADD COLUMN "document_labels" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
UPDATE "applications" SET "search_text" = "search_text" || ' ' || "phone_code" || "phone" || ' 0' || "phone" WHERE "phone" <> '';
