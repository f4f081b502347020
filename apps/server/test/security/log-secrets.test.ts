import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { COOKIES, type Application } from '@visadesk/contract';
import { applicantFields, SAMPLE_PDF, sampleImage } from '../../src/seed/factories.ts';
import { buildTestApp, captureLogs, stopClockForTotp, TEST_PASSWORD, type TestContext, totpCode } from '../helpers.ts';
import { multipartBody } from '../multipart.ts';

const PASSPORT = 'ZP4455667';
const WRONG_PASSWORD = 'wrong-secret-pw-8812';
const NEW_PASSWORD = 'new-secret-pw-5531';

/**
 * A whole working day in one scenario, logged at the most verbose level, then searched for every
 * secret it handled: the passport number, the passwords, the access and refresh tokens and the
 * signatures of the file URLs. logging.test.ts covers a sign-in alone; this covers the uploads,
 * the enquiry and the files too (multipart and static-file code log on their own).
 */
describe('the logs of a full scenario', () => {
  const log = captureLogs();
const lines = log.lines;
  const secrets = new Map<string, string>();
  let t: TestContext;
  beforeAll(async () => {
    t = await buildTestApp({ trustProxy: ['loopback'] }, { logger: log.logger('trace') });
  });
  afterAll(() => t.close());
  afterEach(() => {
    vi.useRealTimers();
  });

  function remember(label: string, value: string | undefined) {
    expect(value, label).toBeTruthy();
    secrets.set(label, value as string);
  }
  function rememberSignatures(label: string, application: Application) {
    for (const url of [application.image, application.imageThumb, application.imageOriginal, application.file1]) {
      if (url) remember(`${label} signature`, new URL(url, 'http://x').searchParams.get('sig') ?? undefined);
    }
  }

  it('holds no passport number, password, token or URL signature', async () => {
    const user = await t.createUser({ email: 'clerk@example.com' });
    const same = { origin: 'http://localhost:80', host: 'localhost:80' };
    await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: WRONG_PASSWORD } });
    const login = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: TEST_PASSWORD } });
    const session = login.json() as { token: string; refreshToken: string };
    remember('access token', session.token.slice('Bearer '.length));
    remember('refresh token', session.refreshToken);
    const staff = { authorization: session.token };

    const form = await multipartBody(applicantFields({ passport: 'zp 4455667', currentN: 'Nepali', dob: '1991-02-03' }), {
      image: { data: await sampleImage('jpeg'), name: `${PASSPORT}.jpg` },
    });
    const added = await t.app.inject({ method: 'POST', url: '/api/application/addApplication', headers: { ...staff, ...form.headers }, payload: form.payload });
    expect(added.statusCode).toBe(201);
    const id = (added.json() as Application)._id;
    const duplicate = await t.app.inject({ method: 'POST', url: '/api/application/addApplication', headers: { ...staff, ...form.headers }, payload: form.payload });
    expect(duplicate.statusCode).toBe(409);

    const docs = await multipartBody({}, { file1: { data: SAMPLE_PDF, name: `visa-${PASSPORT}.pdf` } });
    const uploaded = await t.app.inject({
      method: 'PUT', url: `/api/application/updateApplicationAdd/${id}`, cookies: { [COOKIES.access]: session.token.slice(7) },
      headers: { ...same, ...docs.headers }, payload: docs.payload,
    });
    expect(uploaded.statusCode).toBe(200);
    rememberSignatures('staff', uploaded.json());

    await t.app.inject({ url: `/api/application/fetchApplication?search=${PASSPORT.toLowerCase()}`, headers: staff });
    const enquiry = await t.app.inject({ url: `/api/application/fetchApplicationEnquiry?search=${PASSPORT}&search1=nepali&search2=1991-02-03` });
    const copy = enquiry.json().applications[0] as Application;
    rememberSignatures('enquiry', copy);
    expect((await t.app.inject({ url: copy.file1, headers: { 'x-forwarded-for': '203.0.113.9' } })).statusCode).toBe(200);
    expect((await t.app.inject(`${copy.file1.replace(/sig=[^&]+/, 'sig=')}`)).statusCode).toBe(403);

    const refreshed = await t.app.inject({ method: 'POST', url: '/api/users/refresh', headers: same, cookies: { [COOKIES.refresh]: session.refreshToken } });
    remember('rotated refresh token', refreshed.json().refreshToken);
    remember('rotated access token', refreshed.json().token.slice(7));
    const logout = await t.app.inject({ method: 'POST', url: '/api/users/logout', headers: { authorization: refreshed.json().token } });
    expect(logout.statusCode).toBe(204);

    const log = lines.join('');
    // A line per request (eleven of them) at least: the log was written.
    expect(lines.length).toBeGreaterThan(10);
    expect(log).toContain('/api/application/updateApplicationAdd');
    for (const [label, value] of [
      ['passport', PASSPORT], ['passport as typed', 'zp 4455667'], ['passport in lower case', PASSPORT.toLowerCase()],
      ['date of birth', '1991-02-03'], ['password', TEST_PASSWORD], ['wrong password', WRONG_PASSWORD], ...secrets,
    ] as const) {
      expect(log.includes(value), `${label} appears in the log`).toBe(false);
    }
  });

  it('holds no current or new password, second-factor secret, code or recovery code', async () => {
    lines.length = 0;
    const clock = stopClockForTotp();
    const user = await t.createUser({ email: 'second.factor@example.com' });
    const { token } = (await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: TEST_PASSWORD } })).json() as { token: string };
    const staff = { authorization: token };
    const profile = { name: 'Clerk', email: user.email, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD };
    expect((await t.app.inject({ method: 'POST', url: '/api/users/profile', headers: staff, payload: { ...profile, currentPassword: WRONG_PASSWORD } })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/api/users/profile', headers: staff, payload: { ...profile, currentPassword: TEST_PASSWORD } })).statusCode).toBe(200);

    const setup = (await t.app.inject({ method: 'POST', url: '/api/users/two-factor/setup', headers: staff, payload: { currentPassword: NEW_PASSWORD } })).json() as { secret: string; otpauthUrl: string };
    remember('TOTP secret', setup.secret);
    const enableCode = await totpCode(setup.secret);
    remember('code that turned it on', enableCode);
    const enabled = await t.app.inject({ method: 'POST', url: '/api/users/two-factor/enable', headers: staff, payload: { code: enableCode } });
    const { recoveryCodes } = enabled.json() as { recoveryCodes: string[] };
    for (const [n, code] of recoveryCodes.entries()) remember(`recovery code ${n + 1}`, code);
    clock.advance(30_000);
    const signInCode = await totpCode(setup.secret);
    remember('sign-in code', signInCode);
    const signedIn = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: NEW_PASSWORD, code: signInCode } });
    expect(signedIn.statusCode).toBe(200);
    const recovered = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: NEW_PASSWORD, code: recoveryCodes[0] } });
    expect(recovered.statusCode).toBe(200);
    const disabled = await t.app.inject({
      method: 'POST', url: '/api/users/two-factor/disable', headers: { authorization: (recovered.json() as { token: string }).token },
      payload: { currentPassword: NEW_PASSWORD, code: recoveryCodes[1] },
    });
    expect(disabled.statusCode).toBe(200);

    const log = lines.join('');
    expect(log).toContain('/api/users/two-factor/enable');
    for (const [label, value] of [['current password', TEST_PASSWORD], ['wrong current password', WRONG_PASSWORD], ['new password', NEW_PASSWORD], ...secrets] as const) {
      expect(log.includes(value), `${label} appears in the log`).toBe(false);
    }
  });
});
