import { NAME_MAX } from './limits.ts';

/**
 * The applicant's fields, one row each (ADR 048): everything the form, the copy, the export, the
 * mapper, the database's columns and the demo data know of a field is read from here. Data only, no
 * Zod and no phone library, so the public pages can read the labels and the copy's rows without
 * loading the form's checks (application-form.ts builds those from each row's `kind`).
 *
 * Adding a plain text field: a row here (kind `text` or `optionalText`), a migration
 * (`npm run db:generate -w @visadesk/server`) and the catalogues (`npm run i18n:extract -w @visadesk/web`).
 */

export const JOB_TITLES = [
  'Driving',
  'Construction',
  'Electrician',
  'Holder',
  'Housekeeping',
  'Cleaner',
  'Plumber',
  'Packaging',
  'Cook',
  'Restaurant',
  'Manager',
  'Supervisor',
  'Worker',
  'Caring Operator',
] as const;

export const SEXES = ['Male', 'Female'] as const;

/**
 * How a field is checked (application-form.ts): `text` is required, `optionalText` may be empty;
 * the others are this desk's own rules (a country read as the form saves it, a passport number
 * normalised, a phone and its country code, a day, a choice from a fixed list).
 */
export type ApplicantFieldKind =
  | 'text'
  | 'optionalText'
  | 'country'
  | 'passport'
  | 'email'
  | 'phone'
  | 'phoneCode'
  | 'birthDate'
  | 'optionalDay'
  | 'sex'
  | 'jobTitle'
  | 'language'
  | 'destination'
  | 'demand'
  | 'position';

/** The parts of the form and of the applicant copy, A to D. */
export const APPLICANT_SECTIONS = ['personal', 'company', 'passport', 'contact'] as const;
export type ApplicantSectionKey = (typeof APPLICANT_SECTIONS)[number];

/** The sections' headings in English: the copy's and the form's alike. */
export const APPLICANT_SECTION_LABELS: Readonly<Record<ApplicantSectionKey, string>> = {
  personal: 'A. Personal Particulars',
  company: 'B. Company Details',
  passport: 'C. Passport Details',
  contact: "D. Applicant's Contact Details",
};

export interface ApplicantFieldSpec {
  /** What staff and applicants call it, on the form, the copy, the export and in the history. */
  readonly label: string;
  readonly kind: ApplicantFieldKind;
  /** The longest value, for `text` and `optionalText` (TEXT_FIELD_MAX when not said). */
  readonly max?: number;
  /** What the form and the API say when the value is refused. */
  readonly message: string;
  /** The message's name in APPLICATION_MESSAGES when it is not the field's key (names older than this table). */
  readonly messageKey?: string;
  readonly section: ApplicantSectionKey;
  /**
   * On the applicant copy: `line` a line of its own, `whenGiven` a line only when filled in (dates
   * older applications lack), `withPhone` shown with the phone, `false` the desk's only.
   */
  readonly copy: 'line' | 'whenGiven' | 'withPhone' | false;
  /** A column of its own in the export (the passport number leads the list's columns instead). */
  readonly export: boolean;
  /**
   * How its value sits in a right-to-left page (ADR 037): numbers and addresses left to right, a date
   * in the page's direction (written in the page's words), what staff typed by its own first letter.
   */
  readonly direction: 'ltr' | 'page' | 'auto';
  /** Optional at registration, asked for before approval (unknown before a demand letter). */
  readonly beforeApproval?: boolean;
  /** A believable value: the tests' applicant and the demo data's default. */
  readonly example: string;
}

