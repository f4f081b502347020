import { z } from 'zod';
import { DOCUMENT_LABEL_MAX, DOCUMENT_LABELS_MAX, STATUS_REASON_MAX } from './limits.ts';
import { DEFAULT_SHOWN_SETTINGS } from './default-settings.ts';
import { homeImageIds } from './home-texts.ts';
import { DESTINATION_CODES, HOME_DESTINATION_COUNT, HOME_PERSON_NAME_MAX, HOME_SERVICE_COUNT, HOME_STEP_COUNT, HOME_TEAM_MAX, HOME_TESTIMONIAL_MAX } from './home-texts-shape.ts';
import { ID_PATTERN } from './ids.ts';
import { answerFlag, answerList, answerObject, answerText } from './answers.ts';
import { COMMON_MESSAGES } from './messages.ts';
import { SETTINGS_MESSAGES } from './settings-messages.ts';
import { DEFAULT_DIGEST_HOUR, DEFAULT_RETENTION, DigestHourSchema, RetentionSchema } from './retention.ts';
import { agencyPhonesValid } from './phones.ts';

/** Room for a few numbers (`+977 1-4435566, +977 9851012345, +91 22 2345 6789`). */
export const AGENCY_PHONES_MAX = 120;
import { DOCUMENT_SLOT_KEYS } from './applications.ts';
import type { LocalText } from './local-texts.ts';
import { localText } from './local-text-schema.ts';

export const REGISTRATION_POLICIES = ['closed', 'approval'] as const;

export const SOCIAL_NETWORKS = ['facebook', 'instagram', 'linkedin', 'youtube', 'whatsapp'] as const;

export { SETTINGS_MESSAGES };

export const RegistrationPolicySchema = z.enum(REGISTRATION_POLICIES, { error: SETTINGS_MESSAGES.registrationPolicy });
export type RegistrationPolicy = z.infer<typeof RegistrationPolicySchema>;

const link = z
  .string({ error: SETTINGS_MESSAGES.link })
  .trim()
  .max(300, SETTINGS_MESSAGES.link)
  .refine((v) => v === '' || /^https:\/\/[^\s]+$/.test(v), SETTINGS_MESSAGES.link);

export const SocialLinksSchema = z.object(
  Object.fromEntries(SOCIAL_NETWORKS.map((n) => [n, link])) as Record<(typeof SOCIAL_NETWORKS)[number], typeof link>,
  { error: SETTINGS_MESSAGES.link },
);

const nextStep = localText(STATUS_REASON_MAX, SETTINGS_MESSAGES.nextStep, false);

/** What the applicant copy says to do next, for each status (with the agency's phone and email under it). */
export const NextStepsSchema = z.object({ pending: nextStep, approved: nextStep, rejected: nextStep }, { error: SETTINGS_MESSAGES.nextStep });
export type NextSteps = z.infer<typeof NextStepsSchema>;

const homeHeading = localText(120, SETTINGS_MESSAGES.homeText, true);
const homeText = localText(600, SETTINGS_MESSAGES.homeText, true);
const homeItem = z.object({ title: homeHeading, text: homeText }, { error: SETTINGS_MESSAGES.homeText });
const homeList = <T extends z.ZodType>(item: T, count: number) =>
  z.array(item, { error: SETTINGS_MESSAGES.homeList }).length(count, SETTINGS_MESSAGES.homeList);

/** An image uploaded in Settings (`POST /api/settings/images`): its file id, or '' for none. */
const settingsImage = z.string({ error: SETTINGS_MESSAGES.image }).refine((id) => id === '' || ID_PATTERN.test(id), SETTINGS_MESSAGES.image);

const personName = (message: string) => z.string({ error: message }).trim().min(1, message).max(HOME_PERSON_NAME_MAX, message);

const TeamMemberSchema = z.object({
  name: personName(SETTINGS_MESSAGES.teamMember),
  role: localText(120, SETTINGS_MESSAGES.teamMember, true),
  photo: settingsImage,
}, { error: SETTINGS_MESSAGES.teamMember });

