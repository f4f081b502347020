import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { RateLimiter } from '../../src/services/rate-limiter.ts';
import { createTestDatabase } from '../helpers.ts';

describe('RateLimiter', () => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  let limiter: RateLimiter;
  const rule = { max: 2, windowSeconds: 900 };
  beforeAll(async () => {
    database = await createTestDatabase();
    limiter = new RateLimiter(database.handle.db);
  });
  afterAll(() => database.drop());

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
});
