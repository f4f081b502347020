import { describe, expect, it } from 'vitest';
import { directionOf, isLanguage, LANGUAGE_CODES, languageOfPath, localisedPath } from './languages.ts';

describe('languages', () => {
  it('has English first, then French, Hindi, Bengali, Nepali and Urdu, Urdu right to left', () => {
    expect(LANGUAGE_CODES).toEqual(['en', 'fr', 'hi', 'bn', 'ne', 'ur']);
    expect(LANGUAGE_CODES.filter((code) => directionOf(code) === 'rtl')).toEqual(['ur']);
  });

  it.each([
    ['/', 'en', '/'], ['/enquiry', 'en', '/enquiry'],
    ['/', 'hi', '/hi/'], ['/enquiry', 'hi', '/hi/enquiry'], ['/view-one', 'ur', '/ur/view-one'],
  ] as const)('puts %s in %s at %s', (path, language, localised) => {
    expect(localisedPath(path, language)).toBe(localised);
  });

  it.each([
    ['/hi/', 'hi', '/'], ['/hi', 'hi', '/'], ['/hi/enquiry', 'hi', '/enquiry'], ['/ur/view-one', 'ur', '/view-one'],
    ['/enquiry', 'en', '/enquiry'], ['/', 'en', '/'], ['/en/enquiry', 'en', '/en/enquiry'], ['/de/enquiry', 'en', '/de/enquiry'],
    ['/hindi', 'en', '/hindi'],
  ] as const)('reads %s as %s at %s', (path, language, rest) => {
    expect(languageOfPath(path)).toEqual({ language, path: rest });
  });

  it('knows its own codes only', () => {
    expect([isLanguage('ur'), isLanguage('de'), isLanguage(''), isLanguage(undefined)]).toEqual([true, false, false, false]);
  });
});
