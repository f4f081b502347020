import type { User } from '@visadesk/contract';

/** What the Admin List passes to Edit Admin: the account to edit, as in the original client. */
export interface EditStaffState {
  user: User;
}
