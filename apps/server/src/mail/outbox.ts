import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database, Tx } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';
import { addJob, removeJob, type JobSpec } from '../lib/job-queue.ts';

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

/** The job queue's task that sends one message (ADR 054). */
export const SEND_EMAIL = 'send-email';
/** A message's one waiting delivery job: adding it again moves it, never doubles it. */
const keyOf = (id: string) => `outbox:${id}`;
const deliveryJob = (id: string, runAt?: JobSpec['runAt']): JobSpec => ({ task: SEND_EMAIL, payload: { id }, key: keyOf(id), ...(runAt ? { runAt } : {}) });
const secondsFromNow = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Wait before attempt n + 1: 1 minute, tripled each time, at most 6 hours. */
export function retryDelaySeconds(attempts: number): number {
  return Math.min(6 * 3600, 60 * 3 ** Math.max(0, attempts - 1));
}

/**
 * Writes a message, in the transaction of the event that causes it: a rolled-back write sends nothing.
 * One with no recipient (an applicant with no email address yet) waits for one: `addressWaiting`.
 */
export async function queueMessage(tx: Tx, message: OutgoingMessage, configured = true): Promise<string> {
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
    ...(message.holdSeconds ? { dueAt: secondsFromNow(message.holdSeconds) } : {}),
    ...(message.recipient ? (configured ? {} : { lastError: NOT_CONFIGURED }) : { state: 'waiting' as const, lastError: NO_ADDRESS }),
  });
  // Its delivery, in the same transaction: a message written is a message sent, and nothing else is.
  if (message.recipient) await addJob(tx, deliveryJob(id, message.holdSeconds ? secondsFromNow(message.holdSeconds) : undefined));
  return id;
}

/**
 * The address an application now has, for its messages that waited for one: queued to it, in the
 * transaction that saved the address. Due since they were written, so they are due now and go in the
 * order they were written (their jobs run in the order they were added, the earliest due first).
 * Whether any were released.
 */
