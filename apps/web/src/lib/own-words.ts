import type { ShownText } from '@visadesk/contract';

/**
 * The attributes of an element showing a Settings text: the language its words are in (the page's,
 * or English where the agency wrote none in it) and `dir="auto"`, so an English sentence on an
 * Urdu page keeps its own direction and its full stop at its end.
 */
export const ownWords = (shown: ShownText) => ({ lang: shown.lang, dir: 'auto' as const });
