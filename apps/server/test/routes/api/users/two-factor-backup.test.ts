import { Readable } from 'node:stream';
import { afterEach, expect, it, vi } from 'vitest';
import { restoreBackup } from '../../../../src/maintenance/restore.ts';
import {
  buildTestApp,
  createTestDatabase,
  stopClockForTotp,
  TEST_PASSWORD,
  totpCode,
  turnOnTwoFactor,
} from '../../../helpers.ts';
import { backupBytes } from '../../../backup/backup-bytes.ts';

afterEach(() => {
  vi.useRealTimers();
});

it('a backup keeps the second factors: after a restore the app code and the unused recovery codes still work', async () => {
  const clock = stopClockForTotp();
  const source = await buildTestApp();
  const target = await createTestDatabase();
  try {
    const { user, token } = await source.loginAs('admin');
    const { secret, recoveryCodes } = await turnOnTwoFactor(source.app, token, clock);
    const [spent, kept] = recoveryCodes as [string, string];
    const used = await source.app.inject({
      method: 'POST', url: '/api/users/login', payload: { email: user.email, password: TEST_PASSWORD, code: spent },
    });
    expect(used.statusCode).toBe(200);
    const backup = await backupBytes(source.database.db, source.app.storage);
    await restoreBackup(target.handle.db, source.app.storage, Readable.from([backup]));

    const restored = await buildTestApp({}, { database: target.handle });
    try {
      const login = (code?: string) =>
        restored.app.inject({ method: 'POST', url: '/api/users/login', payload: { email: user.email, password: TEST_PASSWORD, code } });
      expect((await login()).json().twoFactorRequired).toBe(true);
      expect((await login(spent)).statusCode).toBe(401);
      expect((await login(kept)).statusCode).toBe(200);
      expect((await login(await totpCode(secret))).statusCode).toBe(200);
    } finally {
      await restored.close();
    }
  } finally {
    await source.close();
    await target.drop();
  }
});
