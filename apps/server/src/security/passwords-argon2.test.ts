import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords.ts';

const cheap = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

describe('passwords with the real argon2', () => {
  it('hashes with argon2id at the cost it is given, salted afresh each time', async () => {
    const first = await hashPassword('correct horse battery', cheap);
    expect(first).toMatch(/^\$argon2id\$v=19\$m=1024,t=1,p=1\$/);
    expect(await hashPassword('correct horse battery', { ...cheap, timeCost: 2 })).toMatch(/^\$argon2id\$v=19\$m=1024,t=2,p=1\$/);
    expect(await hashPassword('correct horse battery', cheap)).not.toBe(first);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hashed = await hashPassword('correct horse battery', cheap);
    expect(await verifyPassword(hashed, 'correct horse battery')).toBe(true);
    expect(await verifyPassword(hashed, 'correct horse batterY')).toBe(false);
    expect(await verifyPassword(hashed, '')).toBe(false);
  });

  it('answers false, never throws, for a stored hash it cannot read', async () => {
    for (const broken of ['', 'plain-text', '$argon2id$v=19$m=1024,t=1,p=1$bm90$']) {
      await expect(verifyPassword(broken, 'correct horse battery')).resolves.toBe(false);
    }
  });
});
