import { afterEach, describe, expect, it, vi } from 'vitest';
import { COMMON_MESSAGES } from '@visadesk/contract';

/** The argon2 library replaced by calls the test finishes by hand, to watch how many run at once. */
const pending: { resolve: (value: string | boolean) => void; reject: (error: Error) => void }[] = [];
vi.mock('@node-rs/argon2', () => {
  const call = () => new Promise<string | boolean>((resolve, reject) => pending.push({ resolve, reject }));
  return { hash: vi.fn(call), verify: vi.fn(call) };
});

const { hashPassword, verifyPassword, MAX_CONCURRENT_HASHES, MAX_WAITING_HASHES } = await import('./passwords.ts');
const argon2 = await import('@node-rs/argon2');

const cost = { memoryCost: 1024, timeCost: 1, parallelism: 1 };
const settle = () => new Promise((resolve) => setImmediate(resolve));

afterEach(() => {
  pending.length = 0;
  vi.mocked(argon2.hash).mockClear();
  vi.mocked(argon2.verify).mockClear();
});

describe('password hashing', () => {
  it('uses at most half of the thread pool at once, so file work keeps its threads', async () => {
    expect(MAX_CONCURRENT_HASHES).toBe(2);
    // A server started with a larger or smaller pool (UV_THREADPOOL_SIZE) takes half of that one.
    const before = process.env.UV_THREADPOOL_SIZE;
    try {
      for (const [size, expected] of [['8', 4], ['1', 1], ['not a number', 2]] as const) {
        process.env.UV_THREADPOOL_SIZE = size;
        vi.resetModules();
        expect((await import('./passwords.ts')).MAX_CONCURRENT_HASHES, size).toBe(expected);
      }
    } finally {
      if (before === undefined) delete process.env.UV_THREADPOOL_SIZE;
      else process.env.UV_THREADPOOL_SIZE = before;
      vi.resetModules();
    }
  });

  it('lets only that many hashes run together and starts the next one as each ends', async () => {
    const results = Array.from({ length: 6 }, (_, i) => (i % 2 ? verifyPassword('hash', 'guess') : hashPassword('pw', cost)));
    await settle();
    expect(pending).toHaveLength(MAX_CONCURRENT_HASHES);
    pending[0]?.resolve(false);
    await settle();
    expect(pending).toHaveLength(MAX_CONCURRENT_HASHES + 1);
    pending[1]?.reject(new Error('invalid hash'));
    await settle();
    expect(pending).toHaveLength(MAX_CONCURRENT_HASHES + 2);
    for (let i = 2; i < 6; i += 1) {
      pending[i]?.resolve(i % 2 ? true : 'hashed');
      await settle();
    }
    expect(pending).toHaveLength(6);
    // A verify that fails answers false; every call got its own answer.
    await expect(Promise.all(results)).resolves.toEqual([false, false, 'hashed', true, 'hashed', true]);
    expect(vi.mocked(argon2.hash).mock.calls.length + vi.mocked(argon2.verify).mock.calls.length).toBe(6);
  });

  it('answers false for a hash it cannot read, and frees its place for the next', async () => {
    const first = verifyPassword('not a hash', 'guess');
    await settle();
    // Checked before awaiting anything: a leaked place would otherwise hang the test, not fail it.
    expect(pending).toHaveLength(1);
    pending[0]?.reject(new Error('invalid hash'));
    await expect(first).resolves.toBe(false);
    const second = verifyPassword('hash', 'right');
    const third = verifyPassword('hash', 'right');
    await settle();
    expect(pending).toHaveLength(3);
    pending[1]?.resolve(true);
    pending[2]?.resolve(true);
    await expect(Promise.all([second, third])).resolves.toEqual([true, true]);
  });

  it('answers 503, busy, at once when the queue is full, instead of letting it grow without end', async () => {
    /** What a call has come to by the next turn of the event loop: its error, or still 'waiting'. */
    const outcome = (call: Promise<unknown>) => Promise.race([call.then(() => 'answered', (error: unknown) => error), settle().then(() => 'waiting')]);
    const queued = Array.from({ length: MAX_CONCURRENT_HASHES + MAX_WAITING_HASHES }, () => verifyPassword('hash', 'guess'));
    await settle();
    expect(pending).toHaveLength(MAX_CONCURRENT_HASHES);
    expect(await outcome(verifyPassword('hash', 'one too many'))).toMatchObject({
      statusCode: 503,
      message: COMMON_MESSAGES.busy,
      headers: { 'retry-after': '5' },
    });
    expect(await outcome(hashPassword('pw', cost))).toMatchObject({ statusCode: 503 });
    // One check ends: one place in the queue frees up, and only one.
    pending[0]?.resolve(false);
    await settle();
    const next = verifyPassword('hash', 'now there is room');
    expect(await outcome(next)).toBe('waiting');
    expect(await outcome(verifyPassword('hash', 'but only for one'))).toMatchObject({ statusCode: 503 });
    for (let i = 1; i < pending.length; i += 1) {
      pending[i]?.resolve(false);
      await settle();
    }
    await expect(Promise.all([...queued, next])).resolves.toHaveLength(queued.length + 1);
  });
});
