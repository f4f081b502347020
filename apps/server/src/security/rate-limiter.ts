import { lt, sql, type Placeholder } from 'drizzle-orm';
import type { RateLimitRule } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { rateLimits } from '../db/schema.ts';
import { createHmac } from 'node:crypto';

/** Counters whose window ended over an hour ago are deleted once every this many attempts. */
const SWEEP_EVERY = 500;

export interface RateLimitResult {
  allowed: boolean;
  /** Attempts counted in the window, this one included. */
  count: number;
  retryAfterSeconds: number;
}

/** A counter's state in its current window. */
export interface RateLimitCount {
  count: number;
  retryAfterSeconds: number;
}

/** A counter as `countersColumn` gives it: its stored key, count and seconds left in its window. */
export interface CounterJson {
  key: string;
  count: number;
  retry: number;
}

/**
 * The live counters under the stored keys bound to `keys`, as one JSON column another query can
 * carry (the public enquiry reads its counters with its lookup, in one round trip). Read it back
 * with `RateLimiter.countsOf`.
 */
export const countersColumn = (keys: Placeholder) => sql<CounterJson[]>`(
  select coalesce(json_agg(json_build_object('key', r.key, 'count', r.count,
    'retry', ceil(extract(epoch from (r.reset_at - now())))::int)), '[]'::json)
  from ${rateLimits} r where r.key = any(${keys}) and r.reset_at > now())`;

/**
 * Fixed-window counters in the database, so every instance sharing it counts together. Keys are
 * stored as an HMAC under the server's secret: no email, address or passport number is stored in
 * clear, and none can be found again by hashing guesses (a plain hash of an IPv4 address or a
 * passport number falls to enumeration).
 */
export class RateLimiter {
  private hits = 0;

  private readonly db: Database;
  private readonly secret: string;

  constructor(db: Database, secret: string) {
    this.db = db;
    this.secret = secret;
  }

  private stored(key: string): string {
    return createHmac('sha256', this.secret).update(`rate-limit:${key}`).digest('hex');
  }

  /** What the counters under `keys` are stored as, to bind to `countersColumn`. */
  storedKeys(keys: string[]): string[] {
    return keys.map((key) => this.stored(key));
  }

  /** The counts of `storedKeys`, in that order (undefined: none), from counters read by `countersColumn`. */
  countsOf(counters: CounterJson[], storedKeys: string[]): (RateLimitCount | undefined)[] {
    const byKey = new Map(counters.map((r) => [r.key, { count: Number(r.count), retryAfterSeconds: Math.max(1, Number(r.retry)) }]));
    return storedKeys.map((key) => byKey.get(key));
  }

  async hit(key: string, rule: RateLimitRule): Promise<RateLimitResult> {
    const hashed = this.stored(key);
    const window = `${rule.windowSeconds} seconds`;
    const result = await this.db.execute<{ count: number; retry: number }>(sql`
      insert into rate_limits (key, count, reset_at)
      values (${hashed}, 1, now() + ${window}::interval)
      on conflict (key) do update set
        count = case when rate_limits.reset_at <= now() then 1 else rate_limits.count + 1 end,
        reset_at = case when rate_limits.reset_at <= now() then excluded.reset_at else rate_limits.reset_at end
      returning count, ceil(extract(epoch from (reset_at - now())))::int as retry`);
    this.hits += 1;
    if (this.hits === SWEEP_EVERY) {
      this.hits = 0;
      await this.sweep();
    }
    // The upsert returns its one row, always.
    const [row] = (result as unknown as { rows: [{ count: number; retry: number }] }).rows;
    return { allowed: Number(row.count) <= rule.max, count: Number(row.count), retryAfterSeconds: Math.max(1, Number(row.retry)) };
  }

  /**
   * Takes back one attempt counted under `key` in its current window: callers count every attempt
   * first (so a burst of parallel ones cannot slip past the limit) and forgive the ones that
   * succeeded, which leaves the counter holding failures only.
   */
  async forgive(key: string): Promise<void> {
    await this.db.execute(sql`
      update rate_limits set count = greatest(count - 1, 0)
      where key = ${this.stored(key)} and reset_at > now()`);
  }

  async reset(key: string): Promise<void> {
    await this.db.execute(sql`delete from rate_limits where key = ${this.stored(key)}`);
  }

  private async sweep(): Promise<void> {
    await this.db.delete(rateLimits).where(lt(rateLimits.resetAt, sql`now() - interval '1 hour'`));
  }
}
