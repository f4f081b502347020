/**
 * The settings, one row each (ADR 048): the schema of a save and of an answer, what the public site
 * reads, what a save may leave out, the default, the activity log's name and the Settings page's
 * plain fields are read from here. Data only, no Zod: the public pages read the defaults.
 *
 * Adding a plain text setting: a row here (kind `text` or `optionalText`, a `section` to show it on
 * the Settings page) and the catalogues (`npm run i18n:extract -w @visadesk/web`); the settings are
 * one JSON document, so no migration.
 */

/** Room for a few numbers (`+977 1-4435566, +977 9851012345, +91 22 2345 6789`). */
export const AGENCY_PHONES_MAX = 120;

/** The consultancy's name until the owner gives theirs. */
export const DEFAULT_CONSULTANCY_NAME = 'VisaDesk Migration Consultancy';

/**
 * How a setting is checked (settings.ts): `text` is required, `optionalText` may be empty, `email`
 * and `phones` are the agency's contacts; `composite` is a setting of several parts with a schema of
 * its own in settings.ts (the home page's texts, the email settings...).
 */
export type SettingsFieldKind = 'text' | 'optionalText' | 'email' | 'phones' | 'composite';

export interface SettingsFieldSpec {
  /** Its name on the Settings page, and (in lower case) in the activity log's "Settings saved: …". */
  readonly label: string;
  readonly kind: SettingsFieldKind;
  /** Plain kinds: the shortest and longest value, and the message a refused value gets. */
  readonly min?: number;
  readonly max?: number;
  readonly message?: string;
  /** Plain kinds: the value until the owner gives one ('' when not said). */
  readonly default?: string;
  /** Whether the public site reads it (every prerendered page carries these): never, unless said here. */
  readonly shown: boolean;
  /** Whether a save may leave it out (callers older than it) and then keeps the stored value. */
  readonly keptWhenLeftOut: boolean;
  /** Plain kinds: the Settings page's section showing it, the control and the browser's autofill hint. */
  readonly section?: 'consultancy';
  readonly input?: 'text' | 'textarea' | 'email' | 'tel';
  readonly autoComplete?: string;
}

export const SETTINGS_FIELDS = {
  consultancyName: {
    label: 'Consultancy name', kind: 'text', min: 2, max: 80, message: 'Please enter the consultancy name (2 to 80 characters).',
    default: DEFAULT_CONSULTANCY_NAME, shown: true, keptWhenLeftOut: false, section: 'consultancy', input: 'text', autoComplete: 'organization',
  },
  phone: {
    label: 'Phone', kind: 'phones', max: AGENCY_PHONES_MAX,
    message: 'Please enter real phone numbers with their area code, separated by commas, for example +977 1-4435566, 9851012345.',
    shown: true, keptWhenLeftOut: false, section: 'consultancy', input: 'tel', autoComplete: 'tel',
  },
  email: {
    label: 'Email', kind: 'email', max: 254, message: 'Please enter a valid email address.',
    shown: true, keptWhenLeftOut: false, section: 'consultancy', input: 'email', autoComplete: 'email',
  },
  address: {
    label: 'Address', kind: 'optionalText', max: 300, message: 'The address can be at most 300 characters long.',
    shown: true, keptWhenLeftOut: false, section: 'consultancy', input: 'textarea', autoComplete: 'street-address',
  },
  /** The government's licence or registration number (Nepal's DoFE licence, Bangladesh's RL number): on every receipt (ADR 051). */
  registrationNo: {
    label: 'Registration number', kind: 'optionalText', max: 60, message: 'The registration number can be at most 60 characters long.',
    shown: true, keptWhenLeftOut: true, section: 'consultancy', input: 'text',
  },
  socialLinks: { label: 'Social links', kind: 'composite', shown: true, keptWhenLeftOut: false },
  nextSteps: { label: 'Next steps', kind: 'composite', shown: true, keptWhenLeftOut: true },
  homeTexts: { label: 'Home page texts', kind: 'composite', shown: true, keptWhenLeftOut: true },
  slotLabels: { label: 'Document slot names', kind: 'composite', shown: true, keptWhenLeftOut: true },
  mail: { label: 'Email settings', kind: 'composite', shown: false, keptWhenLeftOut: true },
  registrationPolicy: { label: 'Registration', kind: 'composite', shown: false, keptWhenLeftOut: false },
  /** Staff without a second factor may sign in only to set one up. */
  requireTwoFactor: { label: 'Two-factor authentication for all staff', kind: 'composite', shown: false, keptWhenLeftOut: true },
  /** Staff only: the labels extra documents are filed under. */
  documentLabels: { label: 'Document labels', kind: 'composite', shown: false, keptWhenLeftOut: true },
  /** The agency's logo, uploaded in Settings; '' shows the plain mark VisaDesk ships. */
  logo: { label: 'Logo', kind: 'composite', shown: true, keptWhenLeftOut: true },
  /** Staff only (retention.ts): how long email and the activity log are kept, and the daily digest's hour. */
  retention: { label: 'Retention', kind: 'composite', shown: false, keptWhenLeftOut: true },
  digestHour: { label: 'Daily digest hour', kind: 'composite', shown: false, keptWhenLeftOut: true },
} as const satisfies Readonly<Record<string, SettingsFieldSpec>>;

