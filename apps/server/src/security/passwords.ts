import { hash, verify } from '@node-rs/argon2';
import { COMMON_MESSAGES } from '@visadesk/contract';
import { HttpError } from '../http/http-error.ts';

export interface Argon2Cost {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * argon2 runs on libuv's thread pool (4 threads unless UV_THREADPOOL_SIZE says otherwise), which
 * file reads, compression and image work share. Unbounded, a burst of bad logins takes every
 * thread and a document download waits behind them (measured: 10 ms became 489 ms under 64 bad
 * logins). At most half the pool hashes at once; the other attempts wait their turn here.
 */
const THREAD_POOL = Number(process.env.UV_THREADPOOL_SIZE) || 4;
export const MAX_CONCURRENT_HASHES = Math.max(1, Math.floor(THREAD_POOL / 2));

/**
 * How many checks may wait their turn. Beyond it the answer is an immediate 503: a flood of
 * attempts from many addresses must not grow the queue (and every staff member's wait) without end.
 */
export const MAX_WAITING_HASHES = 64;

let running = 0;
const waiting: (() => void)[] = [];

async function bounded<T>(work: () => Promise<T>): Promise<T> {
  if (running >= MAX_CONCURRENT_HASHES) {
    if (waiting.length >= MAX_WAITING_HASHES) {
      throw new HttpError(503, COMMON_MESSAGES.busy, { headers: { 'retry-after': '5' } });
    }
    await new Promise<void>((resolve) => waiting.push(resolve));
  }
  else running += 1;
  try {
    return await work();
  } finally {
    const next = waiting.shift();
    // The slot passes straight to the next waiter, so `running` never dips and lets a newcomer in.
    if (next) next();
    else running -= 1;
  }
}

/** argon2id (the library's default algorithm) at the given cost. */
export function hashPassword(password: string, cost: Argon2Cost): Promise<string> {
  return bounded(() => hash(password, cost));
}

/** False for a wrong password or a stored hash it cannot read; a full queue still answers 503. */
export function verifyPassword(hashed: string, password: string): Promise<boolean> {
  return bounded(async () => {
    try {
      return await verify(hashed, password);
    } catch {
      return false;
    }
  });
}
