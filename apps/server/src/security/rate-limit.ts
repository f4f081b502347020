import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '@visadesk/contract';
import type { RateLimitRule } from '../config/config.ts';
import { HttpError } from '../http/http-error.ts';

/** Counts one attempt under `key`; refuses with 429 and Retry-After once the rule's limit is passed. */
export async function enforceRateLimit(app: FastifyInstance, key: string, rule: RateLimitRule): Promise<void> {
  const result = await app.rateLimiter.hit(key, rule);
  if (!result.allowed) {
    throw new HttpError(429, AUTH_MESSAGES.tooManyAttempts, {
      headers: { 'retry-after': String(result.retryAfterSeconds) },
    });
  }
}
