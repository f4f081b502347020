import { INVITATION_DAYS, type User } from '@visadesk/contract';
import type { users } from '../db/schema.ts';
import { roleLabel } from '../activity/staff-activity.ts';

export type UserRow = typeof users.$inferSelect;

export function toUser(row: UserRow): User {
  return { _id: row.id, name: row.name, email: row.email, role: row.role, status: row.status };
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** The staff list's row: also whether an invitation waits and whether a second factor is on. */
export function toListedUser(row: UserRow): User {
  const invitedAt = row.passwordHash === null ? row.invitedAt : null;
  const invitation = invitedAt
    ? { sentAt: invitedAt.toISOString(), expiresAt: new Date(invitedAt.getTime() + INVITATION_DAYS * DAY_MS).toISOString() }
    : null;
  return { ...toUser(row), invitation, twoFactorEnabled: row.totpSecret !== null };
}

/** What changed in a staff account, in the activity log's words ('' when nothing did). */
export function changesOf(before: UserRow, after: UserRow): string {
  return [
    before.name !== after.name && `name ${before.name} → ${after.name}`,
    before.email !== after.email && `email ${before.email} → ${after.email}`,
    before.role !== after.role && `role ${roleLabel(before.role)} → ${roleLabel(after.role)}`,
  ].filter(Boolean).join('; ');
}
