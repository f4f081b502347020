import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../src/db/client.ts';
import { buildTestApp, stopClockForTotp, turnOnTwoFactor } from '../helpers.ts';
import { runCli } from '../spawned-server.ts';
import { temporaryFolders } from '../temp-dirs.ts';

const tempDir = temporaryFolders('visadesk-create-admin-');
const EMAIL = 'owner@example.com';
/** The same signing secrets each time the desk is opened, so a token outlives the reopening. */
const secrets = { jwt: randomBytes(32).toString('hex'), fileUrl: randomBytes(32).toString('hex') };

afterEach(() => {
  vi.useRealTimers();
});

/** The desk on the tool's embedded database, opened by this test process between two tool runs. */
async function withDesk<T>(dataDir: string, work: (t: Awaited<ReturnType<typeof buildTestApp>>) => Promise<T>): Promise<T> {
  const database = await openDatabase({ dataDir });
  const t = await buildTestApp({ secrets }, { database });
  try {
    return await work(t);
  } finally {
    await t.app.close();
    await database.close();
  }
}

const signIn = (t: Awaited<ReturnType<typeof buildTestApp>>, password: string) =>
  t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: EMAIL, password } });

describe('npm run create-admin on an existing account', () => {
  it('is the way back in after a lost authenticator: new password, second factor off, every session ended', async () => {
    const dataDir = tempDir();
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: 'first password 1' };
    const created = await runCli('create-admin', ['--email', EMAIL, '--name', 'Owner'], { env });
    expect(created.status, created.stderr).toBe(0);
    expect(created.stdout).toContain(`Created superadmin ${EMAIL}.`);

    const token = await withDesk(dataDir, async (t) => {
      const clock = stopClockForTotp();
      const { token: signedIn } = (await signIn(t, 'first password 1')).json() as { token: string };
      await turnOnTwoFactor(t.app, signedIn, clock, 'first password 1');
      expect((await signIn(t, 'first password 1')).json()).toMatchObject({ twoFactorRequired: true });
      vi.useRealTimers();
      // The session lives across reopening the desk, until the reset ends it.
      expect((await t.app.inject({ url: '/api/users/me', headers: { authorization: signedIn } })).statusCode).toBe(200);
      return signedIn;
    });

    const reset = await runCli('create-admin', ['--email', EMAIL], { env: { ...env, ADMIN_PASSWORD: 'second password 2' } });
    expect(reset.status, reset.stderr).toBe(0);
    expect(reset.stdout).toContain(`Updated ${EMAIL}: role superadmin, active, new password set, signed out everywhere.`);
    expect(reset.stdout).toContain('Two-factor authentication turned off: set it up again on the Profile page.');

    await withDesk(dataDir, async (t) => {
      expect((await t.app.inject({ url: '/api/users/me', headers: { authorization: token } })).statusCode).toBe(401);
      expect((await signIn(t, 'first password 1')).statusCode).toBe(401);
      const again = await signIn(t, 'second password 2');
      expect(again.statusCode, again.body).toBe(200);
      expect(again.json()).toHaveProperty('token');
    });

    // Without a second factor to turn off, the reset says nothing about one.
    const plain = await runCli('create-admin', ['--email', EMAIL], { env });
    expect(plain.stdout).not.toContain('Two-factor');
  }, 120_000);
});
