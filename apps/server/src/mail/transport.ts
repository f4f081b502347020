import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/mail-config.ts';

/** What leaves: the outbox's message with its sender and its stable Message-ID. */
/** A sender as nodemailer takes it: name and address apart, so no character of the name can reach the address. */
export interface Mailbox {
  name: string;
  address: string;
}

export interface Envelope {
  /** MAIL_FROM's address, under the sender name Settings give (else MAIL_FROM's own name). */
  from: Mailbox;
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
export function messageIdFor(outboxId: string, fromAddress: string): string {
  const domain = /@([^\s>]+)$/.exec(fromAddress)?.[1] ?? 'visadesk.invalid';
  return `<outbox.${outboxId}@${domain}>`;
}

/** The address of `"Name" <address>` or of a bare address. */
export const addressOf = (mailbox: string) => /<([^<>]+)>\s*$/.exec(mailbox)?.[1] ?? mailbox.trim();

/** The name of `"Name" <address>` or `Name <address>`; '' for a bare address. */
const nameOf = (mailbox: string) => /^\s*"?([^"<]*?)"?\s*<[^<>]+>\s*$/.exec(mailbox)?.[1] ?? '';

/** MAIL_FROM's address under the sender name from Settings, or under MAIL_FROM's own name. */
export function senderOf(mailFrom: string, senderName: string): Mailbox {
  return { name: senderName || nameOf(mailFrom), address: addressOf(mailFrom) };
}
