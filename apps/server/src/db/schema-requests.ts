/** Documents asked of the applicant by a link, its tokens, and the files that arrive by it (ADR 050). */
import { sql } from 'drizzle-orm';
import type { DocumentSlotKey } from '@visadesk/contract';
import { bigint, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './schema-columns.ts';
import { files } from './schema-files.ts';
import { applications } from './schema-applications.ts';

/** What staff asked for, in the order they chose it: slots (`file3`) and checklist labels (English). */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: text('id').primaryKey(),
    applicationId: text('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    slots: text('slots').array().$type<DocumentSlotKey[]>().notNull(),
    extras: text('extras').array().notNull(),
    message: text('message').notNull().default(''),
    /** The days the link works, kept to give a refused document's new link as many. */
    days: integer('days').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    actorId: text('actor_id'),
    actorName: text('actor_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('document_requests_app_idx').on(t.applicationId, t.createdAt)],
);

/**
 * The links of a request, each kept only as the sha256 of its token: the first, and one more each
 * time a refusal asks the applicant to send a document again. Every link of a request works while
 * the request is open.
 */
export const documentRequestTokens = pgTable('document_request_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  requestId: text('request_id').notNull().references(() => documentRequests.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
}, (t) => [index('document_request_tokens_request_idx').on(t.requestId)]);

/**
 * A file the applicant sends for one asked document; its id is the tus upload's. `receiving` while
 * its bytes arrive (kept by the upload store, not yet a stored file), `review` once stored and
 * waiting for staff, then `accepted` (the file now belongs to the slot or extra document: `fileId`
 * is cleared) or `refused` (the file removed; `reason` says why, by staff or by the upload rules).
 */
export const documentUploads = pgTable(
  'document_uploads',
  {
    id: text('id').primaryKey(),
    requestId: text('request_id').notNull().references(() => documentRequests.id, { onDelete: 'cascade' }),
    applicationId: text('application_id').notNull().references(() => applications.id, { onDelete: 'cascade' }),
    slot: text('slot').notNull().default(''),
    extra: text('extra').notNull().default(''),
    filename: text('filename').notNull().default(''),
    size: bigint('size', { mode: 'number' }).notNull(),
    state: text('state').$type<'receiving' | 'review' | 'accepted' | 'refused'>().notNull().default('receiving'),
    fileId: text('file_id').references(() => files.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewerName: text('reviewer_name').notNull().default(''),
    createdAt: createdAt(),
    /** The last time bytes arrived: an upload still `receiving` a day later is abandoned. */
    updatedAt: updatedAt(),
  },
  (t) => [
    index('document_uploads_request_idx').on(t.requestId, t.createdAt),
    index('document_uploads_review_idx').on(t.applicationId).where(sql`${t.state} = 'review'`),
    index('document_uploads_receiving_idx').on(t.updatedAt).where(sql`${t.state} = 'receiving'`),
  ],
);
