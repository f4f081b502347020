import { API, type User } from '@visadesk/contract';
import { apiClient } from '../../../lib/api-client';

export interface UserMessage {
  message?: string;
  user?: User;
}

/** Lets an account that registered itself sign in. */
export function approveUser(id: string): Promise<UserMessage | undefined> {
  return apiClient.put<UserMessage | undefined>(API.users.approveUser(id));
}

export function deleteUser(id: string): Promise<{ message?: string; _id?: string } | undefined> {
  return apiClient.delete<{ message?: string; _id?: string } | undefined>(API.users.deleteUser(id));
}
