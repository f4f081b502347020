import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_MESSAGES, type ApplicantCopy } from '@visadesk/contract';
import type { DatabaseHandle } from '../../src/db/client.ts';
import { rateLimits } from '../../src/db/schema.ts';
import { HttpError } from '../../src/http/http-error.ts';
import { newId } from '../../src/lib/ids.ts';
import { EnquiryGuard, type EnquiryResult } from '../../src/enquiry/enquiry-guard.ts';
import { countersColumn, RateLimiter } from '../../src/security/rate-limiter.ts';
import { createTestDatabase } from '../helpers.ts';

const SECRET = 'a server secret of at least thirty-two characters';
const RULES = { perAddress: { max: 3, windowSeconds: 900 }, perPassport: { max: 2, windowSeconds: 3600 } };
/** What the guard hands back untouched: the applicant's copy the lookup found. */
const COPY = { _id: 'the-applicants-copy' } as unknown as ApplicantCopy;

/**
 * The public status check's limits (ADR 011) at the service, with the real counters in a database
 * of its own: what is answered, what is counted, when a check is refused and for how long.
 */
describe('EnquiryGuard', () => {
  let database: { handle: DatabaseHandle; drop: () => Promise<void> };
  let limiter: RateLimiter;
  const db = () => database.handle.db;

  beforeAll(async () => {
    database = await createTestDatabase();
    limiter = new RateLimiter(db(), SECRET);
  });
  afterAll(() => database.drop());
  afterEach(() => {
    vi.useRealTimers();
  });

  const guard = (maxAddresses?: number) => new EnquiryGuard(limiter, RULES, maxAddresses);
  /** A fresh address or passport number, so no earlier test's counters reach it. */
  const fresh = (what: string) => `${what}-${newId()}`;
  /** The counters under `keys`, read as the real lookup reads them beside the applicant. */
  const countersOf = async (keys: string[]) => {
    const [row] = await db()
      .select({ counters: countersColumn(sql.placeholder('counterKeys')) })
      .from(sql`(select 1) as "enquiry"`)
      .execute({ counterKeys: keys });
    return row?.counters ?? [];
  };
  const lookup = (found: boolean) => async (keys: string[]): Promise<EnquiryResult> => ({ found: found ? [COPY] : [], counters: await countersOf(keys) });
  const right = lookup(true);
  const wrong = lookup(false);
  /** The answer a check gets: its copies, or the refusal's status, message and wait. */
  const answer = (promise: Promise<unknown>) =>
    promise.then(
      (found) => found,
      (error: unknown) => (error instanceof HttpError ? { status: error.statusCode, message: error.message, retryAfter: Number(error.headers?.['retry-after']) } : error),
    );
  const refused = (retryAfter: number) => ({ status: 429, message: AUTH_MESSAGES.tooManyAttempts, retryAfter });
  /** Refused, told to wait what is left of a database counter's window of `seconds` (read a moment later). */
  function expectRefusedFor(answered: unknown, seconds: number) {
    expect(answered).toMatchObject({ status: 429, message: AUTH_MESSAGES.tooManyAttempts });
    const { retryAfter } = answered as { retryAfter: number };
    expect(retryAfter).toBeGreaterThan(seconds - 10);
    expect(retryAfter).toBeLessThanOrEqual(seconds);
  }
  const counterRows = async () => (await db().select().from(rateLimits)).length;
  /** Shortens what is left of the database counter of `key` to `seconds`. */
  const endCounterIn = (key: string, seconds: number) =>
    db().execute(sql`update rate_limits set reset_at = now() + make_interval(secs => ${seconds}) where key = ${limiter.storedKeys([key])[0]}`);
  /** Lets `n` lookups read their counters before any goes on: checks racing on two instances. */
  function together(n: number): () => Promise<void> {
    let arrived = 0;
    let release: () => void = () => {};
    const all = new Promise<void>((resolve) => (release = resolve));
    return async () => {
      arrived += 1;
      if (arrived === n) release();
      await all;
    };
  }

  it('answers the copies a check finds, and writes nothing for it', async () => {
    const before = await counterRows();
    expect(await guard().check(fresh('ip'), fresh('P'), right)).toEqual([COPY]);
    expect(await counterRows()).toBe(before);
  });

  it('answers a failed check with nothing found until the passport\'s limit, then refuses it, the right answer too, from any address', async () => {
    const g = guard();
    const passport = fresh('P');
    expect(await answer(g.check(fresh('ip'), passport, wrong))).toEqual([]);
    expect(await answer(g.check(fresh('ip'), passport, wrong))).toEqual([]);
    expectRefusedFor(await answer(g.check(fresh('ip'), passport, right)), RULES.perPassport.windowSeconds);
    // Another passport number is not locked by it.
    expect(await g.check(fresh('ip'), fresh('P'), right)).toEqual([COPY]);
  });

  it('refuses an address at its limit of failed checks, any passports, its successful checks counted with them', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const g = guard();
    const address = fresh('ip');
    expect(await g.check(address, fresh('P'), right)).toEqual([COPY]);
    expect(await answer(g.check(address, fresh('P'), wrong))).toEqual([]);
    expect(await answer(g.check(address, fresh('P'), wrong))).toEqual([]);
    // Two failures in the database and one success here: the limit of three is reached.
    expect(await answer(g.check(address, fresh('P'), right))).toEqual(refused(RULES.perAddress.windowSeconds));
    // Another address is not.
    expect(await g.check(fresh('ip'), fresh('P'), right)).toEqual([COPY]);
  });

  it('refuses an address once its successful checks alone reach the limit, for as long as their window lasts', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const g = guard();
    const address = fresh('ip');
    for (let i = 0; i < RULES.perAddress.max; i += 1) expect(await g.check(address, fresh('P'), right)).toEqual([COPY]);
    expect(await answer(g.check(address, fresh('P'), right))).toEqual(refused(RULES.perAddress.windowSeconds));
    vi.setSystemTime(Date.now() + 600_500);
    expect(await answer(g.check(address, fresh('P'), right))).toEqual(refused(300));
  });

  it('forgets an address\'s successful checks exactly when their window ends, and starts a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const g = guard();
    const address = fresh('ip');
    const windowEnd = Date.now() + RULES.perAddress.windowSeconds * 1000;
    for (let i = 0; i < RULES.perAddress.max; i += 1) await g.check(address, fresh('P'), right);
    vi.setSystemTime(windowEnd - 1);
    expect(await answer(g.check(address, fresh('P'), right))).toEqual(refused(1));
    vi.setSystemTime(windowEnd);
    for (let i = 0; i < RULES.perAddress.max; i += 1) expect(await g.check(address, fresh('P'), right)).toEqual([COPY]);
    expect(await answer(g.check(address, fresh('P'), right))).toEqual(refused(RULES.perAddress.windowSeconds));
  });

  it('waits the longer of the database\'s and this instance\'s windows', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const g = guard();
    const address = fresh('ip');
    expect(await answer(g.check(address, fresh('P'), wrong))).toEqual([]);
    expect(await answer(g.check(address, fresh('P'), wrong))).toEqual([]);
    await endCounterIn(`enquiry:ip:${address}`, 100);
    expect(await g.check(address, fresh('P'), right)).toEqual([COPY]);
    vi.setSystemTime(Date.now() + 10_000);
    expect(await answer(g.check(address, fresh('P'), right))).toEqual(refused(RULES.perAddress.windowSeconds - 10));

    // The database's the longer: its wait is told.
    const other = fresh('ip');
    expect(await g.check(other, fresh('P'), right)).toEqual([COPY]);
    expect(await answer(g.check(other, fresh('P'), wrong))).toEqual([]);
    expect(await answer(g.check(other, fresh('P'), wrong))).toEqual([]);
    await endCounterIn(`enquiry:ip:${other}`, 1800);
    expectRefusedFor(await answer(g.check(other, fresh('P'), right)), 1800);
  });

  it('counts a malformed check against the address, with its successful checks, and refuses past the limit', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const g = guard();
    const address = fresh('ip');
    await g.countMalformed(address);
    await g.countMalformed(address);
    await g.countMalformed(address);
    expectRefusedFor(await answer(g.countMalformed(address)), RULES.perAddress.windowSeconds);

    const another = fresh('ip');
    expect(await g.check(another, fresh('P'), right)).toEqual([COPY]);
    await g.countMalformed(another);
    await g.countMalformed(another);
    expectRefusedFor(await answer(g.countMalformed(another)), RULES.perAddress.windowSeconds);
  });

  it('refuses the failure counted past a passport\'s limit by a check racing on another instance, telling nothing of the guess', async () => {
    const passport = fresh('P');
    await guard().check(fresh('ip'), passport, wrong);
    const wait = together(2);
    const racing = (found: boolean) => async (keys: string[]): Promise<EnquiryResult> => {
      const counters = await countersOf(keys);
      await wait();
      return { found: found ? [COPY] : [], counters };
    };
    const answers = await Promise.all([answer(guard().check(fresh('ip'), passport, racing(false))), answer(guard().check(fresh('ip'), passport, racing(false)))]);
    expect(answers).toContainEqual([]);
    expect(answers).toContainEqual(expect.objectContaining({ status: 429, message: AUTH_MESSAGES.tooManyAttempts }));
  });

  it('refuses the failure counted past an address\'s limit by a check racing on another instance', async () => {
    const address = fresh('ip');
    await guard().check(address, fresh('P'), wrong);
    await guard().check(address, fresh('P'), wrong);
    const wait = together(2);
    const racing = async (keys: string[]): Promise<EnquiryResult> => {
      const counters = await countersOf(keys);
      await wait();
      return { found: [], counters };
    };
    const answers = await Promise.all([answer(guard().check(address, fresh('P'), racing)), answer(guard().check(address, fresh('P'), racing))]);
    expect(answers).toContainEqual([]);
    expect(answers).toContainEqual(expect.objectContaining({ status: 429, message: AUTH_MESSAGES.tooManyAttempts }));
  });

  it('adds this instance\'s successful checks to a failure counted past the address\'s limit while another check ran', async () => {
    const g = guard();
    const address = fresh('ip');
    expect(await g.check(address, fresh('P'), right)).toEqual([COPY]);
    expect(await answer(g.check(address, fresh('P'), wrong))).toEqual([]);
    // Two checks of other passports from the address, both reading one failure and one success: the
    // first is counted (two failures and a success: at the limit), the second past it.
    const wait = together(2);
    const racing = (after?: () => Promise<unknown>) => async (keys: string[]): Promise<EnquiryResult> => {
      const counters = await countersOf(keys);
      await wait();
      await after?.();
      return { found: [], counters };
    };
    const first = answer(g.check(address, fresh('P'), racing()));
    const second = answer(g.check(address, fresh('P'), racing(() => first)));
    expect(await first).toEqual([]);
    expectRefusedFor(await second, RULES.perAddress.windowSeconds);
  });

  it('when full of live windows, forgets the oldest address for a new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const g = guard(2);
    const [oldest, next, newcomer] = [fresh('ip'), fresh('ip'), fresh('ip')];
    for (const address of [oldest, next]) {
      for (let i = 0; i < RULES.perAddress.max; i += 1) await g.check(address, fresh('P'), right);
    }
    await g.check(newcomer, fresh('P'), right);
    expect(await answer(g.check(next, fresh('P'), right))).toEqual(refused(RULES.perAddress.windowSeconds));
    expect(await g.check(oldest, fresh('P'), right)).toEqual([COPY]);
  });

  it('runs the checks of one passport number one after another on this instance, a failing one included, and keeps nothing after', async () => {
    const g = guard();
    const passport = fresh('P');
    const events: string[] = [];
    let running = 0;
    let most = 0;
    let late: Promise<ApplicantCopy[]> | undefined;
    const step = (label: string, then?: () => void) => async (keys: string[]): Promise<EnquiryResult> => {
      running += 1;
      most = Math.max(most, running);
      events.push(`${label} starts`);
      then?.();
      await sleep(20);
      const counters = await countersOf(keys);
      events.push(`${label} ends`);
      running -= 1;
      if (label === 'first') throw new Error('the database went away');
      return { found: [COPY], counters };
    };
    const checks = [
      answer(g.check(fresh('ip'), passport, step('first'))),
      // A check arriving while the second runs still waits for the third.
      answer(g.check(fresh('ip'), passport, step('second', () => (late = g.check(fresh('ip'), passport, step('fourth')))))),
      answer(g.check(fresh('ip'), passport, step('third'))),
    ];
    const answers = await Promise.all(checks);
    expect(answers[0]).toEqual(new Error('the database went away'));
    expect(answers.slice(1)).toEqual([[COPY], [COPY]]);
    expect(await late).toEqual([COPY]);
    expect(most).toBe(1);
    expect(events).toEqual(['first starts', 'first ends', 'second starts', 'second ends', 'third starts', 'third ends', 'fourth starts', 'fourth ends']);
    // Nothing stays behind for a passport number whose checks are over: a flood of numbers cannot grow it.
    expect(g['queues'].size).toBe(0);
  });

  it('remembers at most so many addresses: those whose window is over go first, then the oldest', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const g = guard(2);
    const [first, second, third, fourth] = [fresh('ip'), fresh('ip'), fresh('ip'), fresh('ip')];
    const atLimit = async (address: string) => {
      for (let i = 0; i < RULES.perAddress.max; i += 1) await g.check(address, fresh('P'), right);
    };
    await atLimit(first);
    vi.setSystemTime(Date.now() + RULES.perAddress.windowSeconds * 1000);
    await atLimit(second);
    // The first's window is over: it goes, and the second is still refused.
    await atLimit(third);
    expect(await answer(g.check(second, fresh('P'), right))).toEqual(refused(RULES.perAddress.windowSeconds));
    expect(await answer(g.check(third, fresh('P'), right))).toEqual(refused(RULES.perAddress.windowSeconds));
    // Full of live windows: the oldest (the second) is forgotten for the fourth.
    await atLimit(fourth);
    expect(await answer(g.check(fourth, fresh('P'), right))).toEqual(refused(RULES.perAddress.windowSeconds));
    expect(await answer(g.check(third, fresh('P'), right))).toEqual(refused(RULES.perAddress.windowSeconds));
    expect(await g.check(second, fresh('P'), right)).toEqual([COPY]);
  });

  it('when full, lets an address whose window ends this very moment go before a live one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const g = guard(2);
    const [ending, live, newcomer] = [fresh('ip'), fresh('ip'), fresh('ip')];
    await g.check(ending, fresh('P'), right);
    vi.setSystemTime(start + 1000);
    for (let i = 0; i < RULES.perAddress.max; i += 1) await g.check(live, fresh('P'), right);
    vi.setSystemTime(start + RULES.perAddress.windowSeconds * 1000);
    await g.check(newcomer, fresh('P'), right);
    expect(await answer(g.check(live, fresh('P'), right))).toEqual(refused(1));
  });

  it('puts an address whose window starts again at the end of the line: a longer-running window goes first', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const start = Date.now();
    const g = guard(3);
    const [again, older, third, newcomer] = [fresh('ip'), fresh('ip'), fresh('ip'), fresh('ip')];
    await g.check(again, fresh('P'), right);
    vi.setSystemTime(start + 1000);
    for (let i = 0; i < RULES.perAddress.max; i += 1) await g.check(older, fresh('P'), right);
    // The first window is over; the same address begins a new one (with room to spare), now the newest.
    vi.setSystemTime(start + RULES.perAddress.windowSeconds * 1000);
    for (let i = 0; i < RULES.perAddress.max; i += 1) await g.check(again, fresh('P'), right);
    await g.check(third, fresh('P'), right);
    // Full of live windows: the one that began longest ago goes for the newcomer.
    await g.check(newcomer, fresh('P'), right);
    expect(await answer(g.check(again, fresh('P'), right))).toEqual(refused(RULES.perAddress.windowSeconds));
    expect(await g.check(older, fresh('P'), right)).toEqual([COPY]);
  });
});
