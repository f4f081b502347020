import type { User } from '@visadesk/contract';
import { useStaffAccountsQuery } from '../../../lib/staff-accounts';
import { staffErrorMessage } from './staff-error-message';

export type StaffList =
  | { status: 'loading'; users: User[] }
  | { status: 'ready'; users: User[] }
  | { status: 'failed'; users: User[]; error: string };

const NOBODY: User[] = [];

/** The staff accounts, loaded on arrival and again after every change to them (their tag). */
export function useStaffList(): StaffList {
  // `data` is the last list that arrived: a failure to fetch it again keeps it on screen.
  const { data: users = NOBODY, error, isError, isLoading } = useStaffAccountsQuery();
  if (isError) return { status: 'failed', users, error: staffErrorMessage(error) };
  return { status: isLoading ? 'loading' : 'ready', users };
}
