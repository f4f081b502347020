import { ROLE_LABELS, type Role } from '@visadesk/contract';
import type { Database, Tx } from '../db/client.ts';
import { applicationHistory } from '../db/schema.ts';
import { newId } from '../lib/ids.ts';

/** Who changed a staff account or the Settings: the signed-in staff member as they were named then. */
export interface StaffActor {
  id: string;
  name: string;
}

/** A staff member as the activity log names them: name and email, nothing else about them. */
export const staffMember = (user: { name: string; email: string }) => `${user.name} <${user.email}>`;

export const roleLabel = (role: Role) => ROLE_LABELS[role];

/**
 * Appends a staff change (`staff`), a Settings save (`settings`) or a demand's change (`demand`) to the activity log, in the
 * transaction of the change. The detail names the account and what changed, never a password, a
 * link or a second factor's secret.
 */
export async function recordStaffActivity(tx: Tx | Database, actor: StaffActor, action: 'staff' | 'settings' | 'demand', detail: string): Promise<void> {
  await tx.insert(applicationHistory).values({ id: newId(), applicationId: null, actorId: actor.id, actorName: actor.name, action, detail });
}
