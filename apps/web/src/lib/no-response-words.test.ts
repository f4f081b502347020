import { describe, expect, it } from 'vitest';
import { inEnglish } from '../testing/test-i18n';
import { NoResponseError } from './api-errors';
import { NO_RESPONSE_WORDS } from './no-response-words';

describe('a missing answer in English', () => {
  it.each(['timeout', 'network'] as const)('reads as the %s error’s own message', (reason) => {
    expect(inEnglish(NO_RESPONSE_WORDS[reason])).toBe(new NoResponseError(reason).message);
  });
});
