import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '@visadesk/contract';
import { applicantFields, SAMPLE_PDF, sampleImage } from '../../src/seed/factories.ts';
import { TEST_PASSWORD } from '../helpers.ts';
import { multipartBody } from '../multipart.ts';
import { buildWorld, type FuzzRequest } from './world.ts';

/**
 * PostgreSQL text cannot hold U+0000. Found by the route fuzzer: a NUL in any text that reached a
 * query answered 500. Every way in (JSON, query string, multipart field, file name) must be refused
 * as the client's error, or made harmless, before the database sees it.
 */
const world = await buildWorld();
afterAll(() => world.close());

const json = (method: string, url: string, body: unknown, auth: FuzzRequest['auth'] = 'bearer'): FuzzRequest => ({
  method, url, auth, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body),
});

describe('NUL characters', () => {
  it('are refused with 400 in JSON bodies, and change nothing', async () => {
    const id = world.boss._id;
    const cases = [
      json('POST', '/api/users/login', { email: 'a\u0000b@example.com', password: 'whatever it is' }, 'anonymous'),
      json('POST', '/api/users/register', { name: 'New\u0000Staff', email: 'nul.one@example.com', password: 'long enough password' }, 'anonymous'),
      json('POST', '/api/users/add_user', { name: 'New Staff', email: 'nul\u0000two@example.com', password: 'long enough password' }),
      json('PUT', `/api/users/update_user/${id}`, { name: 'Boss\u0000', email: 'boss.nul@example.com' }),
      json('POST', '/api/users/profile', { name: 'Boss', currentPassword: TEST_PASSWORD, password: 'long\u0000enough pw', confirmPassword: 'long\u0000enough pw' }),
      json('PUT', '/api/settings', { ...DEFAULT_SETTINGS, consultancyName: 'Visa\u0000Desk' }),
      json('PUT', `/api/slider/updateSlider/${world.slider._id}`, { title: 'New\u0000content' }),
      json('POST', '/api/users/refresh', { refreshToken: 'a\u0000b' }, 'anonymous'),
    ];
    for (const request of cases) {
      const res = await world.send(request);
      expect(res.statusCode, `${request.method} ${request.url}`).toBe(400);
    }
  });

  it('are refused with 400 in query strings', async () => {
    for (const url of [
      '/api/application/fetchApplication?search=a%00b',
      '/api/application/fetchApplicationEnquiry?search=AB%00123&search1=Nepali&search2=1990-01-01',
      '/api/application/fetchApplicationEnquiry?search=AB123456&search1=Ne%00pali&search2=1990-01-01',
    ]) {
      const res = await world.send({ method: 'GET', url, auth: 'bearer', headers: {} });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('are refused with 400 in multipart text fields', async () => {
    const add = await multipartBody(applicantFields({ surname: 'Sh\u0000arma' }), { image: { data: await sampleImage('jpeg'), name: 'p.jpg' } });
    const slide = await multipartBody({ thumbnail: 'Slide\u0000', title: 'Content' }, { image: { data: await sampleImage('png'), name: 's.png' } });
    for (const [url, body] of [['/api/application/addApplication', add], ['/api/slider/addSlider', slide]] as const) {
      const res = await world.send({ method: 'POST', url, auth: 'bearer', headers: body.headers, payload: body.payload });
      expect(res.statusCode, url).toBe(400);
    }
  });

  it('are dropped from an uploaded file name, which is only a label', async () => {
    const body = await multipartBody({}, { file7: { data: SAMPLE_PDF, name: 'visa\u0000.pdf' } });
    const res = await world.send({
      method: 'PUT', url: `/api/application/updateApplicationAdd/${world.application._id}`, auth: 'bearer', headers: body.headers, payload: body.payload,
    });
    expect(res.statusCode).toBe(200);
    const file = await world.t.app.inject(JSON.parse(res.body).file7 as string);
    expect(file.headers['content-disposition']).toBe('inline; filename="visa.pdf"');
  });
});
