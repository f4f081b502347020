import { API, CurrentUserSchema, type CurrentUser } from '@visadesk/contract';
import { apiClient } from '../api-client';

/** Who is signed in, checked against the contract's schema. */
export async function fetchCurrentUser(): Promise<CurrentUser> {
  return CurrentUserSchema.parse(await apiClient.get<unknown>(API.users.me));
}
