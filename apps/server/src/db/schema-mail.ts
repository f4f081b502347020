/** Email waiting to go, going and gone (mail/). */
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './schema-columns.ts';
import { applications } from './schema-applications.ts';

/**
 * Email to applicants and staff (mail/): written in the transaction of the event that causes it,
 * then delivered by the mail worker of whichever instance claims it first.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: text('id').primaryKey(),
    /** What caused it: `registered`, `approved`, `rejected`, `pending`, `documents`, `test`. */
    event: text('event').notNull(),
    /** The application it tells about; its messages go with it. */
    applicationId: text('application_id').references(() => applications.id, { onDelete: 'cascade' }),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** `waiting`: for an application with no email address yet; queued once one is saved. */
    state: text('state', { enum: ['queued', 'waiting', 'sending', 'sent', 'failed'] }).notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    /** When a queued message is next tried; while sending, when the claim lapses; once failed, when it failed. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull().defaultNow(),
    /** Why the last attempt failed, or why nothing was tried ('' once sent). */
    lastError: text('last_error').notNull().default(''),
    /** The documents a `documents` notice names: a later upload within its hold folds in, and the words are written again. */
    documentLabels: text('document_labels').array().notNull().default(sql`'{}'`),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    index('outbox_due_idx').on(t.dueAt).where(sql`${t.state} in ('queued', 'sending')`),
    index('outbox_application_idx').on(t.applicationId, t.createdAt),
    // A message waits for the earlier ones to its recipient (their delivery jobs may run at once, ADR 054).
    index('outbox_recipient_pending_idx').on(t.recipient, t.createdAt).where(sql`${t.state} in ('queued', 'sending')`),
    // What the hourly maintenance prunes, oldest first, found without reading the rest (ADR 042).
    index('outbox_sent_idx').on(t.sentAt).where(sql`${t.state} = 'sent'`),
    index('outbox_failed_idx').on(t.dueAt).where(sql`${t.state} = 'failed'`),
  ],
);
