import { API, type User } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { staleAfterStaffChange } from './staff-changes';

export interface UserMessage {
  message?: string;
  user?: User;
}

const staffActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Lets an account that registered itself sign in. */
    approveUser: build.mutation<UserMessage | undefined, string>({
      query: (id) => ({ path: API.users.approveUser(id), method: 'PUT' }),
      ...staleAfterStaffChange,
    }),
    deleteUser: build.mutation<{ message?: string; _id?: string } | undefined, string>({
      query: (id) => ({ path: API.users.deleteUser(id), method: 'DELETE' }),
      ...staleAfterStaffChange,
    }),
  }),
});

export const { useApproveUserMutation, useDeleteUserMutation } = staffActionsApi;