const TestimonialSchema = z.object({
  quote: localText(600, SETTINGS_MESSAGES.testimonial, true),
  name: personName(SETTINGS_MESSAGES.testimonial),
  detail: localText(120, SETTINGS_MESSAGES.testimonial, false),
}, { error: SETTINGS_MESSAGES.testimonial });

const TeamSchema = z.array(TeamMemberSchema, { error: SETTINGS_MESSAGES.team }).max(HOME_TEAM_MAX, SETTINGS_MESSAGES.team);
const TestimonialsSchema = z.array(TestimonialSchema, { error: SETTINGS_MESSAGES.testimonials }).max(HOME_TESTIMONIAL_MAX, SETTINGS_MESSAGES.testimonials);

const homeTextsShape = {
  heroEyebrow: homeHeading,
  heroHeading: homeHeading,
  heroSubtitle: homeText,
  aboutHeading: homeHeading,
  aboutText: homeText,
  services: homeList(homeItem, HOME_SERVICE_COUNT),
  destinations: homeList(z.enum(DESTINATION_CODES, { error: SETTINGS_MESSAGES.destination }), HOME_DESTINATION_COUNT),
  processSteps: homeList(homeItem, HOME_STEP_COUNT),
};

/**
 * The home page's own words (home-texts.ts): every text filled in, the fixed lists as long as the
 * page's, the team and testimonials empty (stored before they existed: none) up to the page's room.
 */
export const HomeTextsSchema = z.object({
  ...homeTextsShape,
  team: TeamSchema.default([]),
  testimonials: TestimonialsSchema.default([]),
}, { error: SETTINGS_MESSAGES.homeText });

/** What a save may send: the team and testimonials left out (a caller older than them) stay as they were. */
export const HomeTextsUpdateSchema = z.object({
  ...homeTextsShape,
  team: TeamSchema.optional(),
  testimonials: TestimonialsSchema.optional(),
}, { error: SETTINGS_MESSAGES.homeText });

/** Which events email the applicant. */
export const MAIL_EVENTS = ['registered', 'status', 'documents'] as const;
export type MailEvent = (typeof MAIL_EVENTS)[number];

const mailEventFlag = z.boolean({ error: SETTINGS_MESSAGES.mailEvents });

