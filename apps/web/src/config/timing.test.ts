import { describe, expect, it } from 'vitest';
import { SESSION_CHECK_INTERVAL_MS, TIMEOUTS } from './timing';

describe('request timeouts (spec 7 and 9)', () => {
  it.each([
    ['sliderAdd', 5_000],
    ['applicationList', 5_000],
    ['register', 5_000],
    ['profile', 5_000],
    ['addUser', 5_000],
    ['login', 10_000],
    ['deleteApplication', 10_000],
    ['addApplication', 20_000],
    ['documentUpdate', 20_000],
  ] as const)('%s waits %i ms', (call, ms) => {
    expect(TIMEOUTS[call]).toBe(ms);
  });

  it('lists no other timed call', () => {
    expect(Object.keys(TIMEOUTS).sort()).toEqual([
      'addApplication', 'addUser', 'applicationList', 'deleteApplication', 'documentUpdate',
      'login', 'profile', 'register', 'sliderAdd',
    ]);
  });
});

describe('session (spec 4 and 9)', () => {
  it('checks the session every 60 s', () => {
    expect(SESSION_CHECK_INTERVAL_MS).toBe(60_000);
  });
});
