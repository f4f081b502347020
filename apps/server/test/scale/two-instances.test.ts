import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, type Application } from '@visadesk/contract';
import { addApplicationWithDocuments, login, OWNER, postgresDatabase, freePort, startServersTogether, type SpawnedServer } from '../spawned-server.ts';
import { temporaryFolders } from '../temp-dirs.ts';
import { answerWithin, call, download, me, sha256, signIn } from './client.ts';
import { answerWith } from '../answers.ts';
import { holdMigrations } from './migration-gate.ts';
import { roundRobinProxy, type RoundRobinProxy } from './round-robin-proxy.ts';

const tempDir = temporaryFolders('visadesk-two-');
const pdf = () => Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(300_000)]);
const todayUtc = () => new Date().toISOString().slice(0, 10);

/**
 * Two real server processes, each with its own DATA_DIR and port, on one PostgreSQL database with
 * files in it and the secrets shared: what one does, the other knows, with nothing between them
 * but the database (README, "Running several instances").
 */
describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  let database: Awaited<ReturnType<typeof postgresDatabase>> | undefined;
  let a: SpawnedServer;
  let b: SpawnedServer;
  let proxy: RoundRobinProxy | undefined;
  let servers: SpawnedServer[] = [];
  // Last resort: a worker that ends without running afterAll still takes the servers with it.
  const killLeft = () => servers.forEach((s) => s.child.kill('SIGKILL'));

  beforeAll(async () => {
    database = await postgresDatabase('two');
    const shared = {
      ...OWNER,
      DATABASE_URL: database.url,
      FILE_STORAGE: 'database',
      JWT_SECRET: randomBytes(32).toString('hex'),
      FILE_URL_SECRET: randomBytes(32).toString('hex'),
      TRUST_PROXY: 'true',
      TIME_ZONE: 'UTC',
    };
    const ports = [await freePort(), await freePort()];
    process.once('exit', killLeft);
    const gate = await holdMigrations(database.url);
    const starting = startServersTogether([
      { env: { ...shared, DATA_DIR: tempDir(), PORT: String(ports[0]) } },
      { env: { ...shared, DATA_DIR: tempDir(), PORT: String(ports[1]) } },
    ]);
    // Awaited below; a start that fails while the gate is still shut must not go unhandled.
    starting.catch(() => {});
    try {
      await gate.waiting(2);
    } finally {
      // Whatever became of the gate, the servers are waited for, so afterAll can stop them.
      await Promise.allSettled([gate.release()]);
      servers = await starting;
    }
    [a, b] = servers as [SpawnedServer, SpawnedServer];
    proxy = await roundRobinProxy([a.base, b.base]);
  }, 90_000);

  afterAll(async () => {
    try {
      await proxy?.close();
      await Promise.all(servers.map((s) => s.stop()));
    } finally {
      process.removeListener('exit', killLeft);
      await database?.drop();
    }
  }, 60_000);

  const addStaff = async (email: string, password: string) => {
    const added = await call(a.base, 'POST', '/api/users/add_user', { token: await login(a.base), body: { name: 'Ama Mensah', email, password, role: 'admin' } });
    expect(added.status).toBe(201);
  };

  it('A and B start at once on a new database, reach the migrations together (they take turns) and both answer /api/health', async () => {
    for (const server of [a, b]) {
      expect(await call(server.base, 'GET', '/api/health')).toEqual({ status: 200, body: { status: 'ok', database: 'postgres' } });
    }
    // Both saw no staff at their first start: one super admin was made, not two.
    const staff = await call<{ email: string }[]>(b.base, 'GET', '/api/users/get_users', { token: await login(a.base) });
    expect(staff.body.map((u) => u.email)).toEqual([OWNER.ADMIN_EMAIL]);
  });

  it('B accepts the access and refresh tokens of a sign-in on A', async () => {
    const session = await signIn(a.base, OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD);
    expect(session.status).toBe(200);
    expect(await me(b.base, session.body.token)).toMatchObject({ status: 200, body: { email: OWNER.ADMIN_EMAIL } });
    const refreshed = await call(b.base, 'POST', '/api/users/refresh', { body: { refreshToken: session.body.refreshToken } });
    expect(refreshed.status).toBe(200);
  });

  it('B refuses, within a second, a session signed out on A', async () => {
    const token = await login(a.base);
    expect((await me(b.base, token)).status).toBe(200);
    expect((await call(a.base, 'POST', '/api/users/logout', { token })).status).toBe(204);
    expect(await answerWithin(1000, 401, () => me(b.base, token))).toEqual({ status: 401, body: answerWith({ message: AUTH_MESSAGES.unauthorized }) });
  });

  it("B ends, within a second, the account's other sessions after a password change on A", async () => {
    const email = 'changer@example.com';
    await addStaff(email, 'first password 1');
    const kept = (await signIn(a.base, email, 'first password 1')).body.token;
    const other = (await signIn(b.base, email, 'first password 1')).body.token;
    expect((await me(b.base, other)).status).toBe(200);
    const body = { name: 'Ama Mensah', currentPassword: 'first password 1', password: 'second password 2', confirmPassword: 'second password 2' };
    expect((await call(a.base, 'POST', '/api/users/profile', { token: kept, body })).status).toBe(200);

    expect(await answerWithin(1000, 401, () => me(b.base, other))).toEqual({ status: 401, body: answerWith({ message: AUTH_MESSAGES.unauthorized }) });
    expect((await me(b.base, kept)).status).toBe(200);
    expect(await signIn(b.base, email, 'first password 1')).toEqual({ status: 401, body: answerWith({ message: AUTH_MESSAGES.invalidCredentials }) });
    expect((await signIn(b.base, email, 'second password 2')).status).toBe(200);
  });

  it('B opens a document uploaded through A, by the link A signed', async () => {
    const token = await login(a.base);
    const document = pdf();
    const { _id } = await addApplicationWithDocuments(a.base, token, { file1: document });
    const signedByA = (await call<Application>(a.base, 'GET', `/api/application/fetchApplication/${_id}`, { token })).body.file1;
    expect(await download(b.base, signedByA)).toEqual({ status: 200, sha256: sha256(document) });
  });

  it('B shows a status changed on A, with its approve date', async () => {
    const token = await login(a.base);
    const { _id } = await addApplicationWithDocuments(a.base, token);
    const onB = () => call<Application>(b.base, 'GET', `/api/application/fetchApplication/${_id}`, { token });
    expect((await onB()).body).toMatchObject({ isStatus: 'pending', approve: '' });
    const before = todayUtc();
    expect((await call(a.base, 'PUT', `/api/application/updateApplicationApprove/${_id}`, { token })).status).toBe(200);
    const seen = await onB();
    expect(seen.body.isStatus).toBe('approved');
    expect([before, todayUtc()]).toContain(seen.body.approve);
  });

  it('A and B count wrong passwords together: after ten alternating, the eleventh is refused on either', async () => {
    const email = 'guarded@example.com';
    await addStaff(email, 'the right password');
    for (let i = 0; i < 10; i += 1) {
      const answer = await signIn(i % 2 ? b.base : a.base, email, `wrong password ${i}`);
      expect(answer, `attempt ${i + 1}`).toEqual({ status: 401, body: answerWith({ message: AUTH_MESSAGES.invalidCredentials }) });
    }
    const tooMany = { status: 429, body: answerWith({ message: AUTH_MESSAGES.tooManyAttempts }) };
    expect(await signIn(a.base, email, 'wrong password 11')).toEqual(tooMany);
    // Even the right password, on the other instance: the count is one for the account and address.
    expect(await signIn(b.base, email, 'the right password')).toEqual(tooMany);
  });

  it('A and B count status checks from one address together: after thirty alternating, the next is refused on either', async () => {
    // Both believe the proxy on this machine (TRUST_PROXY=true) about who the client is.
    const from = { 'x-forwarded-for': '203.0.113.30' };
    const enquire = (base: string, passport: string) =>
      call(base, 'GET', `/api/application/fetchApplicationEnquiry?search=${passport}&search1=Nepali&search2=1992-04-17`, { headers: from });
    for (let i = 0; i < 30; i += 1) {
      expect(await enquire(i % 2 ? b.base : a.base, `ZZ${100_000 + i}`), `check ${i + 1}`).toEqual({ status: 200, body: { applications: [] } });
    }
    const tooMany = { status: 429, body: answerWith({ message: AUTH_MESSAGES.tooManyAttempts }) };
    expect(await enquire(a.base, 'ZZ200000')).toEqual(tooMany);
    expect(await enquire(b.base, 'ZZ200001')).toEqual(tooMany);
  });

  it('A and B count failed checks of one passport number together: after ten alternating, even the right answer is refused on either', async () => {
    const { passport } = await addApplicationWithDocuments(a.base, await login(a.base));
    const enquire = (base: string, dob: string, address: string) =>
      call(base, 'GET', `/api/application/fetchApplicationEnquiry?search=${passport}&search1=Nepali&search2=${dob}`, { headers: { 'x-forwarded-for': address } });
    expect(await enquire(b.base, '1992-04-17', '203.0.113.40')).toMatchObject({ status: 200, body: { applications: [{ passport }] } });
    for (let i = 0; i < 10; i += 1) {
      const answer = await enquire(i % 2 ? b.base : a.base, `1980-01-${String(i + 1).padStart(2, '0')}`, `203.0.113.${41 + i}`);
      expect(answer, `guess ${i + 1}`).toEqual({ status: 200, body: { applications: [] } });
    }
    const tooMany = { status: 429, body: answerWith({ message: AUTH_MESSAGES.tooManyAttempts }) };
    expect(await enquire(a.base, '1992-04-17', '203.0.113.60')).toEqual(tooMany);
    expect(await enquire(b.base, '1992-04-17', '203.0.113.61')).toEqual(tooMany);
  });

  it('the whole desk works through a round-robin proxy, each request on the other instance', async () => {
    // The proxy alternates A, B, A, …: each step below names the instance that serves it.
    const via = (proxy as RoundRobinProxy).base;
    const signedIn = await signIn(via, OWNER.ADMIN_EMAIL, OWNER.ADMIN_PASSWORD); // A
    expect(signedIn.status).toBe(200);
    const { token } = signedIn.body;
    expect((await me(via, token)).status).toBe(200); // B
    const document = pdf();
    // The application and its photo through A, the document through B.
    const { _id, passport } = await addApplicationWithDocuments(via, token, { file1: document });
    const listed = await call<{ applications: Application[] }>(via, 'GET', `/api/application/fetchApplication?search=${passport}`, { token }); // A
    expect(listed.body.applications.map((x) => x._id)).toEqual([_id]);
    expect((await call(via, 'PUT', `/api/application/updateApplicationApprove/${_id}`, { token })).status).toBe(200); // B
    const history = await call<{ detail: string }[]>(via, 'GET', `/api/application/fetchApplication/${_id}/history`, { token }); // A
    expect(history.body.map((h) => h.detail)).toContain('Status set to approved');
    const one = await call<Application>(via, 'GET', `/api/application/fetchApplication/${_id}`, { token }); // B
    expect(one.body.isStatus).toBe('approved');
    expect(await download(via, one.body.file1)).toEqual({ status: 200, sha256: sha256(document) }); // A
    expect((await download(via, one.body.image)).status).toBe(200); // B
    const enquiry = await call<{ applications: Application[] }>(via, 'GET', `/api/application/fetchApplicationEnquiry?search=${passport}&search1=Nepali&search2=1992-04-17`); // A
    expect(enquiry.body.applications.map((x) => [x.passport, x.isStatus])).toEqual([[passport, 'approved']]);
    const refreshed = await call<{ token: string }>(via, 'POST', '/api/users/refresh', { body: { refreshToken: signedIn.body.refreshToken } }); // B
    expect(refreshed.status).toBe(200);
    expect((await call(via, 'POST', '/api/users/logout', { token: refreshed.body.token })).status).toBe(204); // A
    expect(proxy?.served).toEqual(Array.from({ length: 13 }, (_, i) => (i % 2 ? b.base : a.base)));
    // B used this session a moment ago and may trust that for up to half a second (ADR 004).
    expect(await answerWithin(1000, 401, () => me(b.base, refreshed.body.token))).toEqual({ status: 401, body: answerWith({ message: AUTH_MESSAGES.unauthorized }) });
  });
});
