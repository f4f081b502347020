import { describe, expect, it } from 'vitest';
import { ShortLivedCache } from './short-lived-cache.ts';

function clocked(ttlMs: number, maxEntries?: number) {
  let now = 0;
  const cache = new ShortLivedCache<number>(ttlMs, maxEntries, () => now);
  let loads = 0;
  const load = (value: number) => () => {
    loads += 1;
    return Promise.resolve(value);
  };
  return { cache, load, loads: () => loads, advance: (ms: number) => (now += ms) };
}

describe('ShortLivedCache', () => {
  it('answers from memory until the time is up, counted from when the lookup began', async () => {
    const { cache, load, loads, advance } = clocked(500);
    expect(await cache.get('a', load(1))).toBe(1);
    advance(499);
    expect(await cache.get('a', load(2))).toBe(1);
    advance(1);
    expect(await cache.get('a', load(3))).toBe(3);
    expect(loads()).toBe(2);
  });

  it('shares one lookup among callers asking at once', async () => {
    const { cache, load, loads } = clocked(500);
    expect(await Promise.all([cache.get('a', load(1)), cache.get('a', load(2))])).toEqual([1, 1]);
    expect(loads()).toBe(1);
  });

  it('forgets everything on clear, a lookup still in flight included', async () => {
    const { cache, load } = clocked(500);
    let release: (v: number) => void = () => {};
    const slow = cache.get('a', () => new Promise<number>((resolve) => (release = resolve)));
    cache.clear();
    expect(await cache.get('a', load(2))).toBe(2);
    release(1);
    expect(await slow).toBe(1);
    expect(await cache.get('a', load(3))).toBe(2);
  });

  it('does not remember a lookup that failed', async () => {
    const { cache, load } = clocked(500);
    await expect(cache.get('a', () => Promise.reject(new Error('database gone')))).rejects.toThrow('database gone');
    expect(await cache.get('a', load(1))).toBe(1);
  });

  it('stays within its size, dropping expired answers first', async () => {
    const { cache, load, loads, advance } = clocked(500, 2);
    await cache.get('a', load(1));
    advance(600);
    await cache.get('b', load(2));
    await cache.get('c', load(3));
    expect(await cache.get('b', load(20))).toBe(2);
    expect(loads()).toBe(3);
  });
});
