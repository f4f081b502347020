import type { FastifyInstance } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import type { RateLimitResult } from './rate-limiter.ts';
import { HttpError } from '../http/http-error.ts';
import { enforceRateLimit } from './rate-limit.ts';

/** Just enough of the app for enforceRateLimit: a limiter whose answer the test chooses. */
function appAnswering(result: RateLimitResult) {
  const hit = vi.fn(async () => result);
  return { app: { rateLimiter: { hit } } as unknown as FastifyInstance, hit };
}

const rule = { max: 3, windowSeconds: 600 };

describe('enforceRateLimit', () => {
  it('counts the attempt under its key and rule, and lets an allowed one through', async () => {
    const { app, hit } = appAnswering({ allowed: true, count: 1, retryAfterSeconds: 600 });
    await expect(enforceRateLimit(app, 'login:ip:203.0.113.7', rule)).resolves.toBeUndefined();
    expect(hit).toHaveBeenCalledExactlyOnceWith('login:ip:203.0.113.7', rule);
  });

  it('refuses with 429, the message and Retry-After in seconds once the limit is passed', async () => {
    const { app } = appAnswering({ allowed: false, count: 4, retryAfterSeconds: 42 });
    const refusal = await enforceRateLimit(app, 'login:ip:203.0.113.7', rule).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({
      statusCode: 429,
      message: AUTH_MESSAGES.tooManyAttempts,
      headers: { 'retry-after': '42' },
    });
  });
});
