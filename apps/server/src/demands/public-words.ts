import { DEMAND_MESSAGES, type Language } from '@visadesk/contract';
import { BN_JOB_WORDS } from './public-words-bn.ts';
import { FR_JOB_WORDS } from './public-words-fr.ts';
import { HI_JOB_WORDS } from './public-words-hi.ts';
import { NE_JOB_WORDS } from './public-words-ne.ts';
import type { JobWords } from './public-words-shape.ts';
import { UR_JOB_WORDS } from './public-words-ur.ts';

export type { JobWords } from './public-words-shape.ts';

/** The English words: the call-back's answers are DEMAND_MESSAGES word for word. */
const en: JobWords = {
  jobs: 'Jobs abroad',
  listIntro: 'Open positions with employers abroad, from the demand letters we recruit for. Salaries are monthly.',
  listDescription: (name) => `Jobs abroad with ${name}: the open positions, their salary, hours and what the employer pays for, and how to apply.`,
  demandDescription: (employer, country) => `${employer}, ${country}: salary, working hours, what the employer pays for, and how to apply.`,
  country: 'Destination country',
  allCountries: 'All countries',
  show: 'Show',
  none: 'There are no open jobs at the moment. Please look again soon, or call us.',
  noneHere: 'There are no open jobs in this country at the moment.',
  details: 'Details and how to apply',
  employer: 'Employer',
  city: 'City',
  positions: 'Positions',
  salary: 'Monthly salary',
  perMonth: (amount) => `${amount} a month`,
  hours: 'Working hours',
  quota: 'Workers needed',
  contract: 'Contract',
  years: (shown, count) => (count === 1 ? `${shown} year` : `${shown} years`),
  paysFor: 'Paid by the employer',
  food: 'Food',
  accommodation: 'Accommodation',
  ticket: 'Air ticket',
  yes: 'Yes',
  no: 'No',
  ask: 'Ask us',
  skills: 'Skills needed',
  closes: 'Apply by',
  interview: 'Interview',
  approval: 'Government pre-approval',
  approvalNo: 'Number',
  approvalDate: 'Date',
  checkApproval: 'Check this number with your government’s foreign employment office before you pay anyone.',
  apply: 'How to apply',
  phone: 'Phone',
  whatsapp: 'WhatsApp',
  address: 'Office',
  callMeBack: 'Call me back',
  callbackIntro: 'Leave your name and phone number and we will call you about this job. They are never shown on the site.',
  yourName: 'Your name',
  yourPhone: 'Phone number',
  job: 'Job',
  gone: 'This job is no longer open.',
  goneText: 'The employer’s demand has closed or its places are filled.',
  notFound: 'This job does not exist.',
  allJobs: 'See all open jobs',
  homeHeading: 'Jobs open now',
  seeAll: 'See all jobs',
  messages: {
    callbackName: DEMAND_MESSAGES.callbackName,
    callbackPhone: DEMAND_MESSAGES.callbackPhone,
    callbackPosition: DEMAND_MESSAGES.callbackPosition,
    callbackSent: DEMAND_MESSAGES.callbackSent,
    callbackClosed: DEMAND_MESSAGES.callbackClosed,
    callbackTooMany: DEMAND_MESSAGES.callbackTooMany,
  },
};

export const JOB_WORDS: Readonly<Record<Language, JobWords>> = { en, fr: FR_JOB_WORDS, hi: HI_JOB_WORDS, bn: BN_JOB_WORDS, ne: NE_JOB_WORDS, ur: UR_JOB_WORDS };

/** The call-back's answer (a DEMAND_MESSAGES text) in the page's language; any other text as it is. */
export function callbackMessage(language: Language, english: string): string {
  const key = (Object.keys(en.messages) as (keyof JobWords['messages'])[]).find((name) => en.messages[name] === english);
  return key ? JOB_WORDS[language].messages[key] : english;
}
