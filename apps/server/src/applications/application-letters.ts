import { MAIL_MESSAGES, type OutboxMessage, type StaffMessage } from '@visadesk/contract';
import { HttpError } from '../http/http-error.ts';
import type { Actor, ApplicationsContext } from './application-context.ts';
import { addresseeOf, requireRow } from './application-row.ts';
import { record } from './application-history.ts';

/**
 * "Write to the applicant": the message goes through the outbox like every other (the
 * desk lists it with its state and Send again) and into the application's history, both in one
 * transaction. 409 when the application has no email address: the desk offers WhatsApp instead.
 */
export async function writeToApplicant(ctx: ApplicationsContext, id: string, written: StaffMessage, actor: Actor): Promise<OutboxMessage> {
  const queued = await ctx.db.transaction(async (tx) => {
    const row = await requireRow(tx, id);
    if (!row.email) throw new HttpError(409, MAIL_MESSAGES.noEmailAddress);
    const message = await ctx.mail.queueStaffMessage(tx, addresseeOf(row), written);
    await record(tx, id, actor, 'message', `Email to the applicant: ${written.subject}`);
    return message;
  });
  return queued;
}
