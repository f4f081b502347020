import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { DESTINATION_COUNTRIES, type Destination, type DestinationCode } from '@visadesk/contract';
import type { PhotoName } from '../components/photos';

/**
 * Every word of the home page, in the order the page shows it, so the copy can be edited without
 * touching a component. Each is a message of the catalogues (issue 16): the components show it in
 * the page's language (`i18n._`), and `npm run i18n:extract` collects it. The consultancy's own
 * words (name, hero, services, steps) come from the settings, as entered.
 */
type Words = MessageDescriptor;

/** Sample vacancy card; DESIGN.md fixes the spec's 30-empty-of-28 inconsistency. */
export const SAMPLE_VACANCY = {
  totalVacancies: 30,
  emptyVacancies: 28,
  /** Shown in the page's language (Intl). */
  startDate: '2025-11-20',
  workingHours: msg`6-8 hours per day`,
  salary: 1200,
  currency: 'USD',
};

export const PASSPORT_HELP_TEXT: Words = msg`Your passport must have been issued no more than ten years ago and be valid for at least three months beyond your planned exit from the Schengen area.`;

const countries = (codes: DestinationCode[]): Destination[] => codes.map((code) => ({ code, name: DESTINATION_COUNTRIES[code] }));

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
  label: msg`Life and work in Canada`,
  slides: [
    {
      photo: 'slide-skyline',
      title: msg`Cities with steady demand for workers`,
      text: msg`Toronto, Vancouver, Calgary and Montreal employ thousands of newcomers every year in construction, food production, transport and care.`,
    },
    {
      photo: 'slide-mountains',
      title: msg`Jobs beyond the big cities`,
      text: msg`Many employers in smaller towns and rural provinces recruit abroad. Some provincial programmes give these workers a faster route to permanent residence.`,
    },
    {
      photo: 'slide-airport',
      title: msg`Travel once your papers are in order`,
      text: msg`We book flights only after the work permit approval letter arrives, so you never pay for a ticket you cannot use.`,
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

export const CORPORATE_TRAVEL = {
  heading: msg`Corporate travel management`,
  paragraphs: [
    msg`Corporate travel management means planning, booking and managing the business trips of your staff, and creating the travel policies that keep those trips safe and within budget.`,
    msg`We arrange business visitor visas, flights and accommodation for companies that send staff abroad or bring recruited workers to Canada, and we help you write a simple travel policy your team can follow.`,
  ],
};

export const VACANCIES = {
  heading: msg`Current vacancies`,
  note: msg`Vacancies change often. Contact us for the latest list and the full job description.`,
  labels: {
    department: msg`Department`,
    totalVacancies: msg`Total vacancies`,
    emptyVacancies: msg`Open vacancies`,
    location: msg`Location`,
    startDate: msg`Start date`,
    workingHours: msg`Working hours`,
    compensation: msg`Compensation`,
  },
  cards: [
    {
      company: msg`Food company`,
      position: msg`Food Processing Worker`,
      department: msg`Production`,
      locations: [msg`Canada`, msg`Poland`, msg`Croatia`],
    },
    {
      company: msg`Beverage company`,
      position: msg`Bottling Line Operator`,
      department: msg`Packaging`,
      locations: [msg`Canada`, msg`Romania`, msg`Hungary`],
    },
  ],
};

/** The spec titles both cards 'Flexible Code', a placeholder; each is titled by what it says (issue 18). */
export const FEATURE_CARDS = [
  {
    title: msg`Flexible appointments`,
    text: msg`Meet us at the office, by phone or by video call, at a time that suits your shifts. Evening and weekend appointments are available.`,
  },
  {
    title: msg`Clear fees, paid in stages`,
    text: msg`Our fees are written down before we start and can be paid in stages as your application moves forward. Government fees are always paid directly to the government.`,
  },
] as const;

export const JOB_VISA = {
  heading: msg`Job visa`,
  intro:
    msg`A job visa lets you work for a named employer abroad. We connect you with employers who are allowed to hire foreign workers and handle the paperwork with you.`,
  benefits: [
    { title: msg`Job Offering`, text: msg`Genuine offers from employers we have checked, with the salary and conditions in writing.` },
    { title: msg`Full Support`, text: msg`One case worker follows your file from the first interview to your arrival.` },
    { title: msg`Processing Talently`, text: msg`We submit complete files quickly and tell you the official processing times up front.` },
    { title: msg`Great Experience`, text: msg`Over the years we have helped many workers and families start a new life abroad.` },
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

export const ELIGIBILITY = {
  heading: msg`Apply and check your eligibility`,
  text: msg`Studying first is another way to work abroad later. Before you apply, compare schools and programmes on the official education websites, then ask us to check your eligibility for a study permit.`,
  link: { href: 'https://www.educanada.ca/', label: msg`Explore schools on EduCanada, the official guide to studying in Canada` },
  flagsLabel: msg`Study destinations we advise on`,
  flags: countries(['ca', 'gb', 'ie', 'au', 'us', 'fr']),
};

export const TESTIMONIALS = {
  heading: msg`What our clients say`,
  // Replace with real quotes, published with each client's written permission.
  items: [
    {
      quote: msg`They told me honestly which documents were missing before we applied. My work permit was approved on the first try.`,
      name: 'Ramesh K.',
      detail: msg`Cook, now working in Alberta`,
    },
    {
      quote: msg`I could check my application status online at any time instead of calling the office.`,
      name: 'Maria L.',
      detail: msg`Caregiver, now working in Ontario`,
    },
    {
      quote: msg`The fees were clear from the start and I paid them in three parts. No surprises.`,
      name: 'Anil S.',
      detail: msg`Warehouse worker, now working in Manitoba`,
    },
  ],
};

export const TEAM = {
  heading: msg`Our team`,
  members: [
    { photo: 'team-adviser', name: 'Daniel Mensah', role: msg`Senior visa adviser` },
    { photo: 'team-caseworker', name: 'Priya Thapa', role: msg`Case worker` },
    { photo: 'team-employer-liaison', name: 'Samuel Okoro', role: msg`Employer liaison` },
    { photo: 'team-documents', name: 'Lena Novak', role: msg`Documents officer` },
  ] satisfies { photo: PhotoName; name: string; role: Words }[],
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
