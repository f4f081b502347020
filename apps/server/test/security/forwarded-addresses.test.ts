import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@visadesk/contract';
import { buildTestApp, rateLimitsWith, type TestContext } from '../helpers.ts';

/**
 * Behind a reverse proxy (TRUST_PROXY=true: one on this machine), the client is the address the
 * proxy appended, never what the client wrote itself at the left of X-Forwarded-For.
 */
describe('client addresses behind a reverse proxy', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: ['loopback'], rateLimits: rateLimitsWith({ enquiryPerIp: 2 }) });
  });
  afterAll(() => t.close());

  const enquire = (remoteAddress: string, forwardedFor: string) =>
    t.app.inject({
      url: '/api/application/fetchApplicationEnquiry?search=XX0000000&search1=Nepali&search2=1990-05-06',
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('ignores what the client wrote before the address the proxy appended', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await enquire('127.0.0.1', `forged-${i}, 10.9.9.${i}, 203.0.113.5`)).statusCode);
    expect(statuses).toEqual([200, 200, 429, 429]);
    const refused = await enquire('127.0.0.1', '203.0.113.5');
    expect(refused.json().message).toBe(AUTH_MESSAGES.tooManyAttempts);
    // Another client behind the same proxy is counted on its own.
    expect((await enquire('127.0.0.1', 'forged, 203.0.113.6')).statusCode).toBe(200);
  });

  it('believes no forwarded address from a peer that is not the proxy', async () => {
    const statuses = [];
    for (let i = 0; i < 3; i += 1) statuses.push((await enquire('198.51.100.7', `203.0.113.${50 + i}`)).statusCode);
    expect(statuses).toEqual([200, 200, 429]);
  });
});
