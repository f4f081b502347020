import { readFileSync } from 'node:fs';
import path from 'node:path';
import fontverter from 'fontverter';
import { Blob, Buffer as ShapingBuffer, Face, Font, shape } from 'harfbuzzjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { catalogueText, dateWords, fullFont, serverPageWords, subsetCharacters, subsetOf } from '../../scripts/font-subsets.ts';
import { SCRIPT_FONTS, scriptFontOf, type ScriptFont } from './script-fonts';

// The web project runs its tests in jsdom, whose Uint8Array is not Node's: the WOFF2 decoder
// (WebAssembly, behind subset-font and fontverter) then refuses Node's buffers. Node's own here.
globalThis.Uint8Array = Object.getPrototypeOf(Buffer.prototype).constructor as Uint8ArrayConstructor;

const catalogue = (language: string) => readFileSync(path.join(import.meta.dirname, '../locales', language, 'messages.po'), 'utf8');

/** A WOFF2 font as harfbuzz reads it: the characters it maps, and a shaper. */
async function open(woff2: Buffer) {
  const face = new Face(new Blob(await fontverter.convert(woff2, 'truetype')), 0);
  return { characters: new Set(face.collectUnicodes()), font: new Font(face) };
}

/** The glyphs harfbuzz draws a run of text with: 0 is the empty box of a missing glyph. */
function glyphsOf(font: Font, text: string): number[] {
  const buffer = new ShapingBuffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  shape(font, buffer);
  return buffer.getGlyphInfos().map((glyph) => glyph.codepoint);
}

/** The runs of a text the full font has glyphs for: the script's words, without Latin or spaces. */
const runsIn = (text: string, characters: Set<number>) =>
  text.split(/\s+/u).flatMap((word) => [...word].filter((character) => characters.has(character.codePointAt(0) ?? 0)).join('') || []);

describe('catalogueText', () => {
  it('joins every translation, over as many lines as it takes, and leaves out the English', () => {
    const po = ['msgid "Clear"', 'msgstr "साफ़ करें"', '', 'msgid "Long"', 'msgstr ""', '"पहली पंक्ति "', '"\\"दूसरी\\""', '#: src/x.tsx', 'msgid "Two"', 'msgstr[0] "एक"', 'msgstr[1] "दो"'].join('\n');
    const text = catalogueText(po);
    expect(text).toContain('साफ़ करें');
    expect(text).toContain('पहली पंक्ति "दूसरी"');
    expect(text).toContain('एक');
    expect(text).toContain('दो');
    expect(text).not.toMatch(/Clear|Long|Two|src/);
  });
});

describe.each(SCRIPT_FONTS.map((font) => [font.script, font] as [string, ScriptFont]))('the %s subset', (_script, font) => {
  const catalogues = Object.fromEntries(font.languages.map((language) => [language, catalogue(language)]));
  const translations = font.languages.map((language) => catalogueText(catalogues[language] ?? '')).join('\n');
  let full: Awaited<ReturnType<typeof open>>;
  let subset: Awaited<ReturnType<typeof open>>;
  let bytes: { full: number; subset: number };
  beforeAll(async () => {
    const [fullWoff2, subsetWoff2] = [await fullFont(font), await subsetOf(font, subsetCharacters(font, catalogues))];
    [full, subset] = [await open(fullWoff2), await open(subsetWoff2)];
    bytes = { full: fullWoff2.length, subset: subsetWoff2.length };
  }, 60_000);

  it('keeps every character its languages translate into, their names, digits and punctuation', () => {
    const needed = [...translations, ...font.extra].map((character) => character.codePointAt(0) ?? 0).filter((code) => full.characters.has(code) && code !== 0x20);
    expect(needed.length).toBeGreaterThan(20);
    expect(needed.filter((code) => !subset.characters.has(code)).map((code) => String.fromCodePoint(code))).toEqual([]);
  });

  it('shapes every translation without a missing glyph, conjuncts and joined letters included', () => {
    for (const run of runsIn(translations, full.characters)) {
      const glyphs = glyphsOf(subset.font, run);
      expect(glyphs, run).not.toContain(0);
      // As many glyphs as the whole font draws it with: no conjunct or joined form lost.
      expect(glyphs, run).toHaveLength(glyphsOf(full.font, run).length);
    }
  });

  it("draws its languages' dates: the month names, in Nepali the Bikram Sambat ones too", () => {
    for (const language of font.languages) {
      for (const run of runsIn(dateWords(language), full.characters)) expect(glyphsOf(subset.font, run), run).not.toContain(0);
    }
  });

  it("draws the vacancies' words the server writes, which no catalogue holds (ADR 052)", () => {
    for (const language of font.languages) {
      const words = serverPageWords(language);
      expect(runsIn(words, full.characters).length, language).toBeGreaterThan(20);
      for (const run of runsIn(words, full.characters)) expect(glyphsOf(subset.font, run), run).not.toContain(0);
    }
  });

  it('is a fraction of the full font, and holds no character its pages do not use', () => {
    // The catalogues grow with each page translated; the subset stays well short of the whole font.
    expect(bytes.subset).toBeLessThan(bytes.full * 0.9);
    const allowed = new Set([...subsetCharacters(font, catalogues), ' '].map((character) => character.codePointAt(0)));
    expect([...subset.characters].filter((code) => !allowed.has(code))).toEqual([]);
  });
});

describe('scriptFontOf', () => {
  it('gives Hindi and Nepali Devanagari, Bengali its own, Urdu the Arabic script, English and French none', () => {
    expect(['en', 'fr', 'hi', 'ne', 'bn', 'ur'].map((language) => scriptFontOf(language as never)?.script)).toEqual([
      undefined,
      undefined,
      'devanagari',
      'devanagari',
      'bengali',
      'arabic',
    ]);
  });
});
