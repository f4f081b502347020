import { createHmac } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FileLinks, URL_GRANULARITY_SECONDS } from './file-links.ts';

const SECRET = 'a server secret of at least thirty-two characters';
const FILE = '0123456789abcdef01234567';
const SESSION = 'fedcba9876543210fedcba98';
/** 10:20:00 UTC: 40 minutes before the next whole hour. */
const NOW_SECONDS = 1_790_000_400;
const links = new FileLinks(SECRET);

/** What a link carries, as the file route reads it. */
function parts(url: string): { id: string; exp: number; sid: string | undefined; sig: string } {
  const parsed = new URL(url, 'http://localhost');
  expect(parsed.pathname.startsWith('/api/files/')).toBe(true);
  return {
    id: parsed.pathname.slice('/api/files/'.length),
    exp: Number(parsed.searchParams.get('exp')),
    sid: parsed.searchParams.get('sid') ?? undefined,
    sig: parsed.searchParams.get('sig') as string,
  };
}

/** The signature as the server computes it, for the few checks that need one it never hands out. */
const hmac = (signed: string) => createHmac('sha256', SECRET).update(signed).digest('base64url');

/** The same text with one character changed, its length kept. */
const oneOff = (text: string) => `${text.slice(0, -1)}${text.endsWith('A') ? 'B' : 'A'}`;

describe('FileLinks', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'], now: NOW_SECONDS * 1000 });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('makes no link for an empty slot', () => {
    expect(links.signedUrl(null, 600)).toBe('');
    expect(links.signedUrl(undefined, 600)).toBe('');
    expect(links.signedUrl('', 600)).toBe('');
  });

  it('signs the file id and an expiry rounded up to the whole hour after the time to live', () => {
    expect(NOW_SECONDS % URL_GRANULARITY_SECONDS).toBe(1200);
    const nextHour = NOW_SECONDS + 2400;
    expect(links.signedUrl(FILE, 600)).toBe(`/api/files/${FILE}?exp=${nextHour}&sig=${hmac(`${FILE}.${nextHour}`)}`);
    // Past the hour: the one after.
    expect(parts(links.signedUrl(FILE, 2401)).exp).toBe(nextHour + 3600);
    expect(parts(links.signedUrl(FILE, 86_400)).exp).toBe(nextHour + 86_400);
    // A link asked for at the very second an hour ends lasts to that second when its time is zero.
    vi.setSystemTime(nextHour * 1000);
    expect(parts(links.signedUrl(FILE, 0)).exp).toBe(nextHour);
  });

  it('gives the same link for the whole hour, so a list on screen keeps its URLs', () => {
    const first = links.signedUrl(FILE, 600);
    vi.setSystemTime((NOW_SECONDS + 1799) * 1000);
    expect(links.signedUrl(FILE, 600)).toBe(first);
  });

  it('opens a link until its expiry second, and not a millisecond after', () => {
    const { id, exp, sig } = parts(links.signedUrl(FILE, 600));
    expect(links.verify(id, exp, sig)).toBe(true);
    vi.setSystemTime(exp * 1000);
    expect(links.verify(id, exp, sig)).toBe(true);
    vi.setSystemTime(exp * 1000 + 1);
    expect(links.verify(id, exp, sig)).toBe(false);
  });

  it('refuses a signature one character off, shorter, longer or empty, without throwing', () => {
    const { id, exp, sig } = parts(links.signedUrl(FILE, 600));
    for (const bad of [oneOff(sig), sig.slice(1), `${sig}A`, '']) expect(links.verify(id, exp, bad), bad).toBe(false);
  });

  it('refuses the signature of one file on another, or with a later expiry', () => {
    const { id, exp, sig } = parts(links.signedUrl(FILE, 600));
    expect(links.verify(oneOff(id), exp, sig)).toBe(false);
    expect(links.verify(id, exp + URL_GRANULARITY_SECONDS, sig)).toBe(false);
  });

  it('refuses a link signed under another secret', () => {
    const { id, exp, sig } = parts(new FileLinks('another secret of at least thirty-two characters').signedUrl(FILE, 600));
    expect(links.verify(id, exp, sig)).toBe(false);
  });

  it('ties a staff link to its session: refused without it, with another, and never taken for an applicant link', () => {
    const staff = parts(links.signedUrl(FILE, 600, SESSION));
    expect(staff.sid).toBe(SESSION);
    expect(staff.sig).toBe(hmac(`${FILE}.${staff.exp}.${SESSION}`));
    expect(links.verify(staff.id, staff.exp, staff.sig, SESSION)).toBe(true);
    expect(links.verify(staff.id, staff.exp, staff.sig)).toBe(false);
    expect(links.verify(staff.id, staff.exp, staff.sig, oneOff(SESSION))).toBe(false);

    const applicant = parts(links.signedUrl(FILE, 600));
    expect(applicant.sid).toBeUndefined();
    expect(links.verify(applicant.id, applicant.exp, applicant.sig, SESSION)).toBe(false);
  });

  it('never makes a link that lasts for ever: an endless or fractional expiry is refused even when signed', () => {
    const endless = parts(links.signedUrl(FILE, Infinity));
    expect(links.verify(FILE, endless.exp, endless.sig)).toBe(false);
    const fractional = NOW_SECONDS + 600.5;
    expect(links.verify(FILE, fractional, hmac(`${FILE}.${fractional}`))).toBe(false);
  });
});
