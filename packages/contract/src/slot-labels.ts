/**
 * What the twelve document slots are called (ADR 039: the keys and the API stay, the labels are
 * the agency's, per language, the spec's names as defaults). A recruiter for the Gulf renames
 * "Lmias 1" to "Demand letter 1" in Settings; `file5` stays `file5` on the wire. Its own module
 * without Zod, like next-steps.ts, for the public pages.
 */
import type { DocumentSlotKey } from './applications.ts';
import { digitsIn } from './digits.ts';
import { LANGUAGE_CODES, type Language } from './languages.ts';
import { textIn, type LocalText, type ShownText } from './local-texts.ts';

export type SlotLabels = Record<DocumentSlotKey, LocalText>;

const SLOT_KEYS = Array.from({ length: 12 }, (_, index) => `file${index + 1}` as DocumentSlotKey);

/** A numbered label in every language: `words[language]` with the number, in that language's digits, where `#` is. */
const numbered = (n: number, words: Record<Language, string>): LocalText =>
  Object.fromEntries(LANGUAGE_CODES.map((language) => [language, words[language].replace('#', digitsIn(language, n))])) as LocalText;

const JOB_LETTER = { en: 'Job Letter #', fr: 'Lettre d’offre d’emploi #', hi: 'जॉब ऑफ़र लेटर #', bn: 'চাকরির অফার লেটার #', ne: 'जागिर प्रस्ताव पत्र #', ur: 'ملازمت کی پیشکش کا خط #' };
const LMIA = { en: 'Lmias #', fr: 'LMIA #', hi: 'LMIA #', bn: 'LMIA #', ne: 'LMIA #', ur: 'LMIA #' };
const FIXED: LocalText[] = [
  { en: 'Visa', fr: 'Visa', hi: 'वीज़ा', bn: 'ভিসা', ne: 'भिसा', ur: 'ویزا' },
  { en: 'Visa Form', fr: 'Formulaire de visa', hi: 'वीज़ा फ़ॉर्म', bn: 'ভিসা ফর্ম', ne: 'भिसा फारम', ur: 'ویزا فارم' },
  { en: 'Work Permit', fr: 'Permis de travail', hi: 'वर्क परमिट', bn: 'ওয়ার্ক পারমিট', ne: 'वर्क परमिट', ur: 'ورک پرمٹ' },
  { en: 'Air Tickets', fr: 'Billets d’avion', hi: 'हवाई टिकट', bn: 'বিমানের টিকিট', ne: 'हवाई टिकट', ur: 'ہوائی ٹکٹ' },
];

/** The spec's names (section 3) and their translations: Job Letter 1 to 4, Lmias 1 to 4, Visa, Visa Form, Work Permit, Air Tickets. */
export const DEFAULT_SLOT_LABELS: SlotLabels = Object.fromEntries(
  SLOT_KEYS.map((key, index) => {
    const n = index + 1;
    if (n <= 4) return [key, numbered(n, JOB_LETTER)];
    if (n <= 8) return [key, numbered(n - 4, LMIA)];
    return [key, FIXED[n - 9] as LocalText];
  }),
) as SlotLabels;

/** A slot as one page names it, on screen and on paper. */
export interface ShownSlot {
  label: ShownText;
  printLabel: ShownText;
}

/**
 * The slot's name in `language` (else its English, marked). Paper keeps the spec's "Lmia 1" for the
 * unchanged English default "Lmias 1"; a name the agency wrote is printed as written.
 */
export function slotLabelIn(labels: SlotLabels, key: DocumentSlotKey, language: Language): ShownSlot {
  const label = textIn(labels[key] ?? DEFAULT_SLOT_LABELS[key], language);
  const n = Number(key.slice(4));
  const specLmia = n >= 5 && n <= 8 && label.lang === 'en' && label.text === DEFAULT_SLOT_LABELS[key].en;
  return { label, printLabel: specLmia ? { text: `Lmia ${n - 4}`, lang: 'en' } : label };
}
