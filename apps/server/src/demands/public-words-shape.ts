/**
 * Every word of the vacancies pages (`/jobs`, `/jobs/<id>`, the home page's vacancies) in the six
 * languages, written here by hand rather than in a Lingui catalogue: only the server writes these
 * pages, the type makes a missing word in any language a compile error, and a translator reads each
 * language whole. The words a worker uses (नौकरियाँ, रोजगारी, ملازمتیں), not an office's. Values (a
 * count, an amount, a name) come in already written in the page's digits and isolated.
 */
export interface JobWords {
  jobs: string;
  listIntro: string;
  listDescription: (consultancyName: string) => string;
  demandDescription: (employer: string, country: string) => string;
  country: string;
  allCountries: string;
  show: string;
  none: string;
  noneHere: string;
  details: string;
  employer: string;
  city: string;
  positions: string;
  salary: string;
  perMonth: (amount: string) => string;
  hours: string;
  quota: string;
  contract: string;
  years: (shown: string, count: number) => string;
  paysFor: string;
  food: string;
  accommodation: string;
  ticket: string;
  yes: string;
  no: string;
  ask: string;
  skills: string;
  closes: string;
  interview: string;
  approval: string;
  approvalNo: string;
  approvalDate: string;
  checkApproval: string;
  apply: string;
  phone: string;
  whatsapp: string;
  address: string;
  callMeBack: string;
  callbackIntro: string;
  yourName: string;
  yourPhone: string;
  job: string;
  gone: string;
  goneText: string;
  notFound: string;
  allJobs: string;
  homeHeading: string;
  seeAll: string;
  /** The call-back's answers; the English ones are DEMAND_MESSAGES word for word. */
  messages: Record<'callbackName' | 'callbackPhone' | 'callbackPosition' | 'callbackSent' | 'callbackClosed' | 'callbackTooMany', string>;
}
