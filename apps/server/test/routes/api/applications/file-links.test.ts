import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { COMMON_MESSAGES, type User } from '@visadesk/contract';
import { createApplication, download } from '../../../application-helpers.ts';
import { buildTestApp, TEST_PASSWORD, type TestContext } from '../../../helpers.ts';
import { ROUTE_STORES, storeOverrides } from '../../../s3-server.ts';

/** The photo link in the answer a staff session gets for one application. */
async function photoLinkFor(t: TestContext, token: string, id: string): Promise<string> {
  const res = await t.app.inject({ url: `/api/application/fetchApplication/${id}`, headers: { authorization: token } });
  expect(res.statusCode).toBe(200);
  return res.json().image;
}

async function expectRefused(t: TestContext, url: string) {
  const res = await t.app.inject(url);
  expect(res.statusCode, url).toBe(403);
  expect(res.json().message).toBe(COMMON_MESSAGES.linkExpired);
}

// Once on the local store, once on S3: the server streams an object to its signed link as it does a file (ADR 054).
describe.each(ROUTE_STORES)('GET /api/files/:id (signed URLs, %s store)', (store) => {
  let t: TestContext;
  let url: string;
  let closeStore: () => Promise<void>;
  beforeAll(async () => {
    const { overrides, close } = await storeOverrides(store);
    closeStore = close;
    t = await buildTestApp(overrides);
    const { headers } = await t.loginAs('admin');
    url = (await createApplication(t, headers)).image;
  });
  afterAll(async () => {
    await t.close();
    await closeStore();
  });

  const exp = () => Number(new URL(url, 'http://localhost').searchParams.get('exp'));

  it('serves a file through its signed URL, sandboxed, private and never stored', async () => {
    const res = await t.app.inject(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('answers a HEAD with the headers alone, the length the file has', async () => {
    const full = await t.app.inject(url);
    // The stream the store opened for the HEAD is let go unread: from S3 it would be a whole download.
    const storage = t.app.storage;
    const read = storage.read.bind(storage);
    let opened: Readable | null = null;
    storage.read = async (key) => (opened = await read(key));
    const head = await t.app.inject({ method: 'HEAD', url }).finally(() => (storage.read = read));
    expect((opened as Readable | null)?.readableEnded).toBe(false);
    expect((opened as Readable | null)?.destroyed).toBe(true);
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/webp');
    expect(head.headers['content-length']).toBe(String(full.rawPayload.length));
    expect(head.rawPayload.length).toBe(0);
    expect((await t.app.inject(url)).rawPayload).toEqual(full.rawPayload);
  });

  it('opens a link until its expiry and refuses it after, with 403 and the message', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: exp() * 1000 - 1000 });
    try {
      expect((await t.app.inject(url)).statusCode).toBe(200);
      vi.setSystemTime(exp() * 1000 + 1000);
      await expectRefused(t, url);
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a tampered or unsigned URL with 403', async () => {
    const parsed = new URL(url, 'http://localhost');
    const id = parsed.pathname.split('/').pop() as string;
    const sid = parsed.searchParams.get('sid') as string;
    const sig = parsed.searchParams.get('sig') as string;
    const otherId = `${id.slice(0, -1)}${id.endsWith('0') ? '1' : '0'}`;
    // A character of the signature changed for another (its last ones can already be what a fixed suffix writes).
    const tampered = `${sig.slice(0, 5)}${sig[5] === 'A' ? 'B' : 'A'}${sig.slice(6)}`;
    for (const bad of [
      `/api/files/${id}?exp=${exp() + 3600}&sid=${sid}&sig=${sig}`,
      `/api/files/${otherId}?exp=${exp()}&sid=${sid}&sig=${sig}`,
      `/api/files/${id}?exp=${exp()}&sid=${sid}&sig=${tampered}`,
      // Without its session a staff link is not a public one.
      `/api/files/${id}?exp=${exp()}&sig=${sig}`,
    ]) {
      await expectRefused(t, bad);
    }
    expect((await t.app.inject(`/api/files/${id}`)).statusCode).toBe(400);
  });
});

describe('staff file links live as long as the session that asked for them', () => {
  let t: TestContext;
  let user: User;
  let applicationId: string;
  beforeAll(async () => {
    t = await buildTestApp();
    user = await t.createUser({ role: 'admin' });
    const { token } = await t.login(user.email);
    applicationId = (await createApplication(t, { authorization: token }))._id;
  });
  afterAll(() => t.close());

  it('work while signed in and stop at logout', async () => {
    const session = await t.login(user.email);
    const link = await photoLinkFor(t, session.token, applicationId);
    expect(new URL(link, 'http://localhost').searchParams.get('sid')).toMatch(/^[0-9a-f]{24}$/);
    const served = await download(t, link);
    expect(served.res.statusCode).toBe(200);
    expect(served.res.headers['cache-control']).toBe('private, no-store');

    const logout = await t.app.inject({
      method: 'POST', url: '/api/users/logout', headers: { authorization: session.token }, payload: { refreshToken: session.refreshToken },
    });
    expect(logout.statusCode).toBe(204);
    await expectRefused(t, link);
  });

  it("stop for the other sessions when the password changes, not for the one that changed it", async () => {
    const elsewhere = await t.login(user.email);
    const here = await t.login(user.email);
    const oldLink = await photoLinkFor(t, elsewhere.token, applicationId);
    const hereLink = await photoLinkFor(t, here.token, applicationId);
    expect((await t.app.inject(oldLink)).statusCode).toBe(200);

    const changed = await t.app.inject({
      method: 'POST', url: '/api/users/profile', headers: { authorization: here.token },
      payload: { name: user.name, currentPassword: TEST_PASSWORD, password: TEST_PASSWORD, confirmPassword: TEST_PASSWORD },
    });
    expect(changed.statusCode).toBe(200);
    await expectRefused(t, oldLink);
    expect((await t.app.inject(hereLink)).statusCode).toBe(200);
  });

  it('survive a token refresh and stop once the session is revoked', async () => {
    const session = await t.login(user.email);
    const link = await photoLinkFor(t, session.token, applicationId);
    const refresh = (refreshToken: string) => t.app.inject({ method: 'POST', url: '/api/users/refresh', payload: { refreshToken } });
    expect((await refresh(session.refreshToken)).statusCode).toBe(200);
    expect((await t.app.inject(link)).statusCode).toBe(200);

    // Presenting the used refresh token again revokes the whole session.
    expect((await refresh(session.refreshToken)).statusCode).toBe(401);
    await expectRefused(t, link);
  });

  it("refuse a link carrying another live session's id", async () => {
    const mine = await photoLinkFor(t, (await t.login(user.email)).token, applicationId);
    const theirs = await photoLinkFor(t, (await t.login(user.email)).token, applicationId);
    const theirSid = new URL(theirs, 'http://localhost').searchParams.get('sid') as string;
    await expectRefused(t, mine.replace(/sid=[0-9a-f]{24}/, `sid=${theirSid}`));
    expect((await t.app.inject(mine)).statusCode).toBe(200);
  });
});
