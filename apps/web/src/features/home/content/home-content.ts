import { DESTINATION_COUNTRIES, type Destination, type DestinationCode } from '@visadesk/contract';
import type { PhotoName } from '../components/photos';

/**
 * Every word of the home page, in the order the page shows it, so the copy can be edited without
 * touching a component. The consultancy's own name comes from the settings; where copy needs it,
 * the entry is a function of the name.
 */

/** Sample vacancy card; DESIGN.md fixes the spec's 30-empty-of-28 inconsistency. */
export const SAMPLE_VACANCY = {
  totalVacancies: 30,
  emptyVacancies: 28,
  startDate: '20/11/2025',
  workingHours: '6-8 hours per day',
  salary: 1200,
  currency: 'USD',
} as const;

export const PASSPORT_HELP_TEXT =
  'Your passport must have been issued no more than ten years ago and be valid for at least three months beyond your planned exit from the Schengen area.';

const countries = (codes: DestinationCode[]): Destination[] => codes.map((code) => ({ code, name: DESTINATION_COUNTRIES[code] }));

export interface StaticSlide {
  photo: PhotoName;
  title: string;
  text: string;
}

/** The hero's eyebrow, heading and subtitle are Settings' home texts (contract/home-texts.ts). */
export const HERO = {
  statusLink: 'CHECK YOUR APPLICATION STATUS',
  pauseVideo: 'Pause the background video',
  playVideo: 'Play the background video',
};

/* The three services (info blocks) are Settings' home texts. */

export const FIRST_CAROUSEL = {
  label: 'Life and work in Canada',
  slides: [
    {
      photo: 'slide-skyline',
      title: 'Cities with steady demand for workers',
      text: 'Toronto, Vancouver, Calgary and Montreal employ thousands of newcomers every year in construction, food production, transport and care.',
    },
    {
      photo: 'slide-mountains',
      title: 'Jobs beyond the big cities',
      text: 'Many employers in smaller towns and rural provinces recruit abroad. Some provincial programmes give these workers a faster route to permanent residence.',
    },
    {
      photo: 'slide-airport',
      title: 'Travel once your papers are in order',
      text: 'We book flights only after the work permit approval letter arrives, so you never pay for a ticket you cannot use.',
    },
    {
      photo: 'slide-consultation',
      title: 'Every document checked before it is sent',
      text: 'Incomplete files are a common reason for refusal. We review each page of your application with you before it goes to the visa office.',
    },
  ] satisfies StaticSlide[],
};

export const APPROVAL = {
  heading: 'Maximise your chances of visa approval',
  intro:
    'Visa officers decide on the evidence in front of them. A complete, well-organised file answers their questions before they ask them.',
  tips: [
    'Give thorough supporting documents: financial proof such as bank statements and pay slips, and a clear travel itinerary.',
    'Make sure names, dates and passport numbers match exactly on every form and document.',
    'Include your job offer or employment contract and proof of your work experience.',
    'Answer every question honestly: a mistake or an omission can lead to a refusal.',
  ],
  /** The countries themselves are Settings' destinations. */
  flagsLabel: 'Countries we advise on',
  photos: [
    { photo: 'approval-documents', alt: 'A passport beside a stack of checked application forms' },
    { photo: 'approval-meeting', alt: 'An adviser going through an application with a client' },
  ] satisfies { photo: PhotoName; alt: string }[],
};

export const CORPORATE_TRAVEL = {
  heading: 'Corporate travel management',
  paragraphs: [
    'Corporate travel management means planning, booking and managing the business trips of your staff, and creating the travel policies that keep those trips safe and within budget.',
    'We arrange business visitor visas, flights and accommodation for companies that send staff abroad or bring recruited workers to Canada, and we help you write a simple travel policy your team can follow.',
  ],
};

export const VACANCIES = {
  heading: 'Current vacancies',
  note: 'Vacancies change often. Contact us for the latest list and the full job description.',
  labels: {
    department: 'Department',
    totalVacancies: 'Total vacancies',
    emptyVacancies: 'Open vacancies',
    location: 'Location',
    startDate: 'Start date',
    workingHours: 'Working hours',
    compensation: 'Compensation',
  },
  compensation: `Salary ${SAMPLE_VACANCY.salary} ${SAMPLE_VACANCY.currency}`,
  cards: [
    {
      company: 'Food company',
      position: 'Food Processing Worker',
      department: 'Production',
      locations: ['Canada', 'Poland', 'Croatia'],
    },
    {
      company: 'Beverage company',
      position: 'Bottling Line Operator',
      department: 'Packaging',
      locations: ['Canada', 'Romania', 'Hungary'],
    },
  ],
};

