import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { rateLimits } from '../../src/db/schema.ts';
import { createHmac } from 'node:crypto';
import { sha256 } from '../../src/security/tokens.ts';
import { RateLimiter } from '../../src/security/rate-limiter.ts';
import { createTestDatabase } from '../helpers.ts';

let database: { handle: DatabaseHandle; drop: () => Promise<void> };
const SECRET = 'a server secret of at least thirty-two characters';
/** How a key is stored: an HMAC under the server's secret. */
const stored = (key: string) => createHmac('sha256', SECRET).update(`rate-limit:${key}`).digest('hex');
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.drop());

describe('RateLimiter', () => {
  let limiter: RateLimiter;
  const rule = { max: 2, windowSeconds: 900 };
  beforeAll(() => {
    limiter = new RateLimiter(database.handle.db, SECRET);
  });

  const counterOf = async (key: string) =>
    (await database.handle.db.select().from(rateLimits).where(eq(rateLimits.key, stored(key))))[0];
  /** Moves a counter's window end, as if that much time had passed. */
  const endWindow = (key: string, ago: string) =>
    database.handle.db.execute(sql`update rate_limits set reset_at = now() - ${ago}::interval where key = ${stored(key)}`);

  it('allows max attempts in a window and refuses the next, telling how long to wait', async () => {
    const key = 'limit:exact';
    const first = await limiter.hit(key, rule);
    expect(first.allowed).toBe(true);
    expect(first.retryAfterSeconds).toBeGreaterThanOrEqual(899);
    expect(first.retryAfterSeconds).toBeLessThanOrEqual(900);
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    const refused = await limiter.hit(key, rule);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(899);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(900);
    expect((await limiter.hit(key, { max: 3, windowSeconds: 900 })).allowed).toBe(false);
  });

  it('counts each key on its own', async () => {
    await limiter.hit('limit:a', { max: 1, windowSeconds: 60 });
    expect((await limiter.hit('limit:a', { max: 1, windowSeconds: 60 })).allowed).toBe(false);
    const other = await limiter.hit('limit:b', { max: 1, windowSeconds: 60 });
    expect(other).toEqual({ allowed: true, count: 1, retryAfterSeconds: expect.any(Number) });
    expect(other.retryAfterSeconds).toBeGreaterThanOrEqual(59);
    expect(other.retryAfterSeconds).toBeLessThanOrEqual(60);
  });

  it('starts a new window once the old one is over, with a fresh count and wait', async () => {
    const key = 'limit:window';
    await limiter.hit(key, rule);
    await limiter.hit(key, rule);
    expect((await limiter.hit(key, rule)).allowed).toBe(false);
    await endWindow(key, '1 second');
    const fresh = await limiter.hit(key, rule);
    expect(fresh.allowed).toBe(true);
    expect(fresh.retryAfterSeconds).toBeGreaterThanOrEqual(899);
    expect((await counterOf(key))?.count).toBe(1);
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    expect((await limiter.hit(key, rule)).allowed).toBe(false);
  });

  it('keeps no key in clear, nor as a plain hash a guesser could recompute: an HMAC under the secret', async () => {
    const key = 'login:account:amara@example.com:203.0.113.7';
    await limiter.hit(key, rule);
    const rows = (await database.handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);
    expect(rows.some((r) => r.includes('amara') || r.includes('203.0.113.7'))).toBe(false);
    expect(rows).not.toContain(sha256(key));
    expect(await counterOf(key)).toMatchObject({ count: 1 });
    // Another server secret, another key: the same counter is not found under it.
    const other = new RateLimiter(database.handle.db, 'another secret of at least thirty-two chars');
    expect((await other.hit(key, { max: 1, windowSeconds: 900 })).allowed).toBe(true);
  });

  it('reset forgets every attempt counted under a key', async () => {
    const key = 'limit:reset';
    await limiter.hit(key, rule);
    await limiter.hit(key, rule);
    await limiter.reset(key);
    expect(await counterOf(key)).toBeUndefined();
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
  });

  it('forgives one counted attempt, so a success does not use up the allowance', async () => {
    const key = 'forgive:one';
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    await limiter.forgive(key);
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    expect((await limiter.hit(key, rule)).allowed).toBe(false);
  });

  it('never takes a counter below zero', async () => {
    const key = 'forgive:floor';
    await limiter.forgive(key);
    await limiter.hit(key, rule);
    await limiter.forgive(key);
    await limiter.forgive(key);
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    expect((await limiter.hit(key, rule)).allowed).toBe(true);
    expect((await limiter.hit(key, rule)).allowed).toBe(false);
  });

  it('does not forgive into a window that is already over', async () => {
    const key = 'forgive:expired';
    await limiter.hit(key, rule);
    await endWindow(key, '1 second');
    await limiter.forgive(key);
    expect((await counterOf(key))?.count).toBe(1);
  });
});

describe('RateLimiter sweep of old counters', () => {
  const keysStored = async () => (await database.handle.db.select({ key: rateLimits.key }).from(rateLimits)).map((r) => r.key);

  it('deletes counters whose window ended over an hour ago, on every 500th attempt', async () => {
    // A new instance: its attempt count starts at zero.
    const limiter = new RateLimiter(database.handle.db, SECRET);
    const rule = { max: 1_000, windowSeconds: 60 };
    await database.handle.db.insert(rateLimits).values([
      { key: 'long-gone', count: 7, resetAt: sql`now() - interval '2 hours'` },
      { key: 'recently-over', count: 7, resetAt: sql`now() - interval '30 minutes'` },
    ]);
    for (let i = 1; i < 500; i += 1) await limiter.hit(`sweep:${i % 7}`, rule);
    expect(await keysStored()).toEqual(expect.arrayContaining(['long-gone', 'recently-over']));

    await limiter.hit('sweep:500', rule);
    const after = await keysStored();
    expect(after).not.toContain('long-gone');
    expect(after).toContain('recently-over');
    expect(after).toContain(stored('sweep:500'));
    expect(after).toContain(stored('sweep:1'));

    // And again on the next 500th, not before.
    await database.handle.db.insert(rateLimits).values({ key: 'gone-since', count: 7, resetAt: sql`now() - interval '2 hours'` });
    for (let i = 1; i < 500; i += 1) await limiter.hit(`sweep:${i % 7}`, rule);
    expect(await keysStored()).toContain('gone-since');
    await limiter.hit('sweep:1000', rule);
    expect(await keysStored()).not.toContain('gone-since');
  });
});
