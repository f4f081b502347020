import * as contract from '@visadesk/contract';
import { describe, expect, it } from 'vitest';
import { SPEC_MESSAGE_DESCRIPTORS } from '../i18n/spec-messages';
import { inEnglish } from '../testing/test-i18n';
import { DESK_MESSAGES } from './desk-messages';

/** Every message of the contract given as words (not built from a value), by where it is. */
const contractMessages = Object.entries(contract)
  .filter(([name]) => name.endsWith('_MESSAGES'))
  .flatMap(([name, group]) =>
    Object.entries(group as Record<string, unknown>)
      .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
      .map(([key, message]) => [`${name}.${key}`, message] as const),
  );

describe("the contract's messages in the catalogues (ADR 031)", () => {
  it('finds every one', () => {
    expect(contractMessages.length).toBeGreaterThan(150);
  });

  it.each(contractMessages)('%s has a descriptor, the spec pages\' or the desk\'s, of the same English', (_where, message) => {
    const descriptor = SPEC_MESSAGE_DESCRIPTORS[message] ?? DESK_MESSAGES[message];
    expect(descriptor).toBeDefined();
    expect(descriptor && inEnglish(descriptor)).toBe(message);
  });

  it("holds each desk descriptor's English to its message", () => {
    for (const [message, descriptor] of Object.entries(DESK_MESSAGES)) expect(inEnglish(descriptor)).toBe(message);
  });
});
