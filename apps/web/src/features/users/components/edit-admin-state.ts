import type { User } from '@visadesk/contract';

/** What the Admin List passes to Edit Admin: the account to edit (spec section 2). */
export interface EditAdminState {
  user: User;
}
