import { describe, expect, it } from 'vitest';
import { redactUrl } from '../src/lib/logger.ts';
import { buildTestApp, captureLogs, TEST_PASSWORD } from './helpers.ts';

describe('request logs', () => {
  it('hide query values other than page and limit', () => {
    expect(redactUrl('/api/application/fetchApplicationEnquiry?limit=10&search=AB1234567&search1=India&search2=1990-01-01')).toBe(
      '/api/application/fetchApplicationEnquiry?limit=10&search=[redacted]&search1=[redacted]&search2=[redacted]',
    );
    expect(redactUrl('/api/health')).toBe('/api/health');
  });

  it('are one line a request, with the method, the redacted address, the status and the time taken', async () => {
    const { lines, logger } = captureLogs();
    const t = await buildTestApp({}, { logger: logger('info') });
    try {
      await t.app.inject('/api/application/fetchApplicationEnquiry?limit=10&search=ZX9876543&search1=Nepal&search2=1991-02-03');
      const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((entry) => entry.req);
      expect(entries).toHaveLength(1);
      expect(entries[0]).toMatchObject({
        msg: 'request completed',
        req: { method: 'GET', url: '/api/application/fetchApplicationEnquiry?limit=10&search=[redacted]&search1=[redacted]&search2=[redacted]' },
        res: { statusCode: 200 },
      });
      expect(entries[0]?.responseTime).toEqual(expect.any(Number));
    } finally {
      await t.close();
    }
  });

  it('carry no password, token or passport number through a sign-in and a session', async () => {
    const { lines, logger } = captureLogs();
    const t = await buildTestApp({}, { logger: logger('trace') });
    try {
      const user = await t.createUser();
      const session = await t.login(user.email);
      await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: session.token } });
      await t.app.inject({ method: 'POST', url: '/api/users/refresh', payload: { refreshToken: session.refreshToken } });
      await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: 'wrong-secret-pw' } });
      await t.app.inject('/api/application/fetchApplicationEnquiry?search=ZX9876543&search1=Nepal&search2=1991-02-03');
      const log = lines.join('');
      expect(log).toContain('/api/users/login');
      for (const secret of [TEST_PASSWORD, 'wrong-secret-pw', session.token.slice(7), session.refreshToken, 'ZX9876543']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await t.close();
    }
  });
});
