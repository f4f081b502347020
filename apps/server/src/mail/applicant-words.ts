import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/runtime-macro';
import type { ApplicationStatus } from '@visadesk/contract';

/**
 * Every word the applicant reads by email and on WhatsApp (ADR 029), in English, the source
 * of src/locales/<language>/messages.po. Written with Lingui's runtime macro: each `msg` is a message
 * descriptor (id, English, values) that `lingui extract` reads and the server translates with the
 * application's language. The `${{ name: value }}` parts are the placeholders a translation keeps.
 * Staff's own words (consultancy name, reason, next steps, document labels) are values, never
 * translated. Never the passport number, national id, date of birth or any file.
 */
export const WORDS = {
  /** `name`: the given name and surname, or the given name alone for a worker whose passport shows one name. */
  greeting: (name: string) => msg`Dear ${{ name }},`,
  registered: {
    subject: (consultancyName: string) => msg`Your visa application with ${{ consultancyName }} is registered`,
    registered: (consultancyName: string, reference: string) =>
      msg`${{ consultancyName }} has registered your visa application. Your reference is ${{ reference }}.`,
    check: (url: string) =>
      msg`You can check its status at any time at ${{ url }} with your passport number, nationality and date of birth.`,
  },
  status: {
    subject: (status: ApplicationStatus): MessageDescriptor => ({
      approved: msg`Your visa application is approved`,
      rejected: msg`Your visa application was not approved`,
      pending: msg`Your visa application is pending`,
    })[status],
    /** How a status email puts the change: pending again means it was decided before. */
    said: (status: ApplicationStatus): MessageDescriptor => ({
      approved: msg`Your visa application is approved.`,
      rejected: msg`Your visa application was not approved.`,
      pending: msg`Your visa application is pending again: we are working on it.`,
    })[status],
    /** Where it stands, for a message that is not about a change (WhatsApp): a new application is not pending "again". */
    stands: (status: ApplicationStatus): MessageDescriptor => ({
      approved: msg`Your visa application is approved.`,
      rejected: msg`Your visa application was not approved.`,
      pending: msg`Your visa application is pending: we are working on it.`,
    })[status],
    reason: (reason: string) => msg`Reason: ${{ reason }}`,
    check: (url: string) => msg`Your applicant copy: ${{ url }} (with your passport number, nationality and date of birth).`,
  },
  documents: {
    subject: () => msg`We have added documents to your visa application`,
    added: (documents: string) => msg`We have added to your application: ${{ documents }}.`,
    check: (url: string) => msg`You can see them on your applicant copy at ${{ url }}.`,
  },
  /** A move on the journey (ADR 049): `stage` is the agency's name for the step, in the applicant's language where it wrote one. */
  stage: {
    subject: (stage: string) => msg`Your application has reached a new step: ${{ stage }}`,
    moved: (stage: string) => msg`Your application has reached the step: ${{ stage }}.`,
    /** Where it stands, in a message that is not about a move (WhatsApp). */
    current: (stage: string) => msg`Current step: ${{ stage }}.`,
    bring: (documents: string) => msg`For this step we need from you: ${{ documents }}.`,
    check: (url: string) => msg`You can follow every step on your applicant copy at ${{ url }}.`,
  },
  /**
   * Documents asked by a link (ADR 050): `documents` are the agency's names for them, `url` the
   * applicant's upload page, `date` the day the link stops working, written in the applicant's language.
   */
  request: {
    subject: (consultancyName: string) => msg`${{ consultancyName }} asks you to send documents`,
    asked: (consultancyName: string, documents: string) => msg`${{ consultancyName }} asks you to send these documents: ${{ documents }}.`,
    message: (message: string) => msg`Message from the agency: ${{ message }}`,
    send: (url: string) => msg`Send them from your phone, a photo or a file for each, at ${{ url }}`,
    until: (date: string) => msg`The link works until ${{ date }}. Do not share it: anyone who has it can send documents for you.`,
  },
  /** A document sent by link that staff could not accept: `reason` is staff's own words. */
  refused: {
    subject: () => msg`Please send a document again`,
    refused: (document: string, reason: string) => msg`We could not accept ${{ document }}. Reason: ${{ reason }}`,
    again: (url: string) => msg`Please send it again at ${{ url }}`,
  },
  /**
   * A payment's receipt (ADR 051), on its page and in its email: `receiptNo` the year's number, the
   * amount in figures and words written by `Intl` and to-words in the applicant's language.
   */
  receipt: {
    subject: (receiptNo: string) => msg`Receipt ${{ receiptNo }} for your payment`,
    received: (amount: string) => msg`We have received your payment of ${{ amount }}. Your receipt is below; keep it.`,
    title: () => msg`Payment receipt`,
    number: () => msg`Receipt number`,
    date: () => msg`Date`,
    registration: () => msg`Registration number`,
    from: () => msg`Received from`,
    passport: () => msg`Passport number`,
    for: () => msg`For`,
    amount: () => msg`Amount`,
    inWords: () => msg`In words`,
    method: () => msg`Paid by`,
    cash: () => msg`Cash`,
    bank: () => msg`Bank transfer`,
    wallet: () => msg`Mobile wallet`,
    reference: () => msg`Reference`,
    receivedBy: () => msg`Received by`,
    cap: (cap: string) => msg`The legal service fee for your destination is at most ${{ cap }}. Never pay more, and ask for a receipt for every payment.`,
    reversed: (date: string, reason: string) => msg`This payment was cancelled on ${{ date }}: ${{ reason }}`,
  },
  phone: (phone: string) => msg`Phone: ${{ phone }}`,
  email: (email: string) => msg`Email: ${{ email }}`,
  closing: (consultancyName: string) => msg`Kind regards,
${{ consultancyName }}`,
  automatic: () => msg`This message was sent automatically; you can reply to reach us.`,
};
