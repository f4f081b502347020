import { STAFF_MESSAGE_SUBJECT_MAX, STAFF_MESSAGE_TEXT_MAX } from './limits.ts';

/** What the desk says about the email an application produced. */
export const MAIL_MESSAGES = {
  notConfigured: 'Email is not set up on this server yet (SMTP_URL and MAIL_FROM): messages wait here and go out once it is.',
  messageNotFound: 'That message was not found for this application.',
  resent: 'The message is queued to be sent again.',
  messageIdInvalid: 'That is not a valid message id.',
  noAddress: 'This applicant has no email address yet: messages wait here and go out once one is saved. Meanwhile, tell them on WhatsApp.',
  noWhatsApp: 'WhatsApp needs the phone in international form: edit the application and choose the country code that fits the number.',
  /** "Write to the applicant". */
  staffMessageInvalid: 'Please send a subject and a message.',
  subjectRequired: 'Please write a subject.',
  subjectTooLong: `Please keep the subject to ${STAFF_MESSAGE_SUBJECT_MAX} characters or fewer.`,
  subjectOneLine: 'Please write the subject on one line.',
  textRequired: 'Please write your message.',
  textTooLong: `Please keep the message to ${STAFF_MESSAGE_TEXT_MAX.toLocaleString('en')} characters or fewer.`,
  noEmailAddress: 'This application has no email address: add one on the application, or use WhatsApp.',
  staffMessageQueued: 'Your message is queued to be sent to the applicant.',
  /** A message whose link is not kept once it has gone (a document request's: only the link's hash is stored). */
  linkNotKept: 'This message carried a link that is not kept once sent: ask for the documents again to send a new one.',
} as const;
