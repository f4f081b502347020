import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { PhotoName } from '../components/photos';

/**
 * Every word of the home page, in the order the page shows it, so the copy can be edited without
 * touching a component. Each is a message of the catalogues: the components show it in
 * the page's language (`i18n._`), and `npm run i18n:extract` collects it. The consultancy's own
 * words (name, hero, services, steps, team, testimonials) come from the settings, as entered.
 */
type Words = MessageDescriptor;

export const PASSPORT_HELP_TEXT: Words = msg`Your passport must have been issued no more than ten years ago and be valid for at least three months beyond your planned exit from the Schengen area.`;

export interface StaticSlide {
  photo: PhotoName;
  title: Words;
  text: Words;
}

/** The hero's eyebrow, heading and subtitle are Settings' home texts (contract/home-texts.ts). */
export const HERO = {
  statusLink: msg`CHECK YOUR APPLICATION STATUS`,
  pauseVideo: msg`Pause the background video`,
  playVideo: msg`Play the background video`,
};

/* The three services (info blocks) are Settings' home texts. */

export const FIRST_CAROUSEL = {
  label: msg`Life and work abroad`,
  slides: [
    {
      photo: 'slide-skyline',
      title: msg`Cities with steady demand for workers`,
      text: msg`Employers in the Gulf, Malaysia, Japan and Europe hire workers from abroad every year in construction, food production, transport and care.`,
    },
    {
      photo: 'slide-mountains',
      title: msg`Jobs beyond the big cities`,
      text: msg`Factories, farms and hotels outside the big cities also recruit workers from abroad.`,
    },
    {
      photo: 'slide-airport',
      title: msg`Travel once your papers are in order`,
      text: msg`Book a flight only after your work visa is approved, so you never pay for a ticket you cannot use.`,
    },
    {
      photo: 'slide-consultation',
      title: msg`Every document checked before it is sent`,
      text: msg`Incomplete files are a common reason for refusal. We review each page of your application with you before it goes to the visa office.`,
    },
  ] satisfies StaticSlide[],
};

export const APPROVAL = {
  heading: msg`Maximise your chances of visa approval`,
  intro:
    msg`Visa officers decide on the evidence in front of them. A complete, well-organised file answers their questions before they ask them.`,
  tips: [
    msg`Give thorough supporting documents: financial proof such as bank statements and pay slips, and a clear travel itinerary.`,
    msg`Make sure names, dates and passport numbers match exactly on every form and document.`,
    msg`Include your job offer or employment contract and proof of your work experience.`,
    msg`Answer every question honestly: a mistake or an omission can lead to a refusal.`,
  ],
  /** The countries themselves are Settings' destinations. */
  flagsLabel: msg`Countries we advise on`,
  photos: [
    { photo: 'approval-documents', alt: msg`A passport beside a stack of checked application forms` },
    { photo: 'approval-meeting', alt: msg`An adviser going through an application with a client` },
  ] satisfies { photo: PhotoName; alt: Words }[],
};

/**
 * The spec titles both cards 'Flexible Code', a placeholder. They carry advice any worker going
 * abroad needs, titled by what it says: no hours, fees or terms the agency has not set.
 */
export const FEATURE_CARDS = [
  {
    title: msg`Ask for a receipt`,
    text: msg`Whoever you pay, ask for a written receipt with the amount, the date and what it is for, and keep it until you are back home.`,
  },
  {
    title: msg`Read your contract before you sign`,
    text: msg`Check the employer, the job, the salary, the working hours and who pays the flight. Ask us to explain any line you do not understand.`,
  },
] as const;

export const JOB_VISA = {
  heading: msg`Job visa`,
  intro:
    msg`A job visa lets you work for a named employer abroad. We connect you with employers who are allowed to hire foreign workers and handle the paperwork with you.`,
  benefits: [
    { title: msg`Job Offering`, text: msg`Offers from employers allowed to hire foreign workers, with the salary and conditions in writing.` },
    { title: msg`Full Support`, text: msg`Help with each form and document, from the first interview to your departure.` },
    // The spec's "Processing Talently" is a typo for this.
    { title: msg`Timely Processing`, text: msg`We submit complete files quickly and tell you the official processing times up front.` },
    { title: msg`Great Experience`, text: msg`Clear answers at every step, and your application status online at any time.` },
  ],
};

export const SECOND_CAROUSEL = {
  label: msg`Jobs we recruit for`,
  slides: [
    {
      photo: 'slide-construction',
      title: msg`Construction`,
      text: msg`Labourers, carpenters, electricians and plumbers for residential and commercial building sites.`,
    },
    {
      photo: 'slide-kitchen',
      title: msg`Restaurants and kitchens`,
      text: msg`Cooks, kitchen helpers and restaurant supervisors for hotels and restaurant groups.`,
    },
    {
      photo: 'slide-warehouse',
      title: msg`Packaging and warehouses`,
      text: msg`Packers, forklift drivers and warehouse workers for food and beverage producers.`,
    },
    {
      photo: 'slide-maple-street',
      title: msg`Care and housekeeping`,
      text: msg`Caregivers, housekeepers and cleaners for care homes, hotels and private households.`,
    },
  ] satisfies StaticSlide[],
};

export const EUROPE_REQUIREMENTS = {
  heading: msg`Work visa requirements for Europe`,
  intro: msg`Most European countries ask work visa applicants for the same core documents:`,
  items: [
    { title: msg`A valid passport`, text: PASSPORT_HELP_TEXT },
    { title: msg`An employment contract`, text: msg`Signed by you and your employer, showing the job, the salary and the length of the contract.` },
    { title: msg`Proof of accommodation`, text: msg`A rental agreement, or a letter from your employer confirming where you will live.` },
    { title: msg`A skills assessment`, text: msg`Evidence that your qualifications and experience match the job, such as certificates and reference letters.` },
  ],
};

/** No outside site or study destination is named: the agency's own advice, in the visitor's words. */
export const ELIGIBILITY = {
  heading: msg`Apply and check your eligibility`,
  text: msg`Not sure which jobs and countries you can apply for? Bring your passport and certificates to our office, or call us, and we will tell you honestly what you qualify for.`,
};

/** The steps themselves are Settings' home texts. */
export const PROCESS = {
  heading: msg`How the application process works`,
};

export const STATUS_BANNER = {
  heading: msg`Already applied?`,
  text: msg`Check the status of your application with your passport number, nationality and date of birth.`,
  link: msg`Check my application status`,
};
