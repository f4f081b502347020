import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPLICATION_MESSAGES as M, AUTH_MESSAGES } from '@visadesk/contract';
import { withMessageIds } from '../../../src/http/message-ids-plugin.ts';
import { addApplication, type Headers } from '../../application-helpers.ts';
import { buildAdminApp, type TestContext } from '../../helpers.ts';

/** ADR 048: every answer keeps the English the spec and the original client read, and carries the contract's id beside it. */
describe('messages by id in the answers', () => {
  let t: TestContext;
  let headers: Headers;
  beforeAll(async () => {
    ({ t, headers } = await buildAdminApp());
  });
  afterAll(() => t.close());

  it('answers a refused sign-in with its English and its id', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: 'nobody@example.com', password: 'wrong password here' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.invalidCredentials, messageId: 'auth.invalidCredentials' });
  });

  it("names each refused field's message by id, the field's own from the applicant fields' table", async () => {
    const res = await addApplication(t, headers, { birthCity: '  ' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      message: M.birthCity,
      messageId: 'application.birthCity',
      errors: { birthCity: M.birthCity },
      errorIds: { birthCity: 'application.birthCity' },
    });
  });

  it('names a message with values by the id of its template, and gives none to a text the contract does not have', () => {
    expect(withMessageIds({ message: M.approvalNeeds('National ID') })).toEqual({ message: M.approvalNeeds('National ID'), messageId: 'application.approvalNeeds' });
    expect(withMessageIds({ message: 'Greylisted, try again later', response: '451 4.7.1' })).toEqual({ message: 'Greylisted, try again later', response: '451 4.7.1' });
  });

  it('leaves an answer without a message as it is', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/application/fetchApplication', headers });
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('messageId');
  });
});