/** How the desk's email reads: the sender's name, where replies go, which events send one. Staff-only. */
export const MailSettingsSchema = z.object({
  senderName: z.string({ error: SETTINGS_MESSAGES.senderName }).trim().max(80, SETTINGS_MESSAGES.senderName).refine((v) => !/["<>\\\r\n]/.test(v), SETTINGS_MESSAGES.senderName),
  replyTo: z.string({ error: SETTINGS_MESSAGES.replyTo }).trim().max(254, SETTINGS_MESSAGES.replyTo).refine((v) => v === '' || /^[^\s@<>"]+@[^\s@<>"]+\.[^\s@<>"]+$/.test(v), SETTINGS_MESSAGES.replyTo),
  events: z.object({ registered: mailEventFlag, status: mailEventFlag, documents: mailEventFlag }, { error: SETTINGS_MESSAGES.mailEvents }),
}, { error: SETTINGS_MESSAGES.mailEvents });
export type MailSettings = z.infer<typeof MailSettingsSchema>;

const documentLabel = localText(DOCUMENT_LABEL_MAX, SETTINGS_MESSAGES.documentLabel, true);

/** The checklist staff label extra documents from: 1 to 20 labels, none twice in English (whatever the case). */
export const DocumentLabelsSchema = z
  .array(documentLabel, { error: SETTINGS_MESSAGES.documentLabels })
  .min(1, SETTINGS_MESSAGES.documentLabels)
  .max(DOCUMENT_LABELS_MAX, SETTINGS_MESSAGES.documentLabels)
  .refine((labels) => new Set(labels.map((l) => l.en.toLowerCase())).size === labels.length, SETTINGS_MESSAGES.documentLabelTwice);

/** What `GET /api/settings/documentLabels` answers any staff member: the checklist alone, in English (the desk's language). */
export const DocumentLabelsAnswerSchema = answerObject({ documentLabels: answerList(answerText()) });
export type DocumentLabelsAnswer = z.infer<typeof DocumentLabelsAnswerSchema>;

export const DEFAULT_DOCUMENT_LABELS: readonly LocalText[] = [
  { en: 'Passport copy', fr: 'Copie du passeport', hi: 'पासपोर्ट की कॉपी', bn: 'পাসপোর্টের কপি', ne: 'राहदानीको प्रतिलिपि', ur: 'پاسپورٹ کی کاپی' },
  { en: 'Police clearance certificate', fr: 'Certificat de casier judiciaire', hi: 'पुलिस क्लीयरेंस सर्टिफ़िकेट', bn: 'পুলিশ ক্লিয়ারেন্স সার্টিফিকেট', ne: 'प्रहरी चारित्रिक प्रमाणपत्र', ur: 'پولیس کلیئرنس سرٹیفکیٹ' },
  { en: 'Medical report', fr: 'Rapport médical', hi: 'मेडिकल रिपोर्ट', bn: 'মেডিকেল রিপোর্ট', ne: 'स्वास्थ्य परीक्षण प्रतिवेदन', ur: 'میڈیکل رپورٹ' },
  { en: 'Other', fr: 'Autre', hi: 'अन्य', bn: 'অন্যান্য', ne: 'अन्य', ur: 'دیگر' },
];

const slotLabel = localText(DOCUMENT_LABEL_MAX, SETTINGS_MESSAGES.slotLabel, true);

/** What the twelve document slots are called (slot-labels.ts): every slot named. */
export const SlotLabelsSchema = z.object(
  Object.fromEntries(DOCUMENT_SLOT_KEYS.map((key) => [key, slotLabel])) as Record<(typeof DOCUMENT_SLOT_KEYS)[number], typeof slotLabel>,
  { error: SETTINGS_MESSAGES.slotLabel },
);

export const SettingsSchema = z.object({
  consultancyName: z.string({ error: SETTINGS_MESSAGES.consultancyName }).trim().min(2, SETTINGS_MESSAGES.consultancyName).max(80, SETTINGS_MESSAGES.consultancyName),
  phone: z.string({ error: SETTINGS_MESSAGES.phone }).trim().max(AGENCY_PHONES_MAX, SETTINGS_MESSAGES.phone).refine((v) => v === '' || agencyPhonesValid(v), SETTINGS_MESSAGES.phone),
  email: z.string({ error: SETTINGS_MESSAGES.email }).trim().max(254, SETTINGS_MESSAGES.email).refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), SETTINGS_MESSAGES.email),
  address: z.string({ error: SETTINGS_MESSAGES.address }).trim().max(300, SETTINGS_MESSAGES.address),
  socialLinks: SocialLinksSchema,
  nextSteps: NextStepsSchema,
  homeTexts: HomeTextsSchema,
  slotLabels: SlotLabelsSchema,
  mail: MailSettingsSchema,
  registrationPolicy: RegistrationPolicySchema,
  /** Staff without a second factor may sign in only to set one up. */
  requireTwoFactor: z.boolean({ error: SETTINGS_MESSAGES.requireTwoFactor }),
  /** Staff only: the labels extra documents are filed under. */
  documentLabels: DocumentLabelsSchema,
  /** The agency's logo, uploaded in Settings; '' shows the plain mark VisaDesk ships. */
  logo: settingsImage,
  /** Staff only (retention.ts): how long email and the activity log are kept, and the daily digest's hour. */
  retention: RetentionSchema,
  digestHour: DigestHourSchema,
}, { error: COMMON_MESSAGES.formExpected });
export type Settings = z.infer<typeof SettingsSchema>;

/**
 * What `PUT /api/settings` takes: the settings, where `requireTwoFactor` may be left out (callers
 * older than it) and then stays as it was. Read as "off", a save from such a caller would quietly
 * drop the requirement for every staff member. `nextSteps`, `homeTexts`, `slotLabels`, `mail`,
 * `documentLabels`, `logo`, `retention` and `digestHour`, added later, may be left out too (and then
 * stay as they were).
 */
export const SettingsUpdateSchema = SettingsSchema.extend({
  requireTwoFactor: z.boolean({ error: SETTINGS_MESSAGES.requireTwoFactor }).optional(),
  nextSteps: NextStepsSchema.optional(),
  homeTexts: HomeTextsUpdateSchema.optional(),
  logo: settingsImage.optional(),
  slotLabels: SlotLabelsSchema.optional(),
  mail: MailSettingsSchema.optional(),
  documentLabels: DocumentLabelsSchema.optional(),
  retention: RetentionSchema.optional(),
  digestHour: DigestHourSchema.optional(),
});
export type SettingsUpdate = z.infer<typeof SettingsUpdateSchema>;

/**
 * What the public site may read: everything but the staff policies (registration, second factor),
 * the email settings, the document checklist, what is kept how long and the digest hour, plus whether registration is open.
 */
const STAFF_ONLY = { registrationPolicy: true, requireTwoFactor: true, mail: true, documentLabels: true, retention: true, digestHour: true } as const;
export const PublicSettingsSchema = SettingsSchema.omit(STAFF_ONLY).extend({
  registrationOpen: answerFlag(),
});
export type PublicSettings = z.infer<typeof PublicSettingsSchema>;

/** The settings as the public site sees them: the staff policies left out. */
export function publicSettingsOf(settings: Settings): PublicSettings {
  // Picked field by field, never "all but the staff ones": a setting added later stays private
  // until it is named here (every prerendered page carries this object).
  const { consultancyName, phone, email, address, socialLinks, nextSteps, homeTexts, slotLabels, logo, registrationPolicy } = settings;
  return { consultancyName, phone, email, address, socialLinks, nextSteps, homeTexts, slotLabels, logo, registrationOpen: registrationPolicy !== 'closed' };
}

/** Every image the settings show on the public pages (team photos, the logo): what anyone may read. */
export const settingsImageIds = (settings: Pick<Settings, 'homeTexts' | 'logo'>): string[] =>
  [...homeImageIds(settings.homeTexts), settings.logo].filter(Boolean);

/** `POST /api/settings/images`: the picture as stored (its id for the settings) and a short-lived address to preview it before the save. */
export const SettingsImageAnswerSchema = answerObject({ image: answerText(), preview: answerText(), message: answerText() });
export type SettingsImageAnswer = z.infer<typeof SettingsImageAnswerSchema>;

/** What a picture uploaded in Settings is for: a team photo is cropped square, a logo keeps its shape. */
export const SETTINGS_IMAGE_KINDS = ['photo', 'logo'] as const;
export const SettingsImageKindSchema = z.enum(SETTINGS_IMAGE_KINDS, { error: SETTINGS_MESSAGES.imageKind });

export const DEFAULT_SETTINGS: Settings = {
  ...DEFAULT_SHOWN_SETTINGS,
  mail: { senderName: '', replyTo: '', events: { registered: true, status: true, documents: true } },
  registrationPolicy: 'approval',
  requireTwoFactor: false,
  documentLabels: [...DEFAULT_DOCUMENT_LABELS],
  retention: DEFAULT_RETENTION,
  digestHour: DEFAULT_DIGEST_HOUR,
};

/** `POST /api/settings/test-email`: what the mail server answered a test message to the super admin. */
export const TestEmailResultSchema = answerObject({ message: answerText(), to: answerText(), response: answerText() });
export type TestEmailResult = z.infer<typeof TestEmailResultSchema>;
