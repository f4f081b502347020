import type { Language } from '@visadesk/contract';

const MEGABYTE = 1024 * 1024;

/**
 * A file's size as the page's language writes it, in its own digits (Intl): "1.2 MB", "১.২ MB".
 * `exact` keeps one decimal (for sizes that move, so the text does not jump); otherwise "10 MB".
 */
export function sizeInWords(bytes: number, language: Language, exact = false): string {
  const [unit, value] = bytes >= MEGABYTE / 10 ? ['megabyte', bytes / MEGABYTE] : ['kilobyte', bytes / 1024];
  const digits = exact ? 1 : 0;
  return new Intl.NumberFormat(language, { style: 'unit', unit, unitDisplay: 'short', minimumFractionDigits: digits, maximumFractionDigits: 1 }).format(value);
}

/** How far along, in the page's digits: "45%", "৪৫%". */
export const percentInWords = (fraction: number, language: Language): string =>
  new Intl.NumberFormat(language, { style: 'percent' }).format(Math.min(1, Math.max(0, fraction)));
