import { and, eq, inArray } from 'drizzle-orm';
import { callingCodeOf, internationalPhone, type Settings } from '@visadesk/contract';
import type { Tx } from '../db/client.ts';
import { documentRequestTokens, outbox } from '../db/schema.ts';
import { whatsAppLinkText } from '../mail/applicant-messages.ts';
import { sha256 } from '../security/tokens.ts';
import { addresseeOf, type ApplicationRow } from '../applications/application-row.ts';
import type { RequestRow } from './request-items.ts';

/** How a request's link reaches the applicant (ADR 050): staff's WhatsApp text, and an email that never outlives the request unsent. */

/** The text staff send from their own phone: only with PUBLIC_URL, since a link without the site's address leads nowhere. */
export function whatsAppOffer(application: ApplicationRow, event: Parameters<typeof whatsAppLinkText>[0], settings: Settings, publicUrl: string | undefined) {
  const phone = internationalPhone(application.phone, application.phoneCode || callingCodeOf(application.currentN));
  if (!phone || publicUrl === undefined) return null;
  const text = whatsAppLinkText(event, addresseeOf(application), { ...settings, siteUrl: publicUrl });
  return { number: phone.e164, url: `https://wa.me/${phone.e164.slice(1)}?text=${encodeURIComponent(text)}` };
}

/** The events whose email carries a request's link. */
const LINK_MESSAGE_EVENTS = ['documentRequest', 'documentRefused'];
/** A link's token as an email writes it: `…/upload/<token>`, `…/hi/upload/<token>`. */
const TOKEN_IN_LINK = /\/upload\/([A-Za-z0-9_-]{43})/g;

/**
 * Removes the request's link emails that have not gone (queued, waiting for an address, or being
 * sent), in the transaction that revokes or completes it: no link of it waits in the outbox in
 * clear, and none goes out later to a request that has ended. A message is the request's when a
 * token it carries hashes to one of the request's; the application's other requests keep theirs.
 */
export async function dropUnsentLinks(tx: Tx, request: Pick<RequestRow, 'id' | 'applicationId'>): Promise<void> {
  const tokens = await tx.select({ hash: documentRequestTokens.tokenHash }).from(documentRequestTokens).where(eq(documentRequestTokens.requestId, request.id));
  const hashes = new Set(tokens.map((token) => token.hash));
  const unsent = await tx.select({ id: outbox.id, text: outbox.textBody, html: outbox.htmlBody }).from(outbox).where(and(
    eq(outbox.applicationId, request.applicationId), inArray(outbox.event, LINK_MESSAGE_EVENTS), inArray(outbox.state, ['queued', 'waiting', 'sending']),
  ));
  const ours = unsent.filter((row) => [...`${row.text}${row.html}`.matchAll(TOKEN_IN_LINK)].some((match) => hashes.has(sha256(match[1] ?? ''))));
  if (ours.length > 0) await tx.delete(outbox).where(inArray(outbox.id, ours.map((row) => row.id)));
}
