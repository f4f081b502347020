import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';

export type OutboxRow = typeof outbox.$inferSelect;

/** A message as an event writes it: already in words, to one recipient. */
export interface OutgoingMessage {
  event: string;
  applicationId?: string | null;
  recipient: string;
  subject: string;
  text: string;
  html: string;
  /** The documents an upload notice names (kept for the uploads that fold into it). */
  documentLabels?: string[];
  /** Held this long before it is first tried (an upload notice waiting for more uploads). */
  holdSeconds?: number;
}

/** Attempts before a message is marked failed: with the backoff below, about 18 hours of trying. */
export const MAX_ATTEMPTS = 8;
/** How long a claimed message is an instance's to send; past it, another may take it (a crash). */
export const CLAIM_SECONDS = 300;
export const NOT_CONFIGURED = 'mail is not configured';
/** Why a message to an application with no email address waits (ADR 035). */
export const NO_ADDRESS = 'no email address yet';
/**
 * How long an upload notice waits for more uploads to the same application: what is uploaded within
 * ten minutes of the first upload goes as one email naming each document (ADR 036).
 */
export const UPLOAD_NOTICE_HOLD_SECONDS = 600;

/** Wait before attempt n + 1: 1 minute, tripled each time, at most 6 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(6 * 3600, 60 * 3 ** Math.max(0, attempts - 1));
}

/**
 * Writes a message, in the transaction of the event that causes it: a rolled-back write sends nothing.
 * One with no recipient (an applicant with no email address yet) waits for one: `addressWaiting`.
 */
export async function queueMessage(tx: Tx | Database, message: OutgoingMessage): Promise<string> {
  const id = newId();
  await tx.insert(outbox).values({
    id,
    event: message.event,
    applicationId: message.applicationId ?? null,
    recipient: message.recipient,
    subject: message.subject,
    textBody: message.text,
    htmlBody: message.html,
    documentLabels: message.documentLabels ?? [],
    ...(message.holdSeconds ? { dueAt: sql`now() + make_interval(secs => ${message.holdSeconds})` } : {}),
    ...(message.recipient ? {} : { state: 'waiting' as const, lastError: NO_ADDRESS }),
  });
  return id;
}

/**
 * The address an application now has, for its messages that waited for one: queued to it, in the
 * transaction that saved the address. Due since they were written, so they are due now and go in the
 * order they were written (the claim takes the earliest due first). Whether any were released, for a
 * kick after the commit.
 */
export async function addressWaiting(tx: Tx, applicationId: string, recipient: string): Promise<boolean> {
  if (!recipient) return false;
  const released = await tx
    .update(outbox)
    .set({ recipient, state: 'queued', lastError: '', dueAt: sql`${outbox.createdAt}` })
    .where(and(eq(outbox.applicationId, applicationId), eq(outbox.state, 'waiting')))
    .returning({ id: outbox.id });
  return released.length > 0;
}

/**
 * The application's upload notice still inside its hold (queued, or waiting for an address), never
 * tried, locked until the transaction
 * ends: a worker's claim skips a locked row, and one whose hold has ended (the worker's to take) is
 * not returned. Two uploads to one application are already one after the other: each holds the
 * application's row (requireRow).
 */
export async function heldUploadNotice(tx: Tx, applicationId: string): Promise<OutboxRow | undefined> {
  const [row] = await tx
    .select()
    .from(outbox)
    .where(and(
      eq(outbox.applicationId, applicationId), eq(outbox.event, 'documents'), inArray(outbox.state, ['queued', 'waiting']), eq(outbox.attempts, 0),
      sql`${outbox.dueAt} > now()`,
    ))
    .orderBy(desc(outbox.createdAt))
    .limit(1)
    .for('update');
  return row;
}

/** A held upload notice written again with the documents of every upload so far, to the address the application has now. */
export async function rewriteHeldNotice(tx: Tx, id: string, message: OutgoingMessage): Promise<void> {
  await tx
    .update(outbox)
    .set({ recipient: message.recipient, subject: message.subject, textBody: message.text, htmlBody: message.html, documentLabels: message.documentLabels ?? [] })
    .where(eq(outbox.id, id));
}

