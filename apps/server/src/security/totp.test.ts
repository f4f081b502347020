import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import { sha256 } from './tokens.ts';
import {
  looksLikeTotpCode,
  newRecoveryCodes,
  newTotpSecret,
  otpauthUrl,
  RECOVERY_CODE_COUNT,
  recoveryCodeHash,
  sameHash,
  TOTP_PERIOD_SECONDS,
  totpStepOf,
} from './totp.ts';

const secret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
/** 10 s into a step, so "one step either side" is unambiguous. */
const NOW = 1_790_000_010_000;
const step = Math.floor(NOW / 1000 / TOTP_PERIOD_SECONDS);
const codeAt = (stepsFromNow: number) => generate({ secret, epoch: Math.floor(NOW / 1000) + stepsFromNow * TOTP_PERIOD_SECONDS });

describe('TOTP', () => {
  it('makes 160-bit base32 secrets, a new one each time', () => {
    const first = newTotpSecret();
    expect(first).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(first);
  });

  it('writes the otpauth address authenticator apps read', () => {
    const url = new URL(otpauthUrl(secret, 'Maple Route', 'asha@example.com'));
    expect(url.protocol).toBe('otpauth:');
    expect(url.host).toBe('totp');
    expect(decodeURIComponent(url.pathname)).toContain('asha@example.com');
    expect(url.searchParams.get('secret')).toBe(secret);
    expect(url.searchParams.get('issuer')).toBe('Maple Route');
  });

  it('tells six digits from anything else, spaces allowed', () => {
    for (const code of ['123456', '123 456', ' 000000 ']) expect(looksLikeTotpCode(code), code).toBe(true);
    for (const code of ['12345', '1234567', '12345a', 'abcdef', '']) expect(looksLikeTotpCode(code), code).toBe(false);
  });

  it('answers the time step a code belongs to: this one, or one either side for a clock a little off', async () => {
    expect(await totpStepOf(secret, await codeAt(0), NOW)).toBe(step);
    expect(await totpStepOf(secret, await codeAt(-1), NOW)).toBe(step - 1);
    expect(await totpStepOf(secret, await codeAt(1), NOW)).toBe(step + 1);
    const spaced = await codeAt(0);
    expect(await totpStepOf(secret, `${spaced.slice(0, 3)} ${spaced.slice(3)}`, NOW)).toBe(step);
  });

  it('refuses a code two steps away, of another secret, or not six digits', async () => {
    expect(await totpStepOf(secret, await codeAt(-2), NOW)).toBeNull();
    expect(await totpStepOf(secret, await codeAt(2), NOW)).toBeNull();
    expect(await totpStepOf('GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ', await codeAt(0), NOW)).toBeNull();
    expect(await totpStepOf(secret, `${await codeAt(0)}0`, NOW)).toBeNull();
    expect(await totpStepOf(secret, 'abcdef', NOW)).toBeNull();
  });
});

describe('recovery codes', () => {
  it('are ten codes of two groups of five base32 characters, all different', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(RECOVERY_CODE_COUNT).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[A-Z2-7]{5}-[A-Z2-7]{5}$/);
    expect(new Set([...codes, ...newRecoveryCodes()]).size).toBe(2 * RECOVERY_CODE_COUNT);
  });

  it('hash the same however they are typed, and differently from each other', () => {
    const hash = recoveryCodeHash('ABCDE-FGH23');
    expect(hash).toBe(sha256('ABCDEFGH23'));
    for (const typed of ['abcde-fgh23', 'ABCDEFGH23', ' abcde fgh23 ', 'AbCdE - fGh23']) expect(recoveryCodeHash(typed), typed).toBe(hash);
    expect(recoveryCodeHash('ABCDE-FGH24')).not.toBe(hash);
  });

  it('compare hashes in constant time, refusing any difference in value or length', () => {
    const hash = recoveryCodeHash('ABCDE-FGH23');
    expect(sameHash(hash, recoveryCodeHash('abcde-fgh23'))).toBe(true);
    expect(sameHash(hash, recoveryCodeHash('ABCDE-FGH24'))).toBe(false);
    expect(sameHash(hash, hash.slice(0, -2))).toBe(false);
  });
});
