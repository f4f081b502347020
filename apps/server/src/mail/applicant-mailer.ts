import type { Tx } from '../db/client.ts';
import { readSettings } from '../services/settings.ts';
import { applicantMessage, type Addressee, type ApplicantEvent } from './applicant-messages.ts';
import { queueMessage } from './outbox.ts';

/**
 * What the applications service tells applicants: `queue` writes the message in the event's own
 * transaction (a rolled-back change sends nothing); `kick` after the commit starts the delivery.
 * Neither waits for, nor fails on, the mail server.
 */
export class ApplicantMailer {
  private readonly kickWorker: () => void;
  private readonly publicUrl: string | undefined;

  constructor(kickWorker: () => void, publicUrl: string | undefined) {
    this.kickWorker = kickWorker;
    this.publicUrl = publicUrl;
  }

  /** `siteUrl`: the origin the staff's request came in at, used when PUBLIC_URL is not set. */
  async queue(tx: Tx, to: Addressee, event: ApplicantEvent, siteUrl: string | undefined): Promise<void> {
    if (!to.email) return;
    const settings = await readSettings(tx);
    const message = applicantMessage(event, to, { ...settings, siteUrl: this.publicUrl ?? siteUrl ?? 'http://localhost' });
    await queueMessage(tx, { ...message, applicationId: to.applicationId, recipient: to.email });
  }

  kick(): void {
    this.kickWorker();
  }
}
