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
    /** A new invitation email for someone who has not chosen a password yet; earlier links stop working. */
    resendInvitation: build.mutation<{ message?: string } | undefined, string>({
      query: (id) => ({ path: API.users.resendInvitation(id), method: 'POST' }),
      ...staleAfterStaffChange,
    }),
    /** Turns a staff member's second factor off and ends their sessions (a lost phone). */
    resetTwoFactor: build.mutation<{ message?: string } | undefined, string>({
      query: (id) => ({ path: API.users.resetTwoFactor(id), method: 'POST' }),
      ...staleAfterStaffChange,
    }),
  }),
});

export const { useApproveUserMutation, useDeleteUserMutation, useResendInvitationMutation, useResetTwoFactorMutation } = staffActionsApi;
