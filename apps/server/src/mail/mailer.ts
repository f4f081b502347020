import { eq } from 'drizzle-orm';
import {
  MAIL_MESSAGES, callingCodeOf, internationalPhone, type ApplicationMessages, type OutboxMessage, type StaffMessage, type WhatsAppLink,
} from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { mailSiteOrigin } from '../http/site-origin.ts';
import { addresseeOf, requireRow, type ApplicationRow } from '../applications/application-row.ts';
import { readSettings } from '../settings/settings.ts';
import { applicantMessage, staffMessage, whatsAppText, type Addressee, type ApplicantEvent, type Sender } from './applicant-messages.ts';
import { heldMessage, heldUploadNotice, LINK_EVENTS, messagesOf, queueCopy, queueMessage, rewriteHeldNotice, UPLOAD_NOTICE_HOLD_SECONDS, type OutboxRow, type OutgoingMessage } from './outbox.ts';
import { passportExpiryDigest, type DigestEntry, type OverdueDigest } from './passport-expiry-messages.ts';
import { passwordResetMessage, staffApprovedMessage, staffInvitationMessage, type StaffAddressee } from './staff-messages.ts';
import { INVITATION_DAYS, stageNameIn, type LocalText } from '@visadesk/contract';
import { readStages } from '../stages/stages-settings.ts';
import { stageDocumentNames } from '../stages/stage-documents.ts';

/** The step a WhatsApp text names: the application's current stage when the applicant sees it. */
async function currentStep(db: Database, id: string) {
  const stage = id ? (await readStages(db)).stages.find((candidate) => candidate.id === id && candidate.visible) : undefined;
  return stage ? { name: stageNameIn(stage), documents: await stageDocumentNames(db, stage) } : undefined;
}

export interface MailerOptions {
  db: Database;
  publicUrl: string | undefined;
  /** Whether SMTP_URL is set: the desk says so when it is not. */
  configured: boolean;
}

