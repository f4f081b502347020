import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse as InjectResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, DEFAULT_SETTINGS, SETTINGS_MESSAGES, type Settings } from '@visadesk/contract';
import { applicationHistory } from '../../../../src/db/schema.ts';
import { buildTestApp, type TestContext } from '../../../helpers.ts';

/**
 * How long sent email, failed email and the activity log are kept, and the hour of the daily digest:
 * Settings the super admin edits (ADR 042), each within its bounds.
 */
describe('what is kept how long, and the digest hour, in the settings', () => {
  let t: TestContext;
  /** The super admin's save, and what Settings then hold. */
  let put: (payload: object) => Promise<InjectResponse>;
  let stored: () => Promise<Settings>;
  beforeAll(async () => {
    t = await buildTestApp();
    const { authorization } = (await t.loginAs('superadmin')).headers;
    put = (payload) => t.app.inject({ method: 'PUT', url: API.settings, headers: { authorization }, payload });
    stored = async () => (await t.app.inject({ url: API.settings, headers: { authorization } })).json();
  });
  afterAll(() => t.close());

  const settingsEntries = () => t.app.db.select().from(applicationHistory).where(eq(applicationHistory.action, 'settings'));

  it('start at 90 days for sent email, a year for failed email, two years for the activity log, and 08:00', async () => {
    expect(await stored()).toMatchObject({ retention: { sentEmailDays: 90, failedEmailDays: 365, activityLogDays: 730 }, digestHour: 8 });
  });

  it('never reach the public site', async () => {
    const shown = (await t.app.inject({ url: '/api/settings/public' })).json();
    expect(shown).not.toHaveProperty('retention');
    expect(shown).not.toHaveProperty('digestHour');
  });

  it('take each bound, and the activity log says what they became', async () => {
    const retention = { sentEmailDays: 7, failedEmailDays: 3650, activityLogDays: 365 };
    const res = await put({ ...DEFAULT_SETTINGS, retention, digestHour: 23 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ retention, digestHour: 23 });
    expect((await settingsEntries()).map((e) => e.detail)).toContain(
      'Settings saved: kept: sent email 7 days, email not sent 3650 days, activity log 365 days, daily digest at 23:00',
    );
    const edge = { sentEmailDays: 3650, failedEmailDays: 30, activityLogDays: 3650 };
    expect((await put({ ...DEFAULT_SETTINGS, retention: edge, digestHour: 0 })).json()).toMatchObject({ retention: edge, digestHour: 0 });
    expect((await settingsEntries()).map((e) => e.detail)).toContain(
      'Settings saved: kept: sent email 3650 days, email not sent 30 days, activity log 3650 days, daily digest at 00:00',
    );
  });

  it('are kept as they were by a caller that leaves them out', async () => {
    const before = await stored();
    const { retention: _retention, digestHour: _hour, ...older } = DEFAULT_SETTINGS;
    expect((await put({ ...older, consultancyName: 'Older Caller' })).statusCode).toBe(200);
    expect(await stored()).toMatchObject({ retention: before.retention, digestHour: before.digestHour, consultancyName: 'Older Caller' });
  });

  const retention = (change: object) => ({ ...DEFAULT_SETTINGS, retention: { ...DEFAULT_SETTINGS.retention, ...change } });
  it.each<[string, object, string, string]>([
    ['sent email kept 6 days', retention({ sentEmailDays: 6 }), 'retention.sentEmailDays', SETTINGS_MESSAGES.sentEmailDays],
    ['sent email kept 3651 days', retention({ sentEmailDays: 3651 }), 'retention.sentEmailDays', SETTINGS_MESSAGES.sentEmailDays],
    ['sent email kept 90.5 days', retention({ sentEmailDays: 90.5 }), 'retention.sentEmailDays', SETTINGS_MESSAGES.sentEmailDays],
    ['sent email kept "90" days (text)', retention({ sentEmailDays: '90' }), 'retention.sentEmailDays', SETTINGS_MESSAGES.sentEmailDays],
    ['failed email kept 29 days', retention({ failedEmailDays: 29 }), 'retention.failedEmailDays', SETTINGS_MESSAGES.failedEmailDays],
    ['failed email kept 3651 days', retention({ failedEmailDays: 3651 }), 'retention.failedEmailDays', SETTINGS_MESSAGES.failedEmailDays],
    ['the activity log kept 364 days', retention({ activityLogDays: 364 }), 'retention.activityLogDays', SETTINGS_MESSAGES.activityLogDays],
    ['the activity log kept 3651 days', retention({ activityLogDays: 3651 }), 'retention.activityLogDays', SETTINGS_MESSAGES.activityLogDays],
    ['the activity log kept forever (null)', retention({ activityLogDays: null }), 'retention.activityLogDays', SETTINGS_MESSAGES.activityLogDays],
    ['no retention at all but a word', { ...DEFAULT_SETTINGS, retention: 'forever' }, 'retention', SETTINGS_MESSAGES.retention],
    ['the digest at 24:00', { ...DEFAULT_SETTINGS, digestHour: 24 }, 'digestHour', SETTINGS_MESSAGES.digestHour],
    ['the digest at -1:00', { ...DEFAULT_SETTINGS, digestHour: -1 }, 'digestHour', SETTINGS_MESSAGES.digestHour],
    ['the digest at 7:30 (7.5)', { ...DEFAULT_SETTINGS, digestHour: 7.5 }, 'digestHour', SETTINGS_MESSAGES.digestHour],
    ['the digest at "08:00"', { ...DEFAULT_SETTINGS, digestHour: '08:00' }, 'digestHour', SETTINGS_MESSAGES.digestHour],
  ])('refuses %s in our words, on the field, and changes nothing', async (_case, payload, field, message) => {
    const before = await stored();
    const entries = (await settingsEntries()).length;
    const res = await put(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({ [field]: message });
    expect(await stored()).toEqual(before);
    expect(await settingsEntries()).toHaveLength(entries);
  });
});
