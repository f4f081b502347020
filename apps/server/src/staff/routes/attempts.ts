import type { FastifyInstance, FastifyRequest } from 'fastify';
import { COOKIES } from '@visadesk/contract';
import type { RateLimitRule } from '../../config/config.ts';
import { addressKey } from '../../security/client-address.ts';
import { enforceRateLimit } from '../../security/rate-limit.ts';
import { isKnownDevice } from './known-device.ts';

interface Counter {
  key: string;
  rule: RateLimitRule;
  /** A success clears it (the owner's own address); otherwise it only takes its own count back. */
  clearedBySuccess: boolean;
}

export interface PasswordAttempt {
  /** The password was right: the counters take this attempt back and the address's count for the account is cleared. */
  succeeded(): Promise<void>;
  /** The password was right but the sign-in is not complete (a code is still due): taken back, nothing cleared. */
  takeBack(): Promise<void>;
}

export interface CodeAttempt {
  succeeded(): Promise<void>;
}

/**
 * Counts one try at an account's password, at login or as the current password of a signed-in
 * staff member (so a stolen token is no cheaper an oracle than the login form). The counters hold
 * failures only: every try is counted before the password is checked, so a burst of parallel
 * guesses cannot slip past a limit, and a right one is taken back afterwards. Refuses with 429 at
 * the first counter over its limit, before the later ones are touched: a guesser stopped at their
 * own address does not also spend the account-wide budget that protects the owner elsewhere.
 */
export async function countPasswordAttempt(app: FastifyInstance, email: string, request: FastifyRequest): Promise<PasswordAttempt> {
  const limits = app.config.rateLimits;
  const from = addressKey(request.ip);
  const counters: Counter[] = [
    { key: `login:ip:${from}`, rule: limits.loginPerIp, clearedBySuccess: false },
    { key: `login:account-ip:${email}:${from}`, rule: limits.loginPerAccountAndIp, clearedBySuccess: true },
  ];
  // Never cleared by a success: the owner signing in must not hand a distributed guesser a fresh
  // budget. Not counted for a browser that has signed in to the account before, so guessers spread
  // over many addresses cannot lock the owner out of their own browser.
  if (!isKnownDevice(app, email, request.cookies[COOKIES.knownDevice])) {
    counters.push({ key: `login:account:${email}`, rule: limits.loginPerAccount, clearedBySuccess: false });
  }
  for (const counter of counters) await enforceRateLimit(app, counter.key, counter.rule);
  return {
    async succeeded() {
      for (const { key, clearedBySuccess } of counters) {
        await (clearedBySuccess ? app.rateLimiter.reset(key) : app.rateLimiter.forgive(key));
      }
    },
    async takeBack() {
      for (const { key } of counters) await app.rateLimiter.forgive(key);
    },
  };
}

/**
 * Counts one second-factor code for an account, from any address, on a counter of its own that a
 * success only takes back (never clears): whoever reaches the code already has the password, so
 * the owner signing in must not hand them a fresh budget.
 */
export async function countCodeAttempt(app: FastifyInstance, userId: string): Promise<CodeAttempt> {
  const key = `login:code:${userId}`;
  await enforceRateLimit(app, key, app.config.rateLimits.twoFactorPerAccount);
  return { succeeded: () => app.rateLimiter.forgive(key) };
}