export async function addressWaiting(tx: Tx, applicationId: string, recipient: string, configured = true): Promise<boolean> {
  if (!recipient) return false;
  const released = await tx
    .update(outbox)
    .set({ recipient, state: 'queued', lastError: configured ? '' : NOT_CONFIGURED, dueAt: sql`${outbox.createdAt}` })
    .where(and(eq(outbox.applicationId, applicationId), eq(outbox.state, 'waiting')))
    .returning({ id: outbox.id, createdAt: outbox.createdAt });
  released.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  for (const { id } of released) await addJob(tx, deliveryJob(id));
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
 * The message of a delivery job, claimed for one attempt when it is due: queued and its time come,
 * or sending with its claim lapsed (the instance that took it stopped mid-send), and none written
 * before it to the same address still to go first. The claim carries
 * its own job at the claim's end, so a crash mid-send is tried again then, by any instance. A
 * message not yet due gets a job at its time instead, and null; so does one another transaction
 * holds (SKIP LOCKED: no instance waits for another).
 */
export async function claimMessage(db: Database, id: string): Promise<OutboxRow | null> {
  return db.transaction(async (tx) => {
    // In the order they were written, to each recipient: not while an earlier one to the same
    // address is being sent or is due (a later retry of a failing one holds nothing back).
    const earlier = sql`exists (select 1 from outbox earlier where earlier.recipient = ${outbox.recipient}
      and earlier.state in ('queued', 'sending') and (earlier.created_at, earlier.id) < (${outbox.createdAt}, ${outbox.id})
      and (earlier.state = 'sending' or earlier.due_at <= now()))`;
    const due = tx.select({ id: outbox.id }).from(outbox)
      .where(and(eq(outbox.id, id), inArray(outbox.state, ['queued', 'sending']), lte(outbox.dueAt, sql`now()`), sql`not ${earlier}`))
      .for('update', { skipLocked: true });
    const [claimed] = await tx.update(outbox)
      .set({ state: 'sending', attempts: sql`${outbox.attempts} + 1`, dueAt: secondsFromNow(CLAIM_SECONDS) })
      .where(inArray(outbox.id, due))
      .returning();
    if (claimed) {
      await addJob(tx, deliveryJob(id, secondsFromNow(CLAIM_SECONDS)));
      return claimed;
    }
    // On the database's clock: at its due time, or in a second when it is due but held back.
    await tx.execute(sql`select graphile_worker.add_job(${SEND_EMAIL}, json_build_object('id', id), run_at => greatest(due_at, now() + interval '1 second'),
      job_key => 'outbox:' || id) from outbox where id = ${id} and state in ('queued', 'sending')`);
    return null;
  });
}

/**
 * A delivery job for every message waiting to go (queued, or sending under a claim), at its due
 * time: at each start, for messages written before the queue kept their jobs (an upgrade, a
 * restore), and when staff or a test moved a due time by hand.
 */
export async function scheduleDeliveries(db: Database, overdueSeconds?: number): Promise<void> {
  const overdue = overdueSeconds === undefined ? sql`true` : sql`due_at < now() - make_interval(secs => ${overdueSeconds})`;
  await db.execute(sql`select graphile_worker.add_jobs(array(
    select row(${SEND_EMAIL}, json_build_object('id', id), null, due_at, null, 'outbox:' || id, null, null)::graphile_worker.job_spec
    from outbox where state in ('queued', 'sending') and ${overdue} order by due_at, created_at))`);
}

/**
 * The queue's own follow-up (every minute, by one instance): a message due a minute ago and still
 * not sent lost its job (an instance stopped between taking the job and claiming the message,
 * which graphile-worker would leave locked for four hours); it gets a new one.
 */
export const OUTBOX_SWEEP = 'outbox-sweep';
export const sweepOverdue = (db: Database) => scheduleDeliveries(db, 60);

/** Messages whose words must not outlive their sending (a link to choose a password): emptied once sent or failed. */
export const LINK_EVENTS: readonly string[] = ['password-reset', 'staff-invitation', 'documentRequest', 'documentRefused'];
const scrubbed = (row: OutboxRow) => (LINK_EVENTS.includes(row.event) ? { textBody: '', htmlBody: '' } : {});

/**
 * Only while the claim is still this attempt's: an attempt that outlived its claim (another instance
 * took the message since) must not write over the other's outcome.
 */
const stillClaimed = (row: OutboxRow) => and(eq(outbox.id, row.id), eq(outbox.state, 'sending'), eq(outbox.attempts, row.attempts));

/** The attempt's outcome, with its job: none after the last attempt, the next one's otherwise. */
async function settle(db: Database, row: OutboxRow, set: PgUpdateSetSource<typeof outbox>, next: JobSpec['runAt'] | null): Promise<void> {
  await db.transaction(async (tx) => {
    const [settled] = await tx.update(outbox).set(set).where(stillClaimed(row)).returning({ id: outbox.id });
    if (!settled) return;
    if (next) await addJob(tx, deliveryJob(row.id, next));
    else await removeJob(tx, keyOf(row.id));
  });
}

export async function markSent(db: Database, row: OutboxRow): Promise<void> {
  await settle(db, row, { state: 'sent', sentAt: new Date(), lastError: '', ...scrubbed(row) }, null);
}

/**
 * A failed attempt: tried again later, or failed for good after MAX_ATTEMPTS (or when `final`). A
 * message failed for good keeps when it failed in `due_at`: its time in the outbox counts from then (ADR 042).
 */
export async function markAttemptFailed(db: Database, row: OutboxRow, reason: string, final = false): Promise<void> {
  const lastError = reason.slice(0, 500);
  if (final || row.attempts >= MAX_ATTEMPTS) {
    await settle(db, row, { state: 'failed', lastError, dueAt: sql`now()`, ...scrubbed(row) }, null);
    return;
  }
  const next = secondsFromNow(retryDelaySeconds(row.attempts));
  await settle(db, row, { state: 'queued', lastError, dueAt: next }, next);
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
 * One of the application's messages, held against its sending until the transaction ends (a sent
 * link message is emptied by the same update that marks it sent). Undefined if it is not the application's.
 */
export async function heldMessage(tx: Tx, applicationId: string, messageId: string): Promise<OutboxRow | undefined> {
  const [row] = await tx.select().from(outbox).where(and(eq(outbox.id, messageId), eq(outbox.applicationId, applicationId))).for('share');
  return row;
}

/**
 * Queues a copy of `row` to `recipient` (the application's address now: staff may have corrected a
 * mistyped one), with a new Message-ID: it is meant to arrive again.
 */
export async function queueCopy(tx: Tx, row: OutboxRow, recipient: string, configured = true): Promise<OutboxRow> {
  const message = { event: row.event, applicationId: row.applicationId, recipient, subject: row.subject, text: row.textBody, html: row.htmlBody };
  const id = await queueMessage(tx, message, configured);
  const [copy] = await tx.select().from(outbox).where(eq(outbox.id, id));
  return copy as OutboxRow;
}
