import { asc, count, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, type Role, type User, type UserStatus } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError, isUniqueViolation } from '../lib/http-error.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword, verifyPassword, type Argon2Cost } from '../lib/passwords.ts';
import { TwoFactorService } from './two-factor.ts';
import { lockForSuperAdminRule, wouldLeaveNoSuperAdmin } from './users-super-admins.ts';

type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return { _id: row.id, name: row.name, email: row.email, role: row.role, status: row.status };
}

export interface StaffChanges {
  name: string;
  email: string;
  role?: Role | undefined;
}

export interface ProfileChanges {
  name: string;
  email?: string | undefined;
  password?: string | undefined;
}

export interface NewUser {
  name: string;
  email: string;
  password: string;
  role: Role;
  status: UserStatus;
}

/** Staff accounts: the rules of who may exist, be changed or removed live here, not in routes. */
export class UsersService {
  private dummyHash: Promise<string> | undefined;

  private readonly db: Database;
  private readonly argon2: Argon2Cost;
  /** The accounts' second factors. */
  readonly twoFactor: TwoFactorService;

  constructor(db: Database, argon2: Argon2Cost) {
    this.db = db;
    this.argon2 = argon2;
    this.twoFactor = new TwoFactorService(db);
  }

  async list(): Promise<User[]> {
    const rows = await this.db.select().from(users).orderBy(asc(users.createdAt), asc(users.id));
    return rows.map(toUser);
  }

  async findById(id: string): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row ? toUser(row) : null;
  }

  async count(): Promise<number> {
    const [row] = await this.db.select({ n: count() }).from(users);
    return row?.n ?? 0;
  }

  /**
   * Checks a login. Unknown email and wrong password take the same time and give the same answer.
   */
  async verifyCredentials(email: string, password: string): Promise<User | null> {
    const [row] = await this.db.select().from(users).where(eq(users.email, email.toLowerCase()));
    if (!row) {
      this.dummyHash ??= hashPassword('not-a-real-password', this.argon2);
      await verifyPassword(await this.dummyHash, password);
      return null;
    }
    return (await verifyPassword(row.passwordHash, password)) ? toUser(row) : null;
  }

  /** Whether `password` is the account's current one (a password change or a second factor's removal proves it). */
  async passwordMatches(id: string, password: string): Promise<boolean> {
    const [row] = await this.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
    return row ? verifyPassword(row.passwordHash, password) : false;
  }

  async create(input: NewUser): Promise<User> {
    const passwordHash = await hashPassword(input.password, this.argon2);
    return this.uniqueEmail(async () => {
      const [row] = await this.db
        .insert(users)
        .values({
          id: newId(),
          name: input.name,
          email: input.email.toLowerCase(),
          passwordHash,
          role: input.role,
          status: input.status,
        })
        .returning();
      return toUser(row as UserRow);
    });
  }

  /**
   * The super admin's change of a staff account: name, email and, when given, the role. The last
   * active super admin is never made an admin.
   */
  async update(id: string, changes: StaffChanges): Promise<User> {
    return this.uniqueEmail(() =>
      this.db.transaction(async (tx) => {
        const { target, otherActiveSuperAdmins } = await lockForSuperAdminRule(tx, id);
        const role = changes.role ?? target.role;
        if (wouldLeaveNoSuperAdmin(target, otherActiveSuperAdmins, role)) {
          throw new HttpError(409, AUTH_MESSAGES.cannotDemoteLastSuperAdmin);
        }
        const [row] = await tx
          .update(users)
          .set({ name: changes.name, email: changes.email.toLowerCase(), role, updatedAt: new Date() })
          .where(eq(users.id, id))
          .returning();
        return toUser(row as UserRow);
      }),
    );
  }

  /** One's own name, email (when given) and password (when given; choosing one lifts a reset's demand). */
  async updateProfile(id: string, changes: ProfileChanges): Promise<User> {
    const password = changes.password
      ? { passwordHash: await hashPassword(changes.password, this.argon2), mustChangePassword: false }
      : {};
    const email = changes.email ? { email: changes.email.toLowerCase() } : {};
    return this.uniqueEmail(async () => {
      const [row] = await this.db
        .update(users)
        .set({ name: changes.name, ...email, ...password, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      return toUser(row);
    });
  }

  /**
   * The super admin's reset: a random temporary password, stored only as its hash, that the
   * account must replace at its next sign-in. The caller ends the account's sessions.
   */
  async resetPassword(id: string, generatePassword: () => string): Promise<string> {
    const temporaryPassword = generatePassword();
    const passwordHash = await hashPassword(temporaryPassword, this.argon2);
    const [row] = await this.db
      .update(users)
      .set({ passwordHash, mustChangePassword: true, updatedAt: new Date() })
      .where(eq(users.id, id))
      .returning({ id: users.id });
    if (!row) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
    return temporaryPassword;
  }

  /** Answers the one message for an email another account already uses. */
  private async uniqueEmail<T>(write: () => Promise<T>): Promise<T> {
    try {
      return await write();
    } catch (error) {
      if (isUniqueViolation(error)) throw new HttpError(409, AUTH_MESSAGES.emailTaken);
      throw error;
    }
  }

  /**
   * Activates a registered account. `welcome` runs in the same transaction when the account was
   * waiting (the approval email); approving an active account again changes and sends nothing.
   */
  async approve(id: string, welcome?: (tx: Tx, user: User) => Promise<void>): Promise<User> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select({ status: users.status }).from(users).where(eq(users.id, id)).for('update');
      if (!before) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      const [row] = await tx.update(users).set({ status: 'active', updatedAt: new Date() }).where(eq(users.id, id)).returning();
      const user = toUser(row as typeof users.$inferSelect);
      if (before.status === 'pending' && welcome) await welcome(tx, user);
      return user;
    });
  }

  /** Removes a staff account; never the caller's own, never the last active super admin. */
  async remove(id: string, actorId: string): Promise<void> {
    if (id === actorId) throw new HttpError(409, AUTH_MESSAGES.cannotDeleteSelf);
    await this.db.transaction(async (tx) => {
      const { target, otherActiveSuperAdmins } = await lockForSuperAdminRule(tx, id);
      if (wouldLeaveNoSuperAdmin(target, otherActiveSuperAdmins, null)) {
        throw new HttpError(409, AUTH_MESSAGES.cannotRemoveLastSuperAdmin);
      }
      await tx.delete(users).where(eq(users.id, id));
    });
  }

  /**
   * First start with no staff: a super admin from ADMIN_EMAIL/ADMIN_PASSWORD, or with a generated
   * password the caller prints once. Returns null when staff already exist.
   */
  async ensureFirstSuperAdmin(options: {
    email: string | undefined;
    password: string | undefined;
    generatePassword: () => string;
  }): Promise<{ email: string; generatedPassword: string | undefined } | null> {
    if ((await this.count()) > 0) return null;
    const email = options.email ?? 'admin@visadesk.local';
    const generatedPassword = options.password ? undefined : options.generatePassword();
    try {
      await this.create({
        name: 'Super Admin',
        email,
        password: options.password ?? (generatedPassword as string),
        role: 'superadmin',
        status: 'active',
      });
    } catch (error) {
      // Another instance created it first.
      if (error instanceof HttpError && error.statusCode === 409) return null;
      throw error;
    }
    return { email, generatedPassword };
  }
}
