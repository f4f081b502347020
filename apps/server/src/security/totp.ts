import { randomBytes, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { sha256 } from './tokens.ts';

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_SECONDS = 30;
export const RECOVERY_CODE_COUNT = 10;

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A new 160-bit secret (RFC 4226's recommended length), base32 as authenticator apps take it. */
export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// address a QR code carries: the app shows `issuer (account)`. */
export function otpauthUrl(secret: string, issuer: string, account: string): string {
  return generateURI({ secret, issuer, label: account });
}

/** Six digits, spaces allowed (apps show "123 456"). */
export function looksLikeTotpCode(code: string): boolean {
  return /^\d{6}$/.test(code.replace(/\s/g, ''));
}

/**
 * The time step a code belongs to, or null when it is not a code of this secret now. One step
 * either side is accepted for a phone clock a little off; the caller refuses a step it has
 * already accepted, so each code works once.
 */
export async function totpStepOf(secret: string, code: string, nowMs = Date.now()): Promise<number | null> {
  const token = code.replace(/\s/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const result = await verify({
    secret,
    token,
    epoch: Math.floor(nowMs / 1000),
    epochTolerance: TOTP_PERIOD_SECONDS,
  });
  // The answer type also covers HOTP, which has no time step.
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/**
 * Ten codes of ten base32 characters (50 random bits each) in two groups, `ABCDE-FGH23`. Random
 * and long enough that a plain sha256 stores them safely: no dictionary reaches them.
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = [...randomBytes(10)].map((byte) => BASE32[byte & 31]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** As typed: any case, with or without the dash or spaces. */
export function recoveryCodeHash(code: string): string {
  return sha256(code.toUpperCase().replace(/[\s-]/g, ''));
}

/** Constant-time equality of two hex hashes of the same length. */
export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
