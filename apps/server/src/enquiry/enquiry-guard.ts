import { AUTH_MESSAGES, type ApplicantCopy } from '@visadesk/contract';
import type { RateLimitRule } from '../config/config.ts';
import { HttpError } from '../http/http-error.ts';
import type { CounterJson, RateLimiter } from '../security/rate-limiter.ts';

/** A lookup's answer: the copies it found, and the counters it was asked to read with them. */
export interface EnquiryResult {
  found: ApplicantCopy[];
  counters: CounterJson[];
}

export interface EnquiryRules {
  perAddress: RateLimitRule;
  perPassport: RateLimitRule;
}

/**
 * Per-address counts of checks that found their applicant, kept by this instance only. Every window
 * is as long, so the order they began in is the order they end in: when full, the oldest go first,
 * those already over before any live one.
 */
class LocalCounts {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();
  private readonly maxEntries: number;
  private readonly windowMs: number;

  constructor(maxEntries: number, windowSeconds: number) {
    this.maxEntries = maxEntries;
    this.windowMs = windowSeconds * 1000;
  }

  current(key: string, now = Date.now()): { count: number; retryAfterSeconds: number } {
    const window = this.windows.get(key);
    if (!window || window.resetAt <= now) return { count: 0, retryAfterSeconds: 0 };
    return { count: window.count, retryAfterSeconds: Math.ceil((window.resetAt - now) / 1000) };
  }

  add(key: string, now = Date.now()): void {
    const window = this.windows.get(key);
    if (window && window.resetAt > now) {
      window.count += 1;
      return;
    }
    // A new window is the newest: it goes to the end of the line (a Map keeps insertion order).
    this.windows.delete(key);
    for (const oldest of this.windows.keys()) {
      if (this.windows.size < this.maxEntries) break;
      this.windows.delete(oldest);
    }
    this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
  }
}

const tooMany = (retryAfterSeconds: number) =>
  new HttpError(429, AUTH_MESSAGES.tooManyAttempts, { headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) } });

/**
 * The public status check's limits (ADR 011, amended 2026-11-24): a check that finds its applicant
 * writes nothing to the database; failures are counted there, shared by every instance.
 *
 * - Per passport number: failed checks, in the database. Read with the lookup; when it holds the
 *   limit the answer is 429 whatever the lookup found. A failure is counted atomically and answered
 *   429 rather than "not found" once past the limit, so at most `max` failures are ever answered,
 *   however many arrive at once and on however many instances.
 * - Per address: failed and malformed checks in the database (shared), plus this instance's own
 *   count of checks that found their applicant (in memory): on one instance, every check counts as
 *   it always did; across N instances, an address may see up to N times the limit of successful
 *   checks, each needing the passport number, nationality and date of birth already.
 * - Checks of one passport number run one after another on this instance, so a right answer is
 *   never read while a failure of the same number is still being counted here. Across instances, a
 *   right answer can be read while another instance is counting a failure (at most one per other
 *   instance at that moment); it is then answered, as it would have been a moment earlier.
 */
export class EnquiryGuard {
  private readonly successes: LocalCounts;
  private readonly queues = new Map<string, Promise<void>>();

  private readonly limiter: RateLimiter;
  private readonly rules: EnquiryRules;

  /** `maxAddresses`: how many addresses' successful checks this instance remembers at most. */
  constructor(limiter: RateLimiter, rules: EnquiryRules, maxAddresses = 100_000) {
    this.limiter = limiter;
    this.rules = rules;
    this.successes = new LocalCounts(maxAddresses, rules.perAddress.windowSeconds);
  }

  /** A check with missing or malformed input: counted against the address, then refused by the caller. */
  async countMalformed(address: string): Promise<void> {
    const hit = await this.limiter.hit(addressKey(address), this.rules.perAddress);
    const local = this.successes.current(address);
    if (hit.count + local.count > this.rules.perAddress.max) throw tooMany(hit.retryAfterSeconds);
  }

  /**
   * Runs `lookup` under the limits, giving it the stored keys of the counters to read along with
   * the applicant; answers its copies, or [] for a counted failure, or throws 429.
   */
  check(address: string, passport: string, lookup: (counterKeys: string[]) => Promise<EnquiryResult>): Promise<ApplicantCopy[]> {
    return this.oneAtATime(passport, async () => {
      const addressCounter = addressKey(address);
      const passportCounter = passportKey(passport);
      const counterKeys = this.limiter.storedKeys([addressCounter, passportCounter]);
      const { found, counters } = await lookup(counterKeys);
      const [byAddress, byPassport] = this.limiter.countsOf(counters, counterKeys);
      const local = this.successes.current(address);
      const { perAddress, perPassport } = this.rules;
      if (byPassport && byPassport.count >= perPassport.max) throw tooMany(byPassport.retryAfterSeconds);
      if ((byAddress?.count ?? 0) + local.count >= perAddress.max) {
        throw tooMany(Math.max(byAddress?.retryAfterSeconds ?? 0, local.retryAfterSeconds));
      }
      if (found.length > 0) {
        this.successes.add(address);
        return found;
      }
      const [addressHit, passportHit] = await Promise.all([
        this.limiter.hit(addressCounter, perAddress),
        this.limiter.hit(passportCounter, perPassport),
      ]);
      // Counted past a limit by a check that raced this one: refused, and the guess's outcome untold.
      if (passportHit.count > perPassport.max) throw tooMany(passportHit.retryAfterSeconds);
      if (addressHit.count + local.count > perAddress.max) throw tooMany(addressHit.retryAfterSeconds);
      return [];
    });
  }

  private async oneAtATime<T>(key: string, task: () => Promise<T>): Promise<T> {
    const before = this.queues.get(key) ?? Promise.resolve();
    const result = before.then(task);
    const settled = result.then(() => undefined, () => undefined);
    this.queues.set(key, settled);
    try {
      return await result;
    } finally {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    }
  }
}

const addressKey = (address: string) => `enquiry:ip:${address}`;
const passportKey = (passport: string) => `enquiry:passport:${passport}`;