const asMessage = (row: OutboxRow): OutboxMessage => ({
  _id: row.id,
  event: row.event,
  recipient: row.recipient,
  subject: row.subject,
  state: row.state,
  attempts: row.attempts,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  dueAt: row.dueAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/**
 * What the applications service tells applicants: `queue` writes the message in the event's own
 * transaction, with its delivery job (a rolled-back change sends nothing; a committed one is picked up at once).
 * Neither waits for, nor fails on, the mail server. The desk reads and resends through it too.
 */
/** A label kept with a held upload notice: its JSON, or (written before labels had languages) its English. */
function storedLabel(kept: string): LocalText {
  try {
    const label: unknown = JSON.parse(kept);
    if (typeof label === 'object' && label !== null && typeof (label as { en?: unknown }).en === 'string') return label as LocalText;
  } catch {
    // Plain English, as kept before.
  }
  return { en: kept };
}

export class Mailer {
  private readonly options: MailerOptions;

  constructor(options: MailerOptions) {
    this.options = options;
  }

  /**
   * An email's link to the site, `path` on PUBLIC_URL; without it, on a stand-in the worker fills in
   * when the email goes out (ADR 041). Never the Host header of the request that queued it.
   */
  link(path: string): string {
    return `${mailSiteOrigin(this.options.publicUrl)}${path}`;
  }

  /** To an applicant with no email address yet the message waits, and goes once one is saved. */
  async queue(tx: Tx, to: Addressee, event: ApplicantEvent): Promise<void> {
    const settings = await readSettings(tx);
    // A move's email is the stage's own to decide (its `email` flag, ADR 049), the others Settings' events.
    // A link the applicant asked for documents by is the point of the request: it always goes; so does a payment's receipt.
    const own = event.kind === 'stage' || event.kind === 'documentRequest' || event.kind === 'documentRefused' || event.kind === 'receipt';
    if (!own && !settings.mail.events[event.kind === 'status' ? 'status' : event.kind]) return;
    const sender = { ...settings, siteUrl: this.link('') };
    if (event.kind === 'documents') {
      await this.queueUploadNotice(tx, to, event.labels, sender);
      return;
    }
    const message = applicantMessage(event, to, sender);
    await this.put(tx, { ...message, applicationId: to.applicationId, recipient: to.email });
  }

  /**
   * An upload notice waits UPLOAD_NOTICE_HOLD_SECONDS for more uploads; one made meanwhile is folded
   * into it (each document named once, in the order they came) and its words are written again, in
   * the applicant's language. After the hold a new upload starts a new notice.
   */
  private async queueUploadNotice(tx: Tx, to: Addressee, labels: LocalText[], sender: Sender): Promise<void> {
    const held = await heldUploadNotice(tx, to.applicationId);
    // Each label is kept as its JSON (every language's version), so the rewrite names it in the applicant's.
    const documentLabels = [...new Set([...(held?.documentLabels ?? []), ...labels.map((label) => JSON.stringify(label))])];
    const shown = documentLabels.map(storedLabel);
    const message = { ...applicantMessage({ kind: 'documents', labels: shown }, to, sender), recipient: to.email, documentLabels };
    if (held) await rewriteHeldNotice(tx, held.id, message);
    else await this.put(tx, { ...message, applicationId: to.applicationId, holdSeconds: UPLOAD_NOTICE_HOLD_SECONDS });
  }

  /** What a member of staff wrote to the applicant, in the change's transaction: listed on the desk like every message. */
  async queueStaffMessage(tx: Tx, to: Addressee, written: StaffMessage): Promise<OutboxMessage> {
    const settings = await readSettings(tx);
    const message = staffMessage(written.subject, written.text, to, { ...settings, siteUrl: this.link('') });
    const id = await this.put(tx, { ...message, applicationId: to.applicationId, recipient: to.email });
    const [row] = await tx.select().from(outbox).where(eq(outbox.id, id));
    return asMessage(row as OutboxRow);
  }

  /** Tells a staff member whose registration was just approved that they can sign in. */
  async queueStaffApproved(tx: Tx, to: StaffAddressee): Promise<void> {
    const { consultancyName } = await readSettings(tx);
    const message = staffApprovedMessage(to, consultancyName, this.link(''));
    await this.put(tx, { ...message, recipient: to.email });
  }

  /** The reset link for a staff member who asked for one, and the minutes it works for. */
  async queuePasswordReset(tx: Tx, to: StaffAddressee, link: string, minutes: number): Promise<void> {
    const { consultancyName } = await readSettings(tx);
    await this.put(tx, { ...passwordResetMessage(to, consultancyName, link, minutes), recipient: to.email });
  }

  /** The daily digest of expiring passports to one staff member: the links lead to PUBLIC_URL (mail needs it set). */
  async queuePassportExpiryDigest(tx: Tx, to: StaffAddressee, entries: DigestEntry[], overdue?: OverdueDigest): Promise<void> {
    const { consultancyName } = await readSettings(tx);
    await this.put(tx, { ...passportExpiryDigest(to, entries, consultancyName, this.link(''), overdue), recipient: to.email });
  }

  /** A new staff member's invitation: the link to choose a password, single-use, 7 days. */
  async queueStaffInvitation(tx: Tx, to: StaffAddressee, link: string): Promise<void> {
    const { consultancyName } = await readSettings(tx);
    await this.put(tx, { ...staffInvitationMessage(to, consultancyName, link, INVITATION_DAYS), recipient: to.email });
  }

  /** A message and its delivery job; without SMTP_URL it says why it waits. */
  private put(tx: Tx, message: OutgoingMessage): Promise<string> {
    return queueMessage(tx, message, this.options.configured);
  }

  /** Whether SMTP_URL is set: without it, queued email waits and says why. */
  get configured(): boolean {
    return this.options.configured;
  }

  /** The application's messages, newest first, and its WhatsApp link; 404 when there is no such application. */
  async list(applicationId: string): Promise<ApplicationMessages> {
    const { db, configured } = this.options;
    const row = await requireRow(db, applicationId);
    const messages = (await messagesOf(db, applicationId)).map(asMessage);
    return { mailConfigured: configured, messages, whatsApp: await this.whatsApp(row) };
  }

  /**
   * `https://wa.me/<number>?text=<the current status's message>` for the applicant's phone; rows saved
   * before phones had a code use their nationality's when the number fits it. Null when none fits.
   * The text leaves at once, from staff's own phone: without PUBLIC_URL it names no page (ADR 041).
   */
  private async whatsApp(row: ApplicationRow): Promise<WhatsAppLink | null> {
    const phone = internationalPhone(row.phone, row.phoneCode || callingCodeOf(row.currentN));
    if (!phone) return null;
    const settings = await readSettings(this.options.db);
    const step = await currentStep(this.options.db, row.stage);
    const text = whatsAppText(row.isStatus, row.statusReason, addresseeOf(row), { ...settings, siteUrl: this.options.publicUrl }, step);
    return { number: phone.e164, url: `https://wa.me/${phone.e164.slice(1)}?text=${encodeURIComponent(text)}` };
  }

  /** Queues one of the application's messages again, as a new message. */
  async resend(applicationId: string, messageId: string): Promise<OutboxMessage> {
    const { db, configured } = this.options;
    const application = await requireRow(db, applicationId);
    const copy = await db.transaction(async (tx) => {
      const kept = await heldMessage(tx, applicationId, messageId);
      if (!kept) throw new HttpError(404, MAIL_MESSAGES.messageNotFound);
      // A message carrying a link is emptied once it has gone (LINK_EVENTS): there is nothing to send again.
      if (LINK_EVENTS.includes(kept.event) && kept.state !== 'queued' && kept.state !== 'waiting') throw new HttpError(409, MAIL_MESSAGES.linkNotKept);
      return queueCopy(tx, kept, application.email, configured);
    });
    return asMessage(copy);
  }
}
