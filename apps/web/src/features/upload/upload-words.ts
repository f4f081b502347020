import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { CONTRACT_TEXTS, type Language } from '@visadesk/contract';
import { inPageLanguage } from '../../i18n/contract-texts';
import { templateOf } from '../../i18n/island-words';
import { UPLOAD_PAGE_MESSAGES } from '../../i18n/public-texts';

/**
 * Every word of the upload page in its language, written into the page at build time: an island
 * hydrated without a catalogue (i18n/island-words.ts); `{name}` placeholders are filled in by the island.
 */
export interface UploadWords {
  language: Language;
  heading: string;
  loading: string;
  /** `Hello {name}` */
  greeting: string;
  /** `{agency} asks you to send these documents.` */
  asks: string;
  /** `Message from {agency}` */
  messageFrom: string;
  /** `This link works until {date}.` */
  until: string;
  documents: string;
  takePhoto: string;
  chooseFile: string;
  chooseAnother: string;
  /** `PDF, JPG or PNG, up to {size}` */
  accepted: string;
  waiting: string;
  sending: string;
  paused: string;
  tryAgain: string;
  sent: string;
  /** `The agency asks you to send this again: {reason}` */
  sendAgain: string;
  resumeHint: string;
  /** `{sent} of {total}` */
  progress: string;
  /** `Preview of {file}` */
  preview: string;
  /** The contract's messages the page may show (UPLOAD_PAGE_MESSAGES), under each id the contract has for them: the server may answer any. */
  messages: Record<string, string>;
}

export function uploadWords(i18n: I18n): UploadWords {
  return {
    language: i18n.locale as Language,
    heading: i18n._(msg`Send your documents`),
    loading: i18n._(msg`Loading what the agency asks for…`),
    greeting: templateOf(i18n, msg({ message: 'Hello {name}', comment: "A greeting with the applicant's given name." }), ['name']),
    asks: templateOf(i18n, msg({ message: '{agency} asks you to send these documents.', comment: "{agency} is the consultancy's name." }), ['agency']),
    messageFrom: templateOf(i18n, msg({ message: 'Message from {agency}', comment: "Above the staff's message to the applicant." }), ['agency']),
    until: templateOf(i18n, msg({ message: 'This link works until {date}.', comment: '{date} is a day and time, written in the page language.' }), ['date']),
    documents: i18n._(msg`Documents to send`),
    takePhoto: i18n._(msg`Take a photo`),
    chooseFile: i18n._(msg`Choose a file`),
    chooseAnother: i18n._(msg`Choose another file`),
    accepted: templateOf(i18n, msg({ message: 'PDF, JPG or PNG, up to {size}', comment: 'The file types a document may have, and its largest size ("10 MB").' }), ['size']),
    waiting: i18n._(msg({ message: 'Waiting to send', comment: 'A chosen file waits while another one is sent.' })),
    sending: i18n._(msg`Sending…`),
    paused: i18n._(msg`Paused: no connection. Sending goes on by itself when the connection is back.`),
    tryAgain: i18n._(msg`Try again`),
    sent: i18n._(msg({ message: 'Sent', comment: 'A document has reached the agency.' })),
    sendAgain: templateOf(i18n, msg({ message: 'The agency asks you to send this again: {reason}', comment: "{reason} is the staff's own words." }), ['reason']),
    resumeHint: i18n._(msg`Sending stopped before the end. Choose the same file again: it goes on from where it stopped.`),
    progress: templateOf(i18n, msg({ message: '{sent} of {total}', comment: 'How much of a file is sent: "1.2 MB of 3.0 MB".' }), ['sent', 'total']),
    preview: templateOf(i18n, msg({ message: 'Preview of {file}', comment: "{file} is the chosen file's name." }), ['file']),
    messages: Object.fromEntries(
      CONTRACT_TEXTS.filter(({ message }) => UPLOAD_PAGE_MESSAGES.includes(message)).map(({ id, message }) => [id, inPageLanguage(i18n, message)]),
    ),
  };
}