/** The spec titles both cards 'Flexible Code', a placeholder; each is titled by what it says (issue 18). */
export const FEATURE_CARDS = [
  {
    title: 'Flexible appointments',
    text: 'Meet us at the office, by phone or by video call, at a time that suits your shifts. Evening and weekend appointments are available.',
  },
  {
    title: 'Clear fees, paid in stages',
    text: 'Our fees are written down before we start and can be paid in stages as your application moves forward. Government fees are always paid directly to the government.',
  },
] as const;

export const JOB_VISA = {
  heading: 'Job visa',
  intro:
    'A job visa lets you work for a named employer abroad. We connect you with employers who are allowed to hire foreign workers and handle the paperwork with you.',
  benefits: [
    { title: 'Job Offering', text: 'Genuine offers from employers we have checked, with the salary and conditions in writing.' },
    { title: 'Full Support', text: 'One case worker follows your file from the first interview to your arrival.' },
    { title: 'Processing Talently', text: 'We submit complete files quickly and tell you the official processing times up front.' },
    { title: 'Great Experience', text: 'Over the years we have helped many workers and families start a new life abroad.' },
  ],
} as const;

export const SECOND_CAROUSEL = {
  label: 'Jobs we recruit for',
  slides: [
    {
      photo: 'slide-construction',
      title: 'Construction',
      text: 'Labourers, carpenters, electricians and plumbers for residential and commercial building sites.',
    },
    {
      photo: 'slide-kitchen',
      title: 'Restaurants and kitchens',
      text: 'Cooks, kitchen helpers and restaurant supervisors for hotels and restaurant groups.',
    },
    {
      photo: 'slide-warehouse',
      title: 'Packaging and warehouses',
      text: 'Packers, forklift drivers and warehouse workers for food and beverage producers.',
    },
    {
      photo: 'slide-maple-street',
      title: 'Care and housekeeping',
      text: 'Caregivers, housekeepers and cleaners for care homes, hotels and private households.',
    },
  ] satisfies StaticSlide[],
};

export const EUROPE_REQUIREMENTS = {
  heading: 'Work visa requirements for Europe',
  intro: 'Most European countries ask work visa applicants for the same core documents:',
  items: [
    { title: 'A valid passport', text: PASSPORT_HELP_TEXT },
    { title: 'An employment contract', text: 'Signed by you and your employer, showing the job, the salary and the length of the contract.' },
    { title: 'Proof of accommodation', text: 'A rental agreement, or a letter from your employer confirming where you will live.' },
    { title: 'A skills assessment', text: 'Evidence that your qualifications and experience match the job, such as certificates and reference letters.' },
  ],
};

export const ELIGIBILITY = {
  heading: 'Apply and check your eligibility',
  text: 'Studying first is another way to work abroad later. Before you apply, compare schools and programmes on the official education websites, then ask us to check your eligibility for a study permit.',
  link: { href: 'https://www.educanada.ca/', label: 'Explore schools on EduCanada, the official guide to studying in Canada' },
  flagsLabel: 'Study destinations we advise on',
  flags: countries(['ca', 'gb', 'ie', 'au', 'us', 'fr']),
};

export const TESTIMONIALS = {
  heading: 'What our clients say',
  // Replace with real quotes, published with each client's written permission.
  items: [
    {
      quote: 'They told me honestly which documents were missing before we applied. My work permit was approved on the first try.',
      name: 'Ramesh K.',
      detail: 'Cook, now working in Alberta',
    },
    {
      quote: 'I could check my application status online at any time instead of calling the office.',
      name: 'Maria L.',
      detail: 'Caregiver, now working in Ontario',
    },
    {
      quote: 'The fees were clear from the start and I paid them in three parts. No surprises.',
      name: 'Anil S.',
      detail: 'Warehouse worker, now working in Manitoba',
    },
  ],
} as const;

export const TEAM = {
  heading: 'Our team',
  members: [
    { photo: 'team-adviser', name: 'Daniel Mensah', role: 'Senior visa adviser' },
    { photo: 'team-caseworker', name: 'Priya Thapa', role: 'Case worker' },
    { photo: 'team-employer-liaison', name: 'Samuel Okoro', role: 'Employer liaison' },
    { photo: 'team-documents', name: 'Lena Novak', role: 'Documents officer' },
  ] satisfies { photo: PhotoName; name: string; role: string }[],
};

/** The steps themselves are Settings' home texts. */
export const PROCESS = {
  heading: 'How the application process works',
} as const;

export const STATUS_BANNER = {
  heading: 'Already applied?',
  text: 'Check the status of your application with your passport number, nationality and date of birth.',
  link: 'Check my application status',
};
