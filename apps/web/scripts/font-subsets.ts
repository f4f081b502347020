// The script fonts of the public pages (ADR 028), cut at build time to the characters the pages
// use: each language's catalogue (src/locales/<language>/messages.po, its msgstr texts) and date words, the
// language's name in its own script, and the script's digits and punctuation. The catalogues grow
// as pages are translated, so the subsets are never committed: the build writes them into
// src/fonts/subsets/, where src/styles/fonts.css finds them and Vite gives them hashed names.
import { readFileSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import subsetFont from 'subset-font';
import type { Plugin } from 'vite';
import { LANGUAGES, NEPALI_DATE_WORDS, type Language } from '@visadesk/contract';
import { SCRIPT_FONTS, subsetPath, type ScriptFont } from '../src/fonts/script-fonts.ts';

const web = path.resolve(import.meta.dirname, '..');

/** The quoted string of a PO line (`msgstr "…"` or a continuation `"…"`), its escapes undone. */
function quoted(line: string): string {
  const text = line.slice(line.indexOf('"'));
  try {
    return JSON.parse(text) as string;
  } catch {
    return text.slice(1, -1);
  }
}

/** Every translation of a catalogue (its msgstr texts, over as many lines as they take), joined. */
export function catalogueText(po: string): string {
  let text = '';
  let inTranslation = false;
  for (const line of po.split(/\r?\n/)) {
    const starts = /^msgstr(\[\d+\])? "/.test(line);
    if (starts) text += '\n';
    inTranslation = starts || (inTranslation && line.startsWith('"'));
    if (inTranslation) text += quoted(line);
  }
  return text;
}

/**
 * The words a language's dates use, which no catalogue holds: the month names (Nepali's spelled out
 * with the Bikram Sambat ones, ADR 037; the others as Node's ICU writes them, as the page's Intl does).
 */
export function dateWords(language: Language): string {
  if (language === 'ne') return NEPALI_DATE_WORDS;
  const month = new Intl.DateTimeFormat(language, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  return Array.from({ length: 12 }, (_, index) => month.format(Date.UTC(2000, index, 10))).join(' ');
}

/**
 * The words the server writes into the vacancies' pages (ADR 052), which no catalogue holds: the
 * quoted texts of the language's table (apps/server/src/demands/public-words-<language>.ts).
 */
export function serverPageWords(language: Language): string {
  let source: string;
  try {
    source = readFileSync(path.join(web, '../server/src/demands', `public-words-${language}.ts`), 'utf8');
  } catch {
    return '';
  }
  return [...source.matchAll(/'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)].map((match) => match[1] ?? match[2] ?? '').join('\n');
}

/** The characters a script's subset keeps: its languages' translations, names, date words and server-written words, and its extras. */
export function subsetCharacters(font: ScriptFont, catalogues: Partial<Record<Language, string>>): string {
  const names = LANGUAGES.filter(({ code }) => font.languages.includes(code)).map(({ name }) => name);
  const texts = font.languages.map((language) => `${catalogueText(catalogues[language] ?? '')}\n${dateWords(language)}\n${serverPageWords(language)}`);
  const characters = new Set([...[...texts, ...names, font.extra].join('')].filter((character) => !/\s/u.test(character)));
  return [...characters].sort().join('');
}

/** The full font of a script, from its @fontsource package. */
export async function fullFont(font: ScriptFont): Promise<Buffer> {
  return readFile(createRequire(path.join(web, 'package.json')).resolve(font.source));
}

/** A script's font cut to these characters, as WOFF2. Glyphs its shaping rules reach are kept too. */
export async function subsetOf(font: ScriptFont, characters: string): Promise<Buffer> {
  return subsetFont(await fullFont(font), characters, { targetFormat: 'woff2' });
}

async function readCatalogues(): Promise<Partial<Record<Language, string>>> {
  const catalogues: Partial<Record<Language, string>> = {};
  for (const { code } of LANGUAGES) {
    catalogues[code] = await readFile(path.join(web, 'src/locales', code, 'messages.po'), 'utf8').catch(() => '');
  }
  return catalogues;
}

export interface WrittenSubset {
  script: ScriptFont['script'];
  characters: number;
  fullBytes: number;
  bytes: number;
}

/** Writes every script's subset into src/fonts/subsets/ and says how large each came out. */
export async function writeFontSubsets(): Promise<WrittenSubset[]> {
  const catalogues = await readCatalogues();
  await mkdir(path.join(web, 'src/fonts/subsets'), { recursive: true });
  return Promise.all(
    SCRIPT_FONTS.map(async (font) => {
      const characters = subsetCharacters(font, catalogues);
      const subset = await subsetOf(font, characters);
      await writeFile(path.join(web, subsetPath(font)), subset);
      return { script: font.script, characters: [...characters].length, fullBytes: (await fullFont(font)).length, bytes: subset.length };
    }),
  );
}

/**
 * Writes the subsets before Vite reads the stylesheets that point at them, in a build and in the
 * dev server alike (not for the server-side render, whose CSS is thrown away, nor under Vitest).
 */
export function fontSubsets(): Plugin {
  return {
    name: 'visadesk-font-subsets',
    apply: (_config, env) => !env.isSsrBuild && !process.env.VITEST,
    async buildStart() {
      for (const { script, characters, fullBytes, bytes } of await writeFontSubsets()) {
        this.info(`${script}: ${characters} characters, ${fullBytes} → ${bytes} bytes (woff2)`);
      }
    },
  };
}
