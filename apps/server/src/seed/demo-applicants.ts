import { APPLICANT_EXAMPLES, JOB_TITLES, addMonths, internationalPhone, languageOfNationality, type ApplicantFields, type ApplicationStatus, type DocumentSlotKey, type Language } from '@visadesk/contract';
import { nationalityOf, type Nationality } from './demo-nationalities.ts';
import { between, chance, pick } from './random.ts';

/** One made-up applicant and what happened to the application: when, which status, which papers. */
export interface DemoApplicant {
  fields: ApplicantFields & { language: Language };
  nationality: Nationality;
  status: ApplicationStatus;
  createdAt: Date;
  documentsAt: Date;
  /** When staff approved or rejected it; null while pending. */
  decidedAt: Date | null;
  documents: DocumentSlotKey[];
  look: 'short' | 'long';
}

const DAY = 86_400_000;
/** Applications arrive over the past six months. */
export const SPREAD_DAYS = 180;

/** Half pending, three in ten approved, two rejected; any ten in a row have all three. */
const STATUS_CYCLE: ApplicationStatus[] = ['pending', 'approved', 'pending', 'rejected', 'approved', 'pending', 'pending', 'approved', 'rejected', 'pending'];

const MARKS = ['Mole on left cheek', 'Scar on right hand', 'Mole above right eyebrow', 'Scar on left knee', 'Birthmark on neck', 'Scar on chin', 'Mole on right cheek', 'Burn mark on left forearm'];
const COMPANIES = ['Northern Prairie Farms Ltd', 'Lakeshore Care Homes Inc.', 'Red River Construction Ltd', 'Fraser Valley Packers', 'Timberline Hospitality Group', 'Harbourfront Cleaning Co.', 'Summit Logistics Inc.', 'Okanagan Orchards Ltd', 'Granite Peak Builders', 'Bluewater Seafood Processors', 'Aurora Electrical Services', 'Cedar Grove Restaurants'];
const DURATIONS = ['1 year', '2 years', '2 years', '3 years'];
/** Hourly pay in Canadian dollars, by job, as an LMIA would state it. */
const PAY: Record<(typeof JOB_TITLES)[number], [number, number]> = {
  Driving: [24, 30], Construction: [22, 28], Electrician: [28, 36], Holder: [18, 22], Housekeeping: [16, 19],
  Cleaner: [16, 19], Plumber: [27, 35], Packaging: [16, 20], Cook: [17, 21], Restaurant: [16, 19],
  Manager: [30, 40], Supervisor: [24, 30], Worker: [17, 22], 'Caring Operator': [17, 22],
};
const DOMAINS = ['example.com', 'example.org', 'example.net'];

/**
 * Seven digits unique to the n-th applicant of a run: an affine map, one-to-one below 10^7 (the
 * multiplier is prime to 10), so passports and emails never clash within a run.
 */
export function serialOf(n: number, multiplier: number, offset: number): number {
  return (multiplier * n + offset) % 10_000_000;
}

const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
const handle = (name: string) => name.toLowerCase().replace(/[^a-z]/g, '');

/** Passport and email from two serials; called again with fresh ones when a run meets older data. */
export function identify(applicant: DemoApplicant, passportSerial: number, emailSerial: number): void {
  const { fields, nationality } = applicant;
  fields.passport = nationality.passport(String(passportSerial).padStart(7, '0'));
  fields.email = `${handle(fields.givenN)}.${handle(fields.surname)}${emailSerial}@${pick(DOMAINS)}`;
}

/**
 * Passports valid ten years, up to ten years left; one in twenty-five lapses within about 200 days of
 * `now` or lapsed just before (the dashboard's list and the staff's digest have some to show), and
 * one in seven has no dates on file (filed before the desk asked for them).
 */
function passportDates(now: number): Pick<DemoApplicant['fields'], 'passportIssue' | 'passportExpiry'> {
  if (chance(1 / 7)) return { passportIssue: '', passportExpiry: '' };
  const expiry = isoDate(now + (chance(0.04) ? between(-20, 200) : between(201, 3600)) * DAY);
  return { passportIssue: addMonths(expiry, -120), passportExpiry: expiry };
}

/** The papers an application of that status holds by now: one to four, PDFs and scans. */
function documentsFor(status: ApplicationStatus): DocumentSlotKey[] {
  if (status === 'pending') return chance(0.3) ? ['file1', 'file2'] : ['file1'];
  if (status === 'rejected') return ['file1', 'file5'];
  return chance(0.5) ? ['file1', 'file5', 'file9', 'file11'] : ['file1', 'file5', 'file9'];
}

/** Every field's example from the fields' table (applicant-fields.ts). */
const EXAMPLES = APPLICANT_EXAMPLES as unknown as DemoApplicant['fields'];

/** The n-th applicant of a run (`now` is the run's start). */
export function demoApplicant(n: number, now: number): DemoApplicant {
  const nationality = nationalityOf(n);
  const status = STATUS_CYCLE[n % STATUS_CYCLE.length] as ApplicationStatus;
  const sex = chance(0.7) ? 'Male' : 'Female';
  const createdAt = now - between(10 * 60_000, SPREAD_DAYS * DAY);
  const decidedAt = status === 'pending' ? null : createdAt + (0.35 + 0.6 * Math.random()) * (now - createdAt);
  const documentsAt = createdAt + (0.05 + 0.25 * Math.random()) * ((decidedAt ?? now) - createdAt);
  const dob = isoDate(createdAt - (between(21, 45) * 365.25 + between(0, 364)) * DAY);
  const jobTitle = pick(JOB_TITLES);
  const [low, high] = PAY[jobTitle];
  const phone = nationality.phone();
  const international = internationalPhone(`+${phone}`, '');
  const fields: DemoApplicant['fields'] = {
    // A field added to the table shows its example; the ones below vary as real workers do.
    ...EXAMPLES,
    surname: pick(nationality.surnames),
    givenN: pick(sex === 'Male' ? nationality.male : nationality.female),
    email: '',
    phone: international?.national ?? phone,
    phoneCode: international?.code ?? '',
    nationalId: nationality.nationalId(dob, sex),
    sex,
    dob,
    birthCity: pick(nationality.cities),
    currentN: nationality.country,
    identification: pick(MARKS),
    company: pick(COMPANIES),
    dutyDuration: pick(DURATIONS),
    jobTitle,
    salary: `CAD ${(low + Math.random() * (high - low)).toFixed(2)}/hour`,
    passport: '',
    issuedCountry: nationality.country,
    ...passportDates(now),
    language: languageOfNationality(nationality.country),
  };
  return {
    fields, nationality, status, documents: documentsFor(status), look: sex === 'Male' ? 'short' : 'long',
    createdAt: new Date(createdAt), documentsAt: new Date(documentsAt), decidedAt: decidedAt === null ? null : new Date(decidedAt),
  };
}
