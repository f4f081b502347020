import type { ApplicationStatus, LocalText } from '@visadesk/contract';
import type { ReceiptFacts } from '../ledger/receipt-html.ts';

/** What happened to an application that the applicant hears about. */
export type ApplicantEvent =
  | { kind: 'registered' }
  | { kind: 'status'; status: ApplicationStatus; reason: string }
  | { kind: 'documents'; labels: LocalText[] }
  /** A move to a visible stage of the journey (ADR 049): its name and what it expects, in every language the agency wrote. */
  | { kind: 'stage'; name: LocalText; documents: LocalText[] }
  /** Documents asked by a link (ADR 050): what, staff's message, the link and until when it works. */
  | { kind: 'documentRequest'; labels: LocalText[]; message: string; link: string; until: LinkEnd }
  /** A document sent by link that staff refused, and the link to send it again (null when the request was revoked). */
  | { kind: 'documentRefused'; label: LocalText; reason: string; link: string | null; until: LinkEnd }
  /** A payment (ADR 051): its receipt, carried whole by the email. */
  | { kind: 'receipt'; facts: ReceiptFacts };

/** When a link stops working, and the consultancy's time zone its day is written in. */
export interface LinkEnd {
  at: Date;
  timeZone: string;
}

/** The step a WhatsApp text names: the current stage when the applicant sees it. */
export interface CurrentStep {
  name: LocalText;
  documents: LocalText[];
}
