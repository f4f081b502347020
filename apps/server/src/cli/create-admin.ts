/**
 * Creates a staff account, or resets the password of an existing one, from the command line:
 *   npm run create-admin -- --email owner@example.com [--name "Owner"] [--role superadmin|admin]
 * The password comes from ADMIN_PASSWORD, or is generated and printed once. A reset is the way
 * back in for someone who lost their password or their authenticator and recovery codes: it also
 * turns the account's second factor off and ends its sessions. The server may keep running.
 */
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { RoleSchema } from '@visadesk/contract';
import { loadConfig } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { hashPassword } from '../security/passwords.ts';
import { usePrivateUmask } from '../lib/private-files.ts';
import { SessionsService } from '../staff/sessions.ts';
import { TwoFactorService } from '../staff/two-factor.ts';
import { UsersService } from '../staff/users.ts';
import { openCliDatabase } from './cli-database.ts';

usePrivateUmask();

const { values } = parseArgs({
  options: { email: { type: 'string' }, name: { type: 'string' }, role: { type: 'string', default: 'superadmin' } },
});
if (!values.email) {
  process.stderr.write('Usage: npm run create-admin -- --email owner@example.com [--name "Owner"] [--role superadmin|admin]\n');
  process.exit(2);
}
const role = RoleSchema.parse(values.role);
const email = values.email.trim().toLowerCase();
const config = loadConfig();
const generated = config.adminPassword ? undefined : randomBytes(12).toString('base64url');
const password = config.adminPassword ?? (generated as string);

const database = await openCliDatabase(config);
try {
  const [existing] = await database.db.select().from(users).where(eq(users.email, email));
  if (existing) {
    const passwordHash = await hashPassword(password, config.argon2);
    // One transaction: a reset either happens whole or not at all (never a new password beside the
    // old second factor).
    const hadSecondFactor = await database.db.transaction(async (tx) => {
      const db = tx as unknown as Database;
      await db.update(users).set({ passwordHash, role, status: 'active', updatedAt: new Date() }).where(eq(users.id, existing.id));
      const twoFactor = new TwoFactorService(db);
      const enabled = await twoFactor.isEnabled(existing.id);
      if (enabled) await twoFactor.disable(existing.id);
      await new SessionsService(db).revokeOthers(existing.id, null);
      return enabled;
    });
    process.stdout.write(`Updated ${email}: role ${role}, active, new password set, signed out everywhere.\n`);
    if (hadSecondFactor) process.stdout.write('Two-factor authentication turned off: set it up again on the Profile page.\n');
  } else {
    await new UsersService(database.db, config.argon2).create({ name: values.name ?? 'Super Admin', email, password, role, status: 'active' });
    process.stdout.write(`Created ${role} ${email}.\n`);
  }
  if (generated) process.stdout.write(`Password: ${generated}\n`);
} finally {
  await database.close();
}