type Fields = typeof SETTINGS_FIELDS;
export type SettingsFieldKey = keyof Fields;
export type PlainSettingsKey = { [K in SettingsFieldKey]: Fields[K]['kind'] extends 'composite' ? never : K }[SettingsFieldKey];
export type CompositeSettingsKey = Exclude<SettingsFieldKey, PlainSettingsKey>;
export type ShownSettingsKey = { [K in SettingsFieldKey]: Fields[K]['shown'] extends true ? K : never }[SettingsFieldKey];
export type KeptSettingsKey = { [K in SettingsFieldKey]: Fields[K]['keptWhenLeftOut'] extends true ? K : never }[SettingsFieldKey];

export const SETTINGS_FIELD_ORDER = /* @__PURE__ */ Object.keys(SETTINGS_FIELDS) as SettingsFieldKey[];
export const settingsField = (key: SettingsFieldKey): SettingsFieldSpec => SETTINGS_FIELDS[key];

export const PLAIN_SETTINGS = /* @__PURE__ */ SETTINGS_FIELD_ORDER.filter((key) => settingsField(key).kind !== 'composite') as PlainSettingsKey[];
export const SHOWN_SETTINGS = /* @__PURE__ */ SETTINGS_FIELD_ORDER.filter((key) => settingsField(key).shown) as ShownSettingsKey[];
export const KEPT_SETTINGS = /* @__PURE__ */ SETTINGS_FIELD_ORDER.filter((key) => settingsField(key).keptWhenLeftOut) as KeptSettingsKey[];

/** Each setting's name on the Settings page: the contract's texts `setting.<key>` (message-ids.ts). */
export const SETTINGS_FIELD_LABELS = /* @__PURE__ */ Object.fromEntries(SETTINGS_FIELD_ORDER.map((key) => [key, SETTINGS_FIELDS[key].label])) as {
  readonly [K in SettingsFieldKey]: Fields[K]['label'];
};

/** The plain settings' messages, by key (SETTINGS_MESSAGES spreads them in). */
export const SETTINGS_FIELD_MESSAGES = /* @__PURE__ */ Object.fromEntries(PLAIN_SETTINGS.map((key) => [key, SETTINGS_FIELDS[key].message])) as {
  readonly [K in PlainSettingsKey]: Fields[K]['message'];
};

/** The plain settings' values until the owner gives theirs, those the public site reads and the staff's own. */
const defaultsOf = (keys: readonly PlainSettingsKey[]) => Object.fromEntries(keys.map((key) => [key, settingsField(key).default ?? '']));
export const SHOWN_PLAIN_DEFAULTS = /* @__PURE__ */ defaultsOf(PLAIN_SETTINGS.filter((key) => settingsField(key).shown)) as Record<PlainSettingsKey & ShownSettingsKey, string>;
export const STAFF_PLAIN_DEFAULTS = /* @__PURE__ */ defaultsOf(PLAIN_SETTINGS.filter((key) => !settingsField(key).shown)) as Record<Exclude<PlainSettingsKey, ShownSettingsKey>, string>;
