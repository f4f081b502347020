import { API, type RegisterInput, type User } from '@visadesk/contract';
import { TIMEOUTS } from '../../../config/timing';
import { apiClient } from '../../../lib/api-client';

export interface RegisterResponse {
  message?: string;
  user?: User;
}

export function register(input: RegisterInput): Promise<RegisterResponse | undefined> {
  return apiClient.post<RegisterResponse | undefined>(API.users.register, input, {
    timeoutMs: TIMEOUTS.register,
  });
}
