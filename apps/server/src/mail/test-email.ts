import { MAIL_MESSAGES, SETTINGS_MESSAGES, type TestEmailResult } from '@visadesk/contract';
import type { Database } from '../db/client.ts';
import { HttpError } from '../http/http-error.ts';
import { newId } from '../lib/ids.ts';
import { readSettings } from '../settings/settings.ts';
import { reasonOf } from './mail-delivery.ts';
import { senderOf, type SendMail } from './transport.ts';

export interface MailSender {
  send: SendMail | null;
  /** MAIL_FROM. */
  from: string | undefined;
}

/**
 * Sends a test message to `to` at once, not through the outbox: the super admin wants the mail
 * server's own answer now, to know whether SMTP_URL and MAIL_FROM work.
 */
export async function sendTestEmail(db: Database, sender: MailSender, to: string): Promise<TestEmailResult> {
  if (!sender.send || !sender.from) throw new HttpError(409, MAIL_MESSAGES.notConfigured);
  const { consultancyName, email, mail } = await readSettings(db);
  const from = senderOf(sender.from, mail.senderName);
  const shown = from.name ? `${from.name} <${from.address}>` : from.address;
  const text = `This is a test email from the ${consultancyName} desk. Email to applicants will be sent from ${shown}.`;
  try {
    const response = await sender.send({
      from,
      replyTo: mail.replyTo || email || undefined,
      messageId: `<test.${newId()}@${from.address.split('@')[1] ?? 'visadesk.invalid'}>`,
      to,
      subject: `Test email from ${consultancyName}`,
      text,
      html: `<!doctype html><html><body><p>${text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')}</p></body></html>`,
    });
    return { message: SETTINGS_MESSAGES.testEmailSent, to, response };
  } catch (error) {
    throw new HttpError(502, `${SETTINGS_MESSAGES.testEmailRefused} ${reasonOf(error)}`);
  }
}
