-- What the hourly maintenance prunes (ADR 042): sent email by when it was sent, failed email by when
-- it failed, each found oldest first without reading the rest of the outbox.
CREATE INDEX "outbox_sent_idx" ON "outbox" USING btree ("sent_at") WHERE "outbox"."state" = 'sent';--> statement-breakpoint
CREATE INDEX "outbox_failed_idx" ON "outbox" USING btree ("due_at") WHERE "outbox"."state" = 'failed';
