import type { LocalText } from './local-texts.ts';

/** A legal cap on the service fee for workers going to one destination (ADR 051). */
export interface FeeCap {
  /** The destination as the country list names it (`Malaysia`). */
  country: string;
  /** In the currency's smallest unit. */
  amount: number;
  currency: string;
}

/** The agency's fee settings: the default currency, the labels a charge or payment is for, which one is the service fee, and the caps. */
export interface FeesSettings {
  currency: string;
  labels: LocalText[];
  /** The English label of the service fee: the one the caps apply to. */
  serviceFee: string;
  caps: FeeCap[];
}

export const SERVICE_FEE_LABEL = 'Service fee';

/** The labels until the super admin edits them in Settings, written in the six languages by hand. */
export const DEFAULT_FEE_LABELS: readonly LocalText[] = [
  { en: SERVICE_FEE_LABEL, fr: 'Frais de service', hi: 'सेवा शुल्क', bn: 'সার্ভিস চার্জ', ne: 'सेवा शुल्क', ur: 'سروس فیس' },
  { en: 'Medical', fr: 'Visite médicale', hi: 'मेडिकल जाँच', bn: 'মেডিকেল পরীক্ষা', ne: 'स्वास्थ्य परीक्षण', ur: 'طبی معائنہ' },
  { en: 'Visa', fr: 'Visa', hi: 'वीज़ा', bn: 'ভিসা', ne: 'भिसा', ur: 'ویزا' },
  { en: 'Insurance', fr: 'Assurance', hi: 'बीमा', bn: 'বীমা', ne: 'बीमा', ur: 'بیمہ' },
  { en: 'Orientation', fr: 'Formation d’orientation', hi: 'ओरिएंटेशन प्रशिक्षण', bn: 'ওরিয়েন্টেশন প্রশিক্ষণ', ne: 'अभिमुखीकरण तालिम', ur: 'اورینٹیشن تربیت' },
  { en: 'Ticket', fr: 'Billet d’avion', hi: 'हवाई टिकट', bn: 'বিমান টিকিট', ne: 'हवाई टिकट', ur: 'ہوائی ٹکٹ' },
  { en: 'Other', fr: 'Autre', hi: 'अन्य', bn: 'অন্যান্য', ne: 'अन्य', ur: 'دیگر' },
];

/**
 * Nepal's "free visa, free ticket" policy (2015): for Malaysia and six Gulf states the employer pays
 * the visa and the ticket, and the agency's service charge to the worker is at most NPR 10,000. The
 * shipped example; the agency edits it for its own country's rules.
 */
export const FREE_VISA_FREE_TICKET_CAP = 1_000_000;
const FREE_VISA_FREE_TICKET = ['Malaysia', 'Saudi Arabia', 'Qatar', 'Kuwait', 'United Arab Emirates', 'Bahrain', 'Oman'];

export const DEFAULT_FEES_SETTINGS: FeesSettings = /* @__PURE__ */ Object.freeze({
  currency: 'NPR',
  labels: [...DEFAULT_FEE_LABELS],
  serviceFee: SERVICE_FEE_LABEL,
  caps: FREE_VISA_FREE_TICKET.map((country) => ({ country, amount: FREE_VISA_FREE_TICKET_CAP, currency: 'NPR' })),
});
