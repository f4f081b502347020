import { asc, count, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, type Role, type User, type UserStatus } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { refuseGuessablePassword } from '../security/guessable-passwords.ts';
import { HttpError, isUniqueViolation } from '../http/http-error.ts';
import { newId } from '../lib/ids.ts';
import { hashPassword, verifyPassword, type Argon2Cost } from '../security/passwords.ts';
import { burnLinks } from './emailed-links.ts';
import { changesOf, toListedUser, toUser } from './staff-rows.ts';
import { recordStaffActivity, roleLabel, staffMember, type StaffActor } from '../activity/staff-activity.ts';
import { TwoFactorService } from './two-factor.ts';
import { lockForSuperAdminRule, wouldLeaveNoSuperAdmin } from './users-super-admins.ts';

type UserRow = typeof users.$inferSelect;

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

/** A password to check before it is stored, with the account's own words it must not be built from. */
async function checkedHash(password: string, account: { name: string; email: string }, argon2: Argon2Cost): Promise<string> {
  await refuseGuessablePassword(password, account);
  return hashPassword(password, argon2);
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
    return rows.map(toListedUser);
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
    // An invited account without a password yet takes the same time as an unknown one.
    if (!row?.passwordHash) {
      this.dummyHash ??= hashPassword('not-a-real-password', this.argon2);
      await verifyPassword(await this.dummyHash, password);
      return null;
    }
    return (await verifyPassword(row.passwordHash, password)) ? toUser(row) : null;
  }

  /** Whether `password` is the account's current one (a password change or a second factor's removal proves it). */
  async passwordMatches(id: string, password: string): Promise<boolean> {
    const [row] = await this.db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.id, id));
    return row?.passwordHash ? verifyPassword(row.passwordHash, password) : false;
  }

  /**
   * A registration (no `actor`) or the super admin's add with a password (recorded in the activity
   * log). The password is refused when it is common or guessable.
   */
  async create(input: NewUser, actor?: StaffActor): Promise<User> {
    return this.insert(input, await checkedHash(input.password, input, this.argon2), actor);
  }

  private async insert(input: NewUser, passwordHash: string, actor: StaffActor | undefined): Promise<User> {
    return this.uniqueEmail(() =>
      this.db.transaction(async (tx) => {
        const [row] = await tx
          .insert(users)
          .values({ id: newId(), name: input.name, email: input.email.toLowerCase(), passwordHash, role: input.role, status: input.status })
          .returning();
        const user = toUser(row as UserRow);
        if (actor) await recordStaffActivity(tx, actor, 'staff', `Added ${staffMember(user)} as ${roleLabel(user.role)}, with a password given`);
        return user;
      }),
    );
  }

  /**
   * The super admin's change of a staff account: name, email and, when given, the role. The last
   * active super admin is never made an admin.
   */
  async update(id: string, changes: StaffChanges, actor: StaffActor): Promise<User> {
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
        const after = row as UserRow;
        const changed = changesOf(target, after);
        if (changed) await recordStaffActivity(tx, actor, 'staff', `Changed ${staffMember(after)}: ${changed}`);
        return toUser(after);
      }),
    );
  }

  /** One's own name, email (when given) and password (when given; choosing one lifts a reset's demand). */
  async updateProfile(id: string, changes: ProfileChanges): Promise<User> {
    const password = changes.password
      ? { passwordHash: await checkedHash(changes.password, { name: changes.name, email: changes.email ?? '' }, this.argon2), mustChangePassword: false, invitedAt: null }
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
  async resetPassword(id: string, generatePassword: () => string, actor: StaffActor): Promise<string> {
    const temporaryPassword = generatePassword();
    const passwordHash = await hashPassword(temporaryPassword, this.argon2);
    await this.db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ passwordHash, mustChangePassword: true, invitedAt: null, updatedAt: new Date() })
        .where(eq(users.id, id))
        .returning();
      if (!row) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      // An invitation still waiting is replaced by the temporary password.
      await burnLinks(tx, id, 'invitation');
      await recordStaffActivity(tx, actor, 'staff', `Reset the password of ${staffMember(row)} (a temporary password, to change at sign-in)`);
    });
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
  async approve(id: string, actor: StaffActor, welcome?: (tx: Tx, user: User) => Promise<void>): Promise<User> {
    return this.db.transaction(async (tx) => {
      const [before] = await tx.select({ status: users.status }).from(users).where(eq(users.id, id)).for('update');
      if (!before) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
      const [row] = await tx.update(users).set({ status: 'active', updatedAt: new Date() }).where(eq(users.id, id)).returning();
      const user = toUser(row as typeof users.$inferSelect);
      if (before.status === 'pending') {
        if (welcome) await welcome(tx, user);
        await recordStaffActivity(tx, actor, 'staff', `Approved the registration of ${staffMember(user)}`);
      }
      return user;
    });
  }

  /** Removes a staff account; never the caller's own, never the last active super admin. */
  async remove(id: string, actor: StaffActor): Promise<void> {
    if (id === actor.id) throw new HttpError(409, AUTH_MESSAGES.cannotDeleteSelf);
    await this.db.transaction(async (tx) => {
      const { target, otherActiveSuperAdmins } = await lockForSuperAdminRule(tx, id);
      if (wouldLeaveNoSuperAdmin(target, otherActiveSuperAdmins, null)) {
        throw new HttpError(409, AUTH_MESSAGES.cannotRemoveLastSuperAdmin);
      }
      const [gone] = await tx.delete(users).where(eq(users.id, id)).returning();
      if (gone) await recordStaffActivity(tx, actor, 'staff', `Deleted the account of ${staffMember(gone)} (${roleLabel(gone.role)})`);
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
      // The operator's own ADMIN_PASSWORD is taken as given: a start must not fail on it.
      const password = options.password ?? (generatedPassword as string);
      await this.insert({ name: 'Super Admin', email, password, role: 'superadmin', status: 'active' }, await hashPassword(password, this.argon2), undefined);
    } catch (error) {
      // Another instance created it first.
      if (error instanceof HttpError && error.statusCode === 409) return null;
      throw error;
    }
    return { email, generatedPassword };
  }
}
