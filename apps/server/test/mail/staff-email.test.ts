import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API, type User } from '@visadesk/contract';
import { buildTestApp, uniqueEmail, type TestContext } from '../helpers.ts';
import { SmtpSink } from './smtp-sink.ts';

/** A staff member whose registration the super admin approves is told they can sign in. */
describe('email to staff', () => {
  const sink = new SmtpSink();
  let t: TestContext;
  let headers: { authorization: string };

  beforeAll(async () => {
    await sink.start();
    t = await buildTestApp({ mail: { smtpUrl: sink.url, from: 'desk@maple-route.example' }, publicUrl: 'https://desk.maple-route.example' });
    headers = (await t.loginAs('superadmin')).headers;
  });
  afterAll(async () => {
    await t.close();
    await sink.stop();
  });

  it('tells an approved registration where to sign in, once, and never their password', async () => {
    const email = uniqueEmail('registered');
    const password = 'my own long passphrase';
    const registered = await t.app.inject({ method: 'POST', url: API.users.register, payload: { name: 'Sita Rai', email, password } });
    expect(registered.statusCode).toBe(201);
    const { _id: id } = (await t.app.users.list()).find((u: User) => u.email === email) as User;

    expect((await t.app.inject({ method: 'PUT', url: API.users.approveUser(id), headers })).statusCode).toBe(200);
    const [mail] = await sink.received(1);
    expect(mail?.to).toEqual([email]);
    expect(mail?.parsed.subject).toBe('Your staff account at VisaDesk Migration Consultancy is approved');
    expect(mail?.parsed.text).toContain('Dear Sita Rai,');
    expect(mail?.parsed.text).toContain('You can now sign in at https://desk.maple-route.example/login');
    expect(mail?.raw).not.toContain(password);

    // Approving an active account again changes nothing and sends nothing.
    expect((await t.app.inject({ method: 'PUT', url: API.users.approveUser(id), headers })).statusCode).toBe(200);
    await t.app.jobs.idle();
    expect(sink.messages).toHaveLength(1);
  });
});
