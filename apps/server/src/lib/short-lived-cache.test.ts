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

  it('keeps a newer answer when an older lookup of the same key fails after it', async () => {
    const { cache, load, loads } = clocked(500);
    let fail: (e: Error) => void = () => {};
    const old = cache.get('a', () => new Promise<number>((_resolve, reject) => (fail = reject)));
    cache.clear();
    expect(await cache.get('a', load(2))).toBe(2);
    fail(new Error('database gone'));
    await expect(old).rejects.toThrow('database gone');
    expect(await cache.get('a', load(3))).toBe(2);
    expect(loads()).toBe(1);
  });

  it('starts over when full of answers still fresh, so every one is looked up again', async () => {
    const { cache, load, loads, advance } = clocked(500, 2);
    await cache.get('a', load(1));
    await cache.get('b', load(2));
    advance(100);
    expect(await cache.get('c', load(3))).toBe(3);
    expect(loads()).toBe(3);
    expect(await cache.get('c', load(30))).toBe(3);
    expect(await cache.get('a', load(10))).toBe(10);
    expect(await cache.get('b', load(20))).toBe(20);
    expect(loads()).toBe(5);
  });

  it('drops an answer exactly as old as the time to live to make room, keeping the fresh ones', async () => {
    const { cache, load, loads, advance } = clocked(500, 2);
    await cache.get('a', load(1));
    advance(100);
    await cache.get('b', load(2));
    advance(400);
    expect(await cache.get('c', load(3))).toBe(3);
    expect(await cache.get('b', load(20))).toBe(2);
    expect(await cache.get('c', load(30))).toBe(3);
    expect(loads()).toBe(3);
  });

  it('with no time to live, looks every answer up and keeps none', async () => {
    const { cache, load, loads } = clocked(0, 2);
    expect(await cache.get('a', load(1))).toBe(1);
    expect(await cache.get('a', load(2))).toBe(2);
    expect(await Promise.all([cache.get('b', load(3)), cache.get('b', load(4))])).toEqual([3, 4]);
    expect(loads()).toBe(4);
    // Nothing is held for a cache that is off.
    expect(cache['entries'].size).toBe(0);
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
