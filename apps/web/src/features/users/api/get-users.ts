import { API, UserListSchema, type User } from '@visadesk/contract';
import { useEffect, useState } from 'react';
import { apiClient } from '../../../lib/api-client';
import { staffErrorMessage } from './staff-error-message';

export async function getUsers(): Promise<User[]> {
  return UserListSchema.parse(await apiClient.get<unknown>(API.users.getUsers));
}

export type StaffList =
  | { status: 'loading'; users: User[] }
  | { status: 'ready'; users: User[] }
  | { status: 'failed'; users: User[]; error: string };

/** The staff accounts, loaded on arrival; `reload` fetches them again after a change. */
export function useStaffList(): StaffList & { reload: () => void } {
  const [version, setVersion] = useState(0);
  const [list, setList] = useState<StaffList>({ status: 'loading', users: [] });

  useEffect(() => {
    let current = true;
    getUsers().then(
      (users) => current && setList({ status: 'ready', users }),
      (error: unknown) => current && setList((was) => ({ status: 'failed', users: was.users, error: staffErrorMessage(error) })),
    );
    return () => {
      current = false;
    };
  }, [version]);

  return { ...list, reload: () => setVersion((v) => v + 1) };
}
