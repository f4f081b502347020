import type { User } from '@visadesk/contract';
import { useStaffAccountsQuery } from '../../../lib/staff-accounts';
import { remoteData, type RemoteData } from '../../../lib/remote-data';

/**
 * The staff accounts, loaded on arrival and again after every change to them (their tag). The
 * last list that arrived stays on screen when fetching it again fails.
 */
export function useStaffList(): RemoteData<User[]> {
  return remoteData(useStaffAccountsQuery(), { keepOnFailure: true });
}
