import type { LocalText } from './local-texts.ts';

/**
 * One step of a worker's journey as the agency configures it (stages.ts checks a save; ADR 049).
 * Its own module without Zod: the defaults are plain data.
 */
export interface Stage {
  /** Stable: applications and their events name the stage by it, whatever it is called later. */
  id: string;
  /** What the desk calls it, and the applicant where the agency gave no translation (1 to 60 characters). */
  name: string;
  /** The name in the site's other languages, where the agency gave one. */
  names: Omit<LocalText, 'en'>;
  /** The days the step normally takes: its due date is the day it was entered plus these (0: no due date). */
  days: number;
  /** Whether the applicant sees it on their copy (a step between the agency and a ministry may stay the desk's). */
  visible: boolean;
  /** Whether moving an application to it emails the applicant (only a visible stage ever does). */
  email: boolean;
  /** What the step expects: a slot (`file1`..`file12`) or a label of the extra-documents checklist, in English. */
  documents: string[];
  /** Archived: kept for the applications that went through it, offered for no new move. */
  archived: boolean;
  /** In the default list (an application whose destination has no list of its own follows it); false: only in a country's list. */
  inDefault: boolean;
}

type Shipped = Pick<Stage, 'id' | 'days' | 'visible' | 'documents'> & { name: LocalText & Required<Omit<LocalText, 'en'>> };

/**
 * The steps of overseas employment from Nepal, in order, with the days each usually takes, what the
 * worker brings for it, and its name in the site's six languages (written for each, not machine
 * translated). Pre-approval and the advert are the agency's business with the ministry: the desk's
 * only until the agency says otherwise.
 */
const SHIPPED: readonly Shipped[] = [
  {
    id: 'demand', days: 7, visible: true, documents: [],
    name: { en: 'Demand letter and power of attorney', fr: 'Lettre de demande et procuration', hi: 'डिमांड लेटर और मुख्तारनामा', bn: 'চাহিদাপত্র ও পাওয়ার অব অ্যাটর্নি', ne: 'माग पत्र र अख्तियारनामा', ur: 'ڈیمانڈ لیٹر اور مختار نامہ' },
  },
  {
    id: 'pre-approval', days: 14, visible: false, documents: [],
    name: { en: 'Pre-approval from the Department of Foreign Employment', fr: 'Pré-approbation du Département de l’emploi à l’étranger', hi: 'वैदेशिक रोज़गार विभाग से पूर्व-स्वीकृति', bn: 'বৈদেশিক কর্মসংস্থান বিভাগের পূর্বানুমোদন', ne: 'वैदेशिक रोजगार विभागबाट पूर्वस्वीकृति', ur: 'محکمہ بیرون ملک روزگار سے پیشگی منظوری' },
  },
  {
    id: 'advert', days: 7, visible: false, documents: [],
    name: { en: 'Advertisement', fr: 'Annonce', hi: 'विज्ञापन', bn: 'বিজ্ঞাপন', ne: 'विज्ञापन', ur: 'اشتہار' },
  },
  {
    id: 'interview', days: 7, visible: true, documents: ['Passport copy'],
    name: { en: 'Interview', fr: 'Entretien', hi: 'इंटरव्यू', bn: 'সাক্ষাৎকার', ne: 'अन्तर्वार्ता', ur: 'انٹرویو' },
  },
  {
    id: 'contract', days: 7, visible: true, documents: [],
    name: { en: 'Selection and contract', fr: 'Sélection et contrat', hi: 'चयन और अनुबंध', bn: 'নির্বাচন ও চুক্তি', ne: 'छनोट र सम्झौता', ur: 'انتخاب اور معاہدہ' },
  },
  {
    id: 'medical', days: 7, visible: true, documents: ['Medical report'],
    name: { en: 'Medical check-up', fr: 'Visite médicale', hi: 'मेडिकल जाँच', bn: 'মেডিকেল পরীক্ষা', ne: 'स्वास्थ्य परीक्षण', ur: 'طبی معائنہ' },
  },
  {
    id: 'visa', days: 21, visible: true, documents: ['Police clearance certificate'],
    name: { en: 'Visa', fr: 'Visa', hi: 'वीज़ा', bn: 'ভিসা', ne: 'भिसा', ur: 'ویزا' },
  },
  {
    id: 'orientation', days: 3, visible: true, documents: [],
    name: { en: 'Pre-departure orientation', fr: 'Formation avant le départ', hi: 'प्रस्थान से पहले का प्रशिक्षण', bn: 'বিদেশ যাত্রার আগের প্রশিক্ষণ', ne: 'प्रस्थानपूर्व अभिमुखीकरण तालिम', ur: 'روانگی سے پہلے کی تربیت' },
  },
  {
    id: 'insurance', days: 3, visible: true, documents: [],
    name: { en: 'Insurance and welfare fund', fr: 'Assurance et fonds de protection sociale', hi: 'बीमा और कल्याण कोष', bn: 'বিমা ও কল্যাণ তহবিল', ne: 'बीमा र कल्याणकारी कोष', ur: 'بیمہ اور بہبود فنڈ' },
  },
  {
    id: 'labour-permit', days: 7, visible: true, documents: [],
    name: { en: 'Labour permit', fr: 'Autorisation de travail', hi: 'श्रम परमिट', bn: 'শ্রম অনুমতিপত্র', ne: 'श्रम स्वीकृति', ur: 'لیبر پرمٹ' },
  },
  {
    id: 'ticket', days: 5, visible: true, documents: [],
    name: { en: 'Air ticket', fr: 'Billet d’avion', hi: 'हवाई टिकट', bn: 'বিমানের টিকিট', ne: 'हवाई टिकट', ur: 'ہوائی ٹکٹ' },
  },
  {
    id: 'departure', days: 0, visible: true, documents: [],
    name: { en: 'Departure', fr: 'Départ', hi: 'रवानगी', bn: 'বিদেশ যাত্রা', ne: 'प्रस्थान', ur: 'روانگی' },
  },
];

/** The list an agency starts with: every shipped step, each visible one emailing the applicant. */
export const DEFAULT_STAGES: readonly Stage[] = /* @__PURE__ */ SHIPPED.map(({ name: { en, ...names }, ...stage }) => ({
  ...stage, name: en, names, email: stage.visible, archived: false, inDefault: true,
}));

/** The shipped translations of a default stage's name, by id: what a save that leaves `names` out keeps. */
export const DEFAULT_STAGE_NAMES: Readonly<Record<string, Omit<LocalText, 'en'>>> = /* @__PURE__ */ Object.fromEntries(DEFAULT_STAGES.map((stage) => [stage.id, stage.names]));