/** The fields in the order the form and the copy show them, section by section. */
export const APPLICANT_FIELDS = {
  surname: {
    label: 'Surname', kind: 'optionalText', max: NAME_MAX, messageKey: 'surnameLength',
    // ADR 035: up to 31 characters ("KC", "Om"), empty for a worker whose passport shows a single name.
    message: 'Surname must be at most 31 characters long.',
    section: 'personal', copy: 'line', export: true, direction: 'auto', example: 'Sharma',
  },
  givenN: {
    label: 'Given Name', kind: 'text', max: NAME_MAX, messageKey: 'givenNameLength',
    message: 'Given name must be between 1 and 31 characters long. A worker whose passport shows a single name has it here, with the surname left empty.',
    section: 'personal', copy: 'line', export: true, direction: 'auto', example: 'Anita',
  },
  sex: { label: 'Sex', kind: 'sex', message: 'Please select a sex.', section: 'personal', copy: 'line', export: true, direction: 'auto', example: 'Female' },
  dob: { label: 'Date of Birth', kind: 'birthDate', message: 'Please enter a valid date of birth.', section: 'personal', copy: 'line', export: true, direction: 'page', example: '1992-04-17' },
  birthCity: { label: 'Birth City', kind: 'text', message: 'Please enter a valid birth city.', section: 'personal', copy: 'line', export: true, direction: 'auto', example: 'Pokhara' },
  currentN: {
    label: 'Current Nationality', kind: 'country', messageKey: 'currentNationality', message: 'Please enter a valid current nationality.',
    section: 'personal', copy: 'line', export: true, direction: 'auto', example: 'Nepal',
  },
  identification: {
    label: 'Visible Identification Marks', kind: 'optionalText', message: 'Please enter valid identification marks.',
    section: 'personal', copy: 'line', export: true, direction: 'auto', beforeApproval: true, example: 'Mole on left cheek',
  },
  nationalId: {
    label: 'National ID', kind: 'optionalText', message: 'Please enter a valid national ID.',
    section: 'personal', copy: 'line', export: true, direction: 'ltr', beforeApproval: true, example: 'NID-1992-0417',
  },
  company: {
    label: 'Company Name', kind: 'optionalText', message: 'Please enter a valid company name.',
    section: 'company', copy: 'line', export: true, direction: 'auto', beforeApproval: true, example: 'Maple Foods Ltd',
  },
  // The demand letter and position the worker is recruited for (ADR 052): ids, '' for none.
  demand: { label: 'Demand', kind: 'demand', message: 'Please choose one of the open demands, or none.', messageKey: 'demandLink', section: 'company', copy: false, export: false, direction: 'ltr', example: '' },
  position: { label: 'Position', kind: 'position', message: 'Please choose one of the chosen demand’s positions.', messageKey: 'positionLink', section: 'company', copy: false, export: false, direction: 'ltr', example: '' },
  dutyDuration: { label: 'Duty Duration', kind: 'text', message: 'Please enter a valid duty duration.', section: 'company', copy: 'line', export: true, direction: 'auto', example: '2 years' },
  jobTitle: { label: 'Job Title', kind: 'jobTitle', message: 'Please select a job title.', section: 'company', copy: 'line', export: true, direction: 'auto', example: 'Cook' },
  destination: {
    label: 'Destination Country', kind: 'destination', message: 'Please choose the destination country from the list, or leave it empty.',
    section: 'company', copy: false, export: true, direction: 'auto', example: 'Malaysia',
  },
  salary: {
    label: 'Salary', kind: 'optionalText', message: 'Please enter a valid salary.',
    section: 'company', copy: 'line', export: true, direction: 'auto', beforeApproval: true, example: '1200 USD',
  },
  passport: {
    label: 'Passport No', kind: 'passport', message: 'Please enter a valid passport number.',
    section: 'passport', copy: 'line', export: false, direction: 'ltr', example: 'PA1234567',
  },
  issuedCountry: { label: 'Issued Country', kind: 'country', message: 'Please enter a valid issued country.', section: 'passport', copy: 'line', export: true, direction: 'auto', example: 'Nepal' },
  passportIssue: {
    label: 'Passport Issue Date', kind: 'optionalDay', message: 'Please enter the passport issue date as YYYY-MM-DD, or leave it empty.',
    section: 'passport', copy: 'whenGiven', export: true, direction: 'page', example: '',
  },
  passportExpiry: {
    label: 'Passport Expiry Date', kind: 'optionalDay', message: 'Please enter the passport expiry date as YYYY-MM-DD, or leave it empty.',
    section: 'passport', copy: 'whenGiven', export: true, direction: 'page', example: '',
  },
  phone: {
    label: 'Phone', kind: 'phone', messageKey: 'invalidPhone', message: 'Please enter a valid phone number.',
    section: 'contact', copy: 'line', export: true, direction: 'ltr', example: '9779812345678',
  },
  phoneCode: {
    label: 'Country Code', kind: 'phoneCode', message: 'Please choose a valid country calling code.',
    section: 'contact', copy: 'withPhone', export: true, direction: 'ltr', example: '',
  },
  email: {
    label: 'Email', kind: 'email', messageKey: 'invalidEmail', message: 'Please enter a valid email address.',
    section: 'contact', copy: 'line', export: true, direction: 'ltr', example: 'anita@example.com',
  },
  language: {
    label: 'Language for messages', kind: 'language', message: 'Please choose one of the languages for messages: en, fr, hi, bn, ne or ur.',
    section: 'contact', copy: false, export: true, direction: 'ltr', example: 'en',
  },
} as const satisfies Readonly<Record<string, ApplicantFieldSpec>>;

export type ApplicantFieldKey = keyof typeof APPLICANT_FIELDS;
type Fields = typeof APPLICANT_FIELDS;

/** Every field, in the order the form and the copy show them. */
export const APPLICANT_FIELD_ORDER = /* @__PURE__ */ Object.keys(APPLICANT_FIELDS) as ApplicantFieldKey[];

/** A field's row, typed as any row (for code that reads every field alike). */
export const applicantField = (key: ApplicantFieldKey): ApplicantFieldSpec => APPLICANT_FIELDS[key];

