import { describe, expect, it } from 'vitest';
import { nextDay, startOfDay } from './calendar-days.ts';

describe('startOfDay', () => {
  it.each([
    ['2026-01-31', 'UTC', '2026-01-31T00:00:00.000Z'],
    // Five hours and 45 minutes ahead of UTC: the day began the evening before in UTC.
    ['2026-01-31', 'Asia/Kathmandu', '2026-01-30T18:15:00.000Z'],
    ['2026-06-30', 'Asia/Dhaka', '2026-06-29T18:00:00.000Z'],
    ['2026-01-15', 'America/Toronto', '2026-01-15T05:00:00.000Z'],
    // The days the clocks change, and the days after.
    ['2026-03-08', 'America/Toronto', '2026-03-08T05:00:00.000Z'],
    ['2026-03-09', 'America/Toronto', '2026-03-09T04:00:00.000Z'],
    ['2026-11-01', 'America/Toronto', '2026-11-01T04:00:00.000Z'],
    ['2026-11-02', 'America/Toronto', '2026-11-02T05:00:00.000Z'],
    ['2026-01-01', 'Pacific/Kiritimati', '2025-12-31T10:00:00.000Z'],
  ])('%s begins in %s at %s', (day, timeZone, instant) => {
    expect(startOfDay(day, timeZone).toISOString()).toBe(instant);
  });
});

describe('nextDay', () => {
  it.each([
    ['2026-01-31', '2026-02-01'],
    ['2024-02-28', '2024-02-29'],
    ['2026-02-28', '2026-03-01'],
    ['2026-12-31', '2027-01-01'],
  ])('after %s comes %s', (day, next) => {
    expect(nextDay(day)).toBe(next);
  });
});
