import { asc, eq } from 'drizzle-orm';
import { AUTH_MESSAGES, type Role } from '@visadesk/contract';
import type { Tx } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';

type UserRow = typeof users.$inferSelect;

/**
 * Locks every super admin row, always in id order, then the target account. Two super admins
 * removing or demoting each other at once then queue one behind the other instead of each holding
 * the row the other needs (a deadlock); the second finds itself the last one left.
 */
export async function lockForSuperAdminRule(
  tx: Tx,
  id: string,
): Promise<{ target: UserRow; otherActiveSuperAdmins: number }> {
  const superAdmins = await tx
    .select({ id: users.id, status: users.status })
    .from(users)
    .where(eq(users.role, 'superadmin'))
    .orderBy(asc(users.id))
    .for('update');
  const [target] = await tx.select().from(users).where(eq(users.id, id)).for('update');
  if (!target) throw new HttpError(404, AUTH_MESSAGES.userNotFound);
  const otherActiveSuperAdmins = superAdmins.filter((s) => s.id !== id && s.status === 'active').length;
  return { target, otherActiveSuperAdmins };
}

/** True when taking `target` out of the super admins (removal, or a new role) would leave none. */
export function wouldLeaveNoSuperAdmin(target: UserRow, otherActiveSuperAdmins: number, newRole: Role | null): boolean {
  return target.role === 'superadmin' && newRole !== 'superadmin' && otherActiveSuperAdmins === 0;
}
