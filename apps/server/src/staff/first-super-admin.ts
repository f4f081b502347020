import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config/config.ts';
import type { UsersService } from './users.ts';

/** A password made for someone to be told once: 16 characters of base64url, 96 random bits. */
export function generatePassword(): string {
  return randomBytes(12).toString('base64url');
}

export interface FirstSuperAdminOutput {
  /** The terminal: the one place a generated password is ever written. */
  print(text: string): void;
  /** The log, which never sees a password. */
  log(message: string): void;
}

/**
 * With no staff yet, creates the super admin from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated
 * password printed once. The server's start and the demo seed both call this, so they say and do
 * the same. Returns null when staff already exist.
 */
export async function createFirstSuperAdmin(
  users: Pick<UsersService, 'ensureFirstSuperAdmin'>,
  config: Pick<AppConfig, 'adminEmail' | 'adminPassword'>,
  output: FirstSuperAdminOutput,
): Promise<{ email: string; generatedPassword: string | undefined } | null> {
  const created = await users.ensureFirstSuperAdmin({
    email: config.adminEmail,
    password: config.adminPassword,
    generatePassword,
  });
  if (created?.generatedPassword) {
    output.print(
      `\n  First start: super admin created.\n  Email:    ${created.email}\n  Password: ${created.generatedPassword}\n  Change it on the Profile page after signing in.\n\n`,
    );
  } else if (created) {
    output.log('first start: super admin created from ADMIN_EMAIL');
  }
  return created;
}
