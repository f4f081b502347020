import type { FastifyBaseLogger } from 'fastify';
import { INVITATION_DAYS } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { withSiteOrigin } from '../http/site-origin.ts';
import { readSettings } from '../settings/settings.ts';
import { claimDue, markAttemptFailed, markSent, noteNotConfigured, type OutboxRow } from './outbox.ts';
import { messageIdFor, senderOf, type Mailbox, type SendMail } from './transport.ts';

export interface MailWorkerOptions {
  db: Database;
  send: SendMail | null;
  from: string | undefined;
  log: FastifyBaseLogger;
  /**
   * PUBLIC_URL, set whenever `send` is (config.ts): it takes the place of the stand-in in a message
   * queued before it was set (ADR 041).
   */
  publicUrl: string | undefined;
  /** How often the outbox is looked at without a kick (other instances' messages, retries). */
  pollMs?: number;
}

/** How old a link to choose a password may be when its email goes out: after that it no longer works. */
const LINK_LIFETIME_MS: Record<string, number> = {
  'password-reset': 30 * 60_000,
  'staff-invitation': INVITATION_DAYS * 24 * 60 * 60_000,
};

/** Why an attempt failed, in words for the desk: the SMTP reply or the network error, never a stack. */
export function reasonOf(error: unknown): string {
  if (typeof error === 'object' && error !== null) {
    const { response, message, code } = error as { response?: unknown; message?: unknown; code?: unknown };
    if (typeof response === 'string' && response) return response;
    if (typeof message === 'string' && message) return typeof code === 'string' ? `${code}: ${message}` : message;
  }
  return String(error);
}

/**
 * Delivers the outbox: on a kick (this instance just queued a message), and every few seconds for
 * retries and the other instances' messages. One pass at a time; a pass never throws.
 */
export class MailWorker {
  private readonly options: MailWorkerOptions;
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;

  constructor(options: MailWorkerOptions) {
    this.options = options;
  }

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.kick(), this.options.pollMs ?? 15_000);
    this.timer.unref();
    this.kick();
  }

  /** Look at the outbox now (or right after the pass under way). */
  kick = (): void => {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.pass().finally(() => {
      this.running = null;
      if (this.again) {
        this.again = false;
        this.kick();
      }
    });
  };

  /** Waits for the pass under way; starts no other. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    await this.running;
  }

  /** Resolves once no pass is running (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async pass(): Promise<void> {
    const { db, send, log } = this.options;
    try {
      if (!send) {
        await noteNotConfigured(db);
        return;
      }
      // Read once a pass: the sender name and reply-to address the super admin set.
      const { mail, email } = await readSettings(db);
      const from = senderOf(this.options.from ?? '', mail.senderName);
      const replyTo = mail.replyTo || email || undefined;
      // One message claimed at a time: a claim (5 minutes) always outlives its one attempt (at most
      // 100 s of SMTP timeouts), and a stop waits for one message at most.
      for (let [row] = await claimDue(db, 1); row && !this.stopped; [row] = await claimDue(db, 1)) {
        await this.deliver(row, send, { from, replyTo });
      }
    } catch (err) {
      log.error({ err }, 'the mail outbox could not be read');
    }
  }

  private async deliver(row: OutboxRow, send: SendMail, sender: { from: Mailbox; replyTo: string | undefined }): Promise<void> {
    const { db, log } = this.options;
    const lifetime = LINK_LIFETIME_MS[row.event];
    if (lifetime !== undefined && Date.now() - row.createdAt.getTime() > lifetime) {
      const what = row.event === 'password-reset' ? 'reset link' : 'invitation link';
      await markAttemptFailed(db, row, `The ${what} expired before the email could be sent.`, true);
      return;
    }
    const body = withSiteOrigin({ text: row.textBody, html: row.htmlBody }, this.options.publicUrl ?? '');
    try {
      await send({ ...sender, messageId: messageIdFor(row.id, sender.from.address), to: row.recipient, subject: row.subject, ...body });
    } catch (error) {
      const reason = reasonOf(error);
      // The desk shows the reason as it is; the log gets it without the recipient's address.
      const logged = reason.replaceAll(/[^\s<>@]+@[^\s<>]+/g, '[address]');
      log.warn({ outboxId: row.id, event: row.event, attempts: row.attempts, reason: logged }, 'an email could not be sent');
      await markAttemptFailed(db, row, reason);
      return;
    }
    await markSent(db, row);
    log.info({ outboxId: row.id, event: row.event }, 'email sent');
  }
}
