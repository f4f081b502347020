import type { Language } from '@visadesk/contract';

/**
 * The scripts of the public site's languages that need a font of their own (ADR 028): most phones
 * and desktops have Latin, but not always Devanagari, Bengali or the Arabic script Urdu is written
 * in. Each is a Noto font from an @fontsource package, cut at build time to the characters of its
 * languages' catalogues (scripts/font-subsets.ts); English and French pages need none.
 */
export interface ScriptFont {
  script: 'devanagari' | 'bengali' | 'arabic';
  /** The languages written in it: their catalogues make the subset, their pages preload it. */
  languages: readonly Language[];
  /** The family name src/styles/fonts.css gives it. */
  family: string;
  /** The full font, a file of its @fontsource package (regular weight; bold is synthesised). */
  source: string;
  /** Always kept, whatever the catalogues say: the script's digits and punctuation, and the joiners. */
  extra: string;
}

const JOINERS = '\u200c\u200d\u25cc';

export const SCRIPT_FONTS: readonly ScriptFont[] = [
  {
    script: 'devanagari',
    languages: ['hi', 'ne'],
    family: 'VisaDesk Devanagari',
    source: '@fontsource/noto-sans-devanagari/files/noto-sans-devanagari-devanagari-400-normal.woff2',
    extra: `०१२३४५६७८९।॥₹${JOINERS}`,
  },
  {
    script: 'bengali',
    languages: ['bn'],
    family: 'VisaDesk Bengali',
    source: '@fontsource/noto-sans-bengali/files/noto-sans-bengali-bengali-400-normal.woff2',
    // ো and ৌ are drawn from two parts (ে with া or ৗ): the parts stay even when no text uses them alone.
    extra: `০১২৩৪৫৬৭৮৯।৳₹\u09be\u09c7\u09d7${JOINERS}`,
  },
  {
    // Naskh rather than Nastaliq: a ninth of the bytes, and clearer at a phone's small sizes (ADR 028).
    script: 'arabic',
    languages: ['ur'],
    family: 'VisaDesk Urdu',
    source: '@fontsource/noto-naskh-arabic/files/noto-naskh-arabic-arabic-400-normal.woff2',
    extra: `۰۱۲۳۴۵۶۷۸۹٠١٢٣٤٥٦٧٨٩،؛؟۔٪\u200e\u200f${JOINERS}`,
  },
];

/** The font a page in this language needs beyond the site's own, if any. */
export function scriptFontOf(language: Language): ScriptFont | undefined {
  return SCRIPT_FONTS.find((font) => font.languages.includes(language));
}

/** Where the build writes a script's subset, relative to apps/web: src/styles/fonts.css points at it. */
export const subsetPath = (font: Pick<ScriptFont, 'script'>) => `src/fonts/subsets/${font.script}.woff2`;