/**
 * Takes up to `limit` due messages for this instance: queued ones whose time has come, and sending
 * ones whose claim lapsed (the instance that took them stopped). SKIP LOCKED: two instances never
 * take the same message, and neither waits for the other.
 */
export async function claimDue(db: Database, limit: number): Promise<OutboxRow[]> {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.state, ['queued', 'sending']), lte(outbox.dueAt, sql`now()`)))
    .orderBy(outbox.dueAt)
    .limit(limit)
    .for('update', { skipLocked: true });
  const claimed = await db
    .update(outbox)
    .set({ state: 'sending', attempts: sql`${outbox.attempts} + 1`, dueAt: sql`now() + make_interval(secs => ${CLAIM_SECONDS})` })
    .where(inArray(outbox.id, due))
    .returning();
  return claimed.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}

/** Messages whose words must not outlive their sending (a link to choose a password): emptied once sent or failed. */
export const LINK_EVENTS: readonly string[] = ['password-reset', 'staff-invitation', 'documentRequest', 'documentRefused'];
const scrubbed = (row: OutboxRow) => (LINK_EVENTS.includes(row.event) ? { textBody: '', htmlBody: '' } : {});

/**
 * Only while the claim is still this attempt's: an attempt that outlived its claim (another instance
 * took the message since) must not write over the other's outcome.
 */
const stillClaimed = (row: OutboxRow) => and(eq(outbox.id, row.id), eq(outbox.state, 'sending'), eq(outbox.attempts, row.attempts));

export async function markSent(db: Database, row: OutboxRow): Promise<void> {
  await db.update(outbox).set({ state: 'sent', sentAt: new Date(), lastError: '', ...scrubbed(row) }).where(stillClaimed(row));
}

/**
 * A failed attempt: tried again later, or failed for good after MAX_ATTEMPTS (or when `final`). A
 * message failed for good keeps when it failed in `due_at`: its time in the outbox counts from then (ADR 042).
 */
export async function markAttemptFailed(db: Database, row: OutboxRow, reason: string, final = false): Promise<void> {
  const lastError = reason.slice(0, 500);
  if (final || row.attempts >= MAX_ATTEMPTS) {
    await db.update(outbox).set({ state: 'failed', lastError, dueAt: sql`now()`, ...scrubbed(row) }).where(stillClaimed(row));
    return;
  }
  const delay = retryDelaySeconds(row.attempts);
  await db
    .update(outbox)
    .set({ state: 'queued', lastError, dueAt: sql`now() + make_interval(secs => ${delay})` })
    .where(stillClaimed(row));
}

/** Without SMTP_URL nothing is tried: queued messages say why they wait. */
export async function noteNotConfigured(db: Database): Promise<void> {
  await db.update(outbox).set({ lastError: NOT_CONFIGURED }).where(sql`${outbox.state} = 'queued' and ${outbox.lastError} = ''`);
}

/** An application's messages, newest first. */
export async function messagesOf(db: Database, applicationId: string): Promise<OutboxRow[]> {
  return db.select().from(outbox).where(eq(outbox.applicationId, applicationId)).orderBy(desc(outbox.createdAt), desc(outbox.id));
}

/**
 * Queues a copy of one of the application's messages to `recipient` (the application's address now:
 * staff may have corrected a mistyped one), with a new Message-ID: it is meant to arrive again.
 * Null if there is no such message.
 */
export async function queueCopy(db: Database, applicationId: string, messageId: string, recipient: string): Promise<OutboxRow | null> {
  const [row] = await db.select().from(outbox).where(and(eq(outbox.id, messageId), eq(outbox.applicationId, applicationId)));
  if (!row) return null;
  const id = await queueMessage(db, { event: row.event, applicationId, recipient, subject: row.subject, text: row.textBody, html: row.htmlBody });
  const [copy] = await db.select().from(outbox).where(eq(outbox.id, id));
  return copy ?? null;
}