/** The fields of one kind or of several, in the table's order. */
export const applicantFieldsWhere = (keep: (field: ApplicantFieldSpec, key: ApplicantFieldKey) => boolean): ApplicantFieldKey[] =>
  APPLICANT_FIELD_ORDER.filter((key) => keep(applicantField(key), key));

/** What staff and applicants call each field: on the form, on the applicant copy and in the history. */
export const APPLICANT_FIELD_LABELS = /* @__PURE__ */ Object.fromEntries(APPLICANT_FIELD_ORDER.map((key) => [key, APPLICANT_FIELDS[key].label])) as {
  readonly [K in ApplicantFieldKey]: Fields[K]['label'];
};

type MessageKeyOf<K extends ApplicantFieldKey> = Fields[K] extends { messageKey: infer N extends string } ? N : K;

/** Each field's message under its name in APPLICATION_MESSAGES (messages.ts spreads them in). */
export const APPLICANT_FIELD_MESSAGES = /* @__PURE__ */ Object.fromEntries(
  APPLICANT_FIELD_ORDER.map((key) => {
    const field = applicantField(key);
    return [field.messageKey ?? key, field.message];
  }),
) as { readonly [K in ApplicantFieldKey as MessageKeyOf<K>]: Fields[K]['message'] };

/**
 * The order the spec checks the fields in (its section 5): the first message the form and the API
 * show is the first check that fails. A field not named here is checked after these, in the table's order.
 */
const SPEC_CHECK_ORDER: readonly ApplicantFieldKey[] = [
  'surname', 'givenN', 'email', 'phone', 'phoneCode', 'nationalId', 'sex', 'dob', 'birthCity', 'currentN',
  'identification', 'company', 'dutyDuration', 'jobTitle', 'salary', 'passport', 'issuedCountry',
  'passportIssue', 'passportExpiry', 'language',
];
export const APPLICANT_CHECK_ORDER: readonly ApplicantFieldKey[] = /* @__PURE__ */ SPEC_CHECK_ORDER.concat(
  APPLICANT_FIELD_ORDER.filter((key) => !SPEC_CHECK_ORDER.includes(key)),
);

type ApprovalKeys = { [K in ApplicantFieldKey]: Fields[K] extends { beforeApproval: true } ? K : never }[ApplicantFieldKey];

/**
 * Optional at registration, asked for before approval: unknown until a demand letter names the
 * company and salary, and until the worker brings the national id card. In the order of the checks.
 */
export const APPROVAL_FIELDS = /* @__PURE__ */ APPLICANT_CHECK_ORDER.filter((key) => applicantField(key).beforeApproval) as readonly ApprovalKeys[];
export type ApprovalField = ApprovalKeys;

type OptionalKind = 'optionalText' | 'optionalDay' | 'email' | 'destination' | 'demand' | 'position';
type KeptKeys = { [K in ApplicantFieldKey]: Fields[K]['kind'] extends OptionalKind ? K : never }[ApplicantFieldKey];
const OPTIONAL_KINDS: readonly ApplicantFieldKind[] = ['optionalText', 'optionalDay', 'email', 'destination', 'demand', 'position'];

/**
 * The fields a client may leave out, each kept on file when an edit does not name it: every
 * optional field, so a client older than a field (the original one, a desk tab open across an
 * upgrade) never empties it, and a worker's details not known yet are not lost.
 */
export const KEPT_UNLESS_NAMED = /* @__PURE__ */ applicantFieldsWhere((field) => OPTIONAL_KINDS.includes(field.kind)) as KeptKeys[];
export type KeptUnlessNamedField = KeptKeys;

/** The fields of one section, in the table's order. */
export const fieldsOfSection = (section: ApplicantSectionKey): ApplicantFieldKey[] => applicantFieldsWhere((field) => field.section === section);

/** The fields the applicant copy carries (a line of their own or with the phone). */
export const COPY_FIELDS = /* @__PURE__ */ applicantFieldsWhere((field) => field.copy !== false) as CopyField[];
export type CopyField = { [K in ApplicantFieldKey]: Fields[K]['copy'] extends false ? never : K }[ApplicantFieldKey];

/** Whether a field holds a day (YYYY-MM-DD): the export's date cells, the copy's dates in words. */
export const isDayField = (key: ApplicantFieldKey): boolean => ['birthDate', 'optionalDay'].includes(applicantField(key).kind);

/** Every field's example, by field: the tests' applicant and the demo data's default. */
export const APPLICANT_EXAMPLES = /* @__PURE__ */ Object.fromEntries(APPLICANT_FIELD_ORDER.map((key) => [key, APPLICANT_FIELDS[key].example])) as {
  readonly [K in ApplicantFieldKey]: Fields[K]['example'];
};

/** The column a field is stored in: its key in snake case (`birthCity` → `birth_city`). */
export const columnOf = (key: string): string => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
