import { describe, expect, it } from 'vitest';
import { DEMAND_MESSAGES, LANGUAGE_CODES } from '@visadesk/contract';
import { callbackMessage, JOB_WORDS, type JobWords } from '../src/demands/public-words.ts';

/**
 * The vacancies pages' six-language words (ADR 052): English's call-back answers are the contract's
 * word for word, every other language has its own (a word left in English would be a page half
 * translated), and the server's English answers are read back in the page's language. No database.
 */

/** Words the same in every language on purpose: the brand, and French's own word for a date. */
const SAME_AS_ENGLISH = new Set(['whatsapp', 'approvalDate:fr']);

/** Every word of a language as text, the functions called with stand-ins. */
function wordsOf(words: JobWords): [string, string][] {
  return Object.entries(words).flatMap(([key, value]): [string, string][] => {
    if (typeof value === 'function') return [[key, String((value as (...args: string[]) => string)('A', 'B'))]];
    if (typeof value === 'object') return Object.entries(value as Record<string, string>).map(([name, text]) => [`messages.${name}`, text]);
    return [[key, String(value)]];
  });
}

describe('the vacancies pages’ words', () => {
  it('answer a call-back in English with the contract’s messages, word for word', () => {
    const { messages } = JOB_WORDS.en;
    for (const name of Object.keys(messages) as (keyof typeof messages)[]) expect(messages[name]).toBe(DEMAND_MESSAGES[name]);
  });

  it.each(LANGUAGE_CODES.filter((code) => code !== 'en'))('are all translated in %s', (language) => {
    const english = new Map(wordsOf(JOB_WORDS.en));
    for (const [key, text] of wordsOf(JOB_WORDS[language])) {
      expect(text.trim(), key).not.toBe('');
      if (!SAME_AS_ENGLISH.has(key) && !SAME_AS_ENGLISH.has(`${key}:${language}`)) expect(text, `${language} ${key}`).not.toBe(english.get(key));
    }
    // A value goes where the sentence puts it, once.
    expect(JOB_WORDS[language].perMonth('AMOUNT').split('AMOUNT')).toHaveLength(2);
    expect(JOB_WORDS[language].listDescription('NAME')).toContain('NAME');
  });

  it('reads the server’s English answers back in the page’s language, and leaves any other text as it is', () => {
    expect(callbackMessage('ur', DEMAND_MESSAGES.callbackTooMany)).toBe(JOB_WORDS.ur.messages.callbackTooMany);
    expect(callbackMessage('hi', DEMAND_MESSAGES.callbackPhone)).toBe(JOB_WORDS.hi.messages.callbackPhone);
    expect(callbackMessage('bn', 'Something else.')).toBe('Something else.');
  });
});
