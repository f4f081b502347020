import type { FastifyBaseLogger } from 'fastify';
import { INVITATION_DAYS } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { withSiteOrigin } from '../http/site-origin.ts';
import { readSettings } from '../settings/settings.ts';
import { claimMessage, markAttemptFailed, markSent } from './outbox.ts';
import { messageIdFor, senderOf, type SendMail } from './transport.ts';

export interface MailDeliveryOptions {
  db: Database;
  send: SendMail;
  from: string | undefined;
  log: FastifyBaseLogger;
  /**
   * PUBLIC_URL, set whenever `send` is (config.ts): it takes the place of the stand-in in a message
   * queued before it was set (ADR 041).
   */
  publicUrl: string | undefined;
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
 * The job queue's `send-email` task (ADR 054): one message, its claim, one attempt and its outcome.
 * The message is claimed first (`claimMessage`): another instance's attempt, or one not yet due,
 * leaves it be. Never throws for the mail server's sake: a failed attempt is the outbox's to retry.
 */
export function deliveryTask(options: MailDeliveryOptions): (payload: Record<string, string>) => Promise<void> {
  const { db, send, log } = options;
  return async ({ id }) => {
    if (!id) return;
    const row = await claimMessage(db, id);
    if (!row) return;
    // Read at each message: the sender name and reply-to address the super admin set.
    const { mail, email } = await readSettings(db);
    const from = senderOf(options.from ?? '', mail.senderName);
    const replyTo = mail.replyTo || email || undefined;
    const lifetime = LINK_LIFETIME_MS[row.event];
    if (lifetime !== undefined && Date.now() - row.createdAt.getTime() > lifetime) {
      const what = row.event === 'password-reset' ? 'reset link' : 'invitation link';
      await markAttemptFailed(db, row, `The ${what} expired before the email could be sent.`, true);
      return;
    }
    const body = withSiteOrigin({ text: row.textBody, html: row.htmlBody }, options.publicUrl ?? '');
    try {
      await send({ from, replyTo, messageId: messageIdFor(row.id, from.address), to: row.recipient, subject: row.subject, ...body });
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
  };
}
