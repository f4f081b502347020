import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { Language, StatementProblem } from '@visadesk/contract';
import { templateOf } from '../../i18n/island-words';

/** Why a statement cannot be checked at all on this phone, beside the statement's own problems. */
export type CheckProblem = StatementProblem | 'noKeys';

/**
 * Every word of the verification page in its language, written into the page at build time: the
 * page is an island hydrated without a catalogue (i18n/island-words.ts); `{name}` placeholders are
 * filled in by the island.
 */
export interface VerifyWords {
  language: Language;
  heading: string;
  intro: string;
  statement: string;
  statementHint: string;
  statementMissing: string;
  check: string;
  scan: string;
  stopScan: string;
  scanning: string;
  noCamera: string;
  checking: string;
  genuine: string;
  /** `Signed by {agency}, and not changed since.` */
  genuineDetail: string;
  notGenuine: string;
  problems: Record<CheckProblem, string>;
  current: string;
  notCurrent: string;
  /** `It stopped being current on {date}.` */
  revokedOn: string;
  offline: string;
  fields: { agency: string; name: string; passport: string; nationality: string; decision: string; decidedOn: string; stage: string; issued: string; validUntil: string };
  statuses: { pending: string; approved: string; rejected: string };
}

export function verifyWords(i18n: I18n): VerifyWords {
  return {
    language: i18n.locale as Language,
    heading: i18n._(msg`Check an applicant copy`),
    intro: i18n._(msg`Scan the QR code on the applicant copy, or paste the text it holds, to see whether the copy is genuine.`),
    statement: i18n._(msg({ message: 'Text of the QR code', comment: 'The label of the box where a verifier pastes the signed statement.' })),
    statementHint: i18n._(msg`A scanned QR code fills this in by itself.`),
    statementMissing: i18n._(msg`Scan the QR code, or paste the text it holds, first.`),
    check: i18n._(msg({ message: 'Check', comment: 'The button that checks a pasted statement.' })),
    scan: i18n._(msg`Scan with the camera`),
    stopScan: i18n._(msg`Stop the camera`),
    scanning: i18n._(msg`Point the camera at the QR code on the copy.`),
    noCamera: i18n._(msg`The camera cannot be used here. Paste the text of the QR code instead.`),
    checking: i18n._(msg`Checking…`),
    genuine: i18n._(msg({ message: 'Genuine', comment: 'The verdict, in large words: the applicant copy was signed by the agency and not changed.' })),
    genuineDetail: templateOf(i18n, msg({ message: 'Signed by {agency}, and not changed since.', comment: "{agency} is the consultancy's name, from the statement." }), ['agency']),
    notGenuine: i18n._(msg({ message: 'Not genuine', comment: 'The verdict, in large words: do not trust this applicant copy.' })),
    problems: {
      malformed: i18n._(msg`This is not a whole statement from an applicant copy: it may be cut short or mistyped. Scan the QR code again.`),
      unknownKey: i18n._(msg`This was not signed by the agency. Do not trust this copy.`),
      signature: i18n._(msg`This has been changed since the agency signed it. Do not trust this copy.`),
      expired: i18n._(msg`This statement has expired: each is valid for 30 days. Ask the worker for a new copy.`),
      noKeys: i18n._(msg`The agency's keys are not on this phone yet. Open this page once with the internet on, then check again.`),
    },
    current: i18n._(msg`Still current: the agency's records match this copy.`),
    notCurrent: i18n._(msg`No longer current: the application has changed since this copy was issued. Ask the agency.`),
    revokedOn: templateOf(i18n, msg({ message: 'It stopped being current on {date}.', comment: '{date} is a day, written in the page language.' }), ['date']),
    offline: i18n._(msg`Checked on this phone only. Connect to the internet to see whether it is still current.`),
    fields: {
      agency: i18n._(msg`Agency`),
      name: i18n._(msg({ message: 'Name', comment: "The worker's name on a checked applicant copy." })),
      passport: i18n._(msg`Passport number`),
      nationality: i18n._(msg`Nationality`),
      decision: i18n._(msg({ message: 'Decision', comment: 'The visa decision: pending, approved or rejected.' })),
      decidedOn: i18n._(msg`Decided on`),
      stage: i18n._(msg({ message: 'Stage', comment: "Where the worker's journey stands (medical, visa, departure…)." })),
      issued: i18n._(msg`Issued`),
      validUntil: i18n._(msg`Valid until`),
    },
    statuses: {
      pending: i18n._(msg({ message: 'Pending', comment: 'A visa decision.' })),
      approved: i18n._(msg({ message: 'Approved', comment: 'A visa decision.' })),
      rejected: i18n._(msg({ message: 'Rejected', comment: 'A visa decision.' })),
    },
  };
}
