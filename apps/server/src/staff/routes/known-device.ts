import { createHmac, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { COOKIES } from '@visadesk/contract';

/** A browser that signed in to an account stays known to it for a year. */
export const KNOWN_DEVICE_MAX_AGE_SECONDS = 365 * 24 * 3600;

function signature(secret: string, email: string, issuedAt: number): string {
  return createHmac('sha256', secret).update(`known-device:${email}:${issuedAt}`).digest('base64url');
}

/**
 * True when the request comes from a browser that has signed in to this account before (OWASP's
 * device cookie). Such a browser is spared the account-wide counter of failed sign-ins, which
 * guessers spread over many addresses can fill: they may lock the account for strangers, never
 * for the owner's own browsers. Its attempts still count per address.
 */
export function isKnownDevice(app: FastifyInstance, email: string, token: string | undefined, now = Date.now()): boolean {
  const [issued, given] = (token ?? '').split('.');
  const issuedAt = Number(issued);
  if (!Number.isInteger(issuedAt) || !given || now / 1000 - issuedAt > KNOWN_DEVICE_MAX_AGE_SECONDS) return false;
  const expected = Buffer.from(signature(app.config.secrets.jwt, email, issuedAt));
  const presented = Buffer.from(given);
  return expected.length === presented.length && timingSafeEqual(expected, presented);
}

/** Marks this browser as known to the account it has just signed in to. */
export function rememberDevice(app: FastifyInstance, reply: FastifyReply, email: string): void {
  const issuedAt = Math.floor(Date.now() / 1000);
  reply.setCookie(COOKIES.knownDevice, `${issuedAt}.${signature(app.config.secrets.jwt, email, issuedAt)}`, {
    httpOnly: true,
    sameSite: 'strict',
    secure: 'auto',
    path: '/api/users',
    maxAge: KNOWN_DEVICE_MAX_AGE_SECONDS,
  });
}
