import { API, type User } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { staleAfterStaffChange } from './staff-changes';

export interface StaffMessage {
  message?: string;
  user?: User;
}

const staffActionsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Lets an account that registered itself sign in. */
    approveStaff: build.mutation<StaffMessage | undefined, string>({
      query: (id) => ({ path: API.users.approveUser(id), method: 'PUT' }),
      ...staleAfterStaffChange,
    }),
    deleteStaff: build.mutation<{ message?: string; _id?: string } | undefined, string>({
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

export const { useApproveStaffMutation, useDeleteStaffMutation, useResendInvitationMutation, useResetTwoFactorMutation } = staffActionsApi;
