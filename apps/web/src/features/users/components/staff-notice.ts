import type { User } from '@visadesk/contract';

/** What the staff forms pass back to the Admin List: a confirmation to show there. */
export interface StaffNoticeState {
  notice: string;
}

/** What the Admin List passes to Edit Admin: the account to edit (spec section 2). */
export interface EditAdminState {
  user: User;
}

/** Location state comes from history, so it is read defensively. */
export function readStaffNotice(state: unknown): string | null {
  if (typeof state !== 'object' || state === null) return null;
  const { notice } = state as Record<string, unknown>;
  return typeof notice === 'string' ? notice : null;
}
