import nodemailer from 'nodemailer';
import type { MailConfig } from './mail-config.ts';

/** What leaves: the outbox's message with its sender and its stable Message-ID. */
export interface Envelope {
  /** `"Name" <address>`: MAIL_FROM, under the sender name Settings give, if any. */
  from: string;
  messageId: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string | undefined;
}

/** Sends one message and answers the SMTP server's reply ("250 OK: queued as …"). */
export type SendMail = (envelope: Envelope) => Promise<string>;

/**
 * nodemailer over SMTP_URL, a connection per message (a consultancy sends a few an hour, and no idle
 * connection stays open). The timeouts are well under the outbox's claim (5 minutes), so a slow
 * server fails the attempt instead of outliving the claim and being sent twice.
 */
export function smtpTransport(config: MailConfig): SendMail | null {
  if (!config.smtpUrl) return null;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 20_000,
    greetingTimeout: 20_000,
    socketTimeout: 60_000,
  });
  return async (envelope) => {
    const info = await transport.sendMail({
      from: envelope.from,
      to: envelope.to,
      replyTo: envelope.replyTo,
      subject: envelope.subject,
      text: envelope.text,
      html: envelope.html,
      messageId: envelope.messageId,
      // RFC 3834: no out-of-office replies to a notification.
      headers: { 'Auto-Submitted': 'auto-generated' },
    });
    return String(info.response ?? '');
  };
}

/** `<outbox.ID@domain of the sender>`: the same for every attempt at one message. */
export function messageIdFor(outboxId: string, from: string | undefined): string {
  const domain = /@([^\s>]+)>?\s*$/.exec(from ?? '')?.[1] ?? 'visadesk.invalid';
  return `<outbox.${outboxId}@${domain}>`;
}

/** The address of `"Name" <address>` or of a bare address. */
export const addressOf = (mailbox: string) => /<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();

/** MAIL_FROM's address under the sender name from Settings; MAIL_FROM as it is when there is none. */
export function senderOf(mailFrom: string, senderName: string): string {
  return senderName ? `"${senderName}" <${addressOf(mailFrom)}>` : mailFrom;
}
