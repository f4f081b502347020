import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  APPLICATION_MESSAGES,
  AUTH_MESSAGES,
  DEFAULT_SETTINGS,
  SETTINGS_MESSAGES,
  SLIDER_MESSAGES,
  readableFallback,
} from '@visadesk/contract';
import type { InjectOptions } from 'fastify';
import { sampleImage } from '../../../src/seed/factories.ts';
import { buildAdminApp, type TestContext } from '../../helpers.ts';
import { multipartBody } from '../../multipart.ts';
import { answerWith } from '../../answers.ts';

/** One refused request per route family: the answer speaks our words, never a library's. */
describe('validation answers in our words', () => {
  let t: TestContext;
  let staff: Record<string, string>;
  let superAdmin: Record<string, string>;
  let slideId: string;
  beforeAll(async () => {
    ({ t, headers: staff } = await buildAdminApp());
    superAdmin = (await t.loginAs('superadmin')).headers;
    const body = await multipartBody({ thumbnail: 'Work in Canada', title: 'Skilled workers.' }, {
      image: { data: await sampleImage('png', 200), name: 'slide.png' },
    });
    slideId = (await t.app.inject({ method: 'POST', url: '/api/slider/addSlider', payload: body.payload, headers: { ...staff, ...body.headers } })).json()._id;
  });
  afterAll(() => t.close());

  const refused = async (request: InjectOptions) => {
    const res = await t.app.inject(request);
    expect(res.statusCode, res.body).toBe(400);
    return res.json() as { message: string; errors?: Record<string, string> };
  };

  it('users: a sign-in code that is not text', async () => {
    const answer = await refused({ method: 'POST', url: '/api/users/login', payload: { email: 'a@example.com', password: 'secret-pass', code: 123456 } });
    expect(answer).toEqual(answerWith({ message: AUTH_MESSAGES.twoFactorCodeIncorrect, errors: { code: AUTH_MESSAGES.twoFactorCodeIncorrect } }));
  });

  it('users: a role that does not exist', async () => {
    const payload = { name: 'New Staff', email: 'new.staff@example.com', password: 'long enough pass', role: 'owner' };
    const answer = await refused({ method: 'POST', url: '/api/users/add_user', headers: superAdmin, payload });
    expect(answer).toEqual(answerWith({ message: AUTH_MESSAGES.roleInvalid, errors: { role: AUTH_MESSAGES.roleInvalid } }));
  });

  it('applications: a page that is not a number', async () => {
    const answer = await refused({ url: '/api/application/fetchApplication?page=two', headers: staff });
    expect(answer).toEqual(answerWith({ message: APPLICATION_MESSAGES.pageInvalid, errors: { page: APPLICATION_MESSAGES.pageInvalid } }));
  });

  it('applications: an enquiry with a date of birth too long to be one', async () => {
    const answer = await refused({ url: '/api/application/fetchApplicationEnquiry?search=P1234567&search1=Nepal&search2=1990-01-01T00' });
    expect(answer).toEqual(answerWith({ message: APPLICATION_MESSAGES.dob, errors: { search2: APPLICATION_MESSAGES.dob } }));
  });

  it('sliders: a position below zero', async () => {
    const answer = await refused({ method: 'PUT', url: `/api/slider/updateSlider/${slideId}`, headers: staff, payload: { order: -1 } });
    expect(answer).toEqual(answerWith({ message: SLIDER_MESSAGES.orderInvalid, errors: { order: SLIDER_MESSAGES.orderInvalid } }));
  });

  it('settings: a registration policy that does not exist', async () => {
    const payload = { ...DEFAULT_SETTINGS, registrationPolicy: 'open' };
    const answer = await refused({ method: 'PUT', url: '/api/settings', headers: superAdmin, payload });
    expect(answer).toEqual(answerWith({ message: SETTINGS_MESSAGES.registrationPolicy, errors: { registrationPolicy: SETTINGS_MESSAGES.registrationPolicy } }));
  });

  it('files: a link whose expiry is not a number (a rule written outside the contract)', async () => {
    const answer = await refused({ url: '/api/files/0123456789abcdef01234567?exp=soon&sig=x' });
    const words = readableFallback({ code: 'invalid_type', expected: 'number', input: Number.NaN } as never);
    expect(answer).toEqual({ message: words, errors: { exp: words } });
    expect(words).toBe('Please enter a valid value.');
  });
});
