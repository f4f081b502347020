import { API, ResetUserPasswordResponseSchema, type ResetUserPasswordResponse } from '@visadesk/contract';
import { api } from '../../../lib/api';

const resetPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** A temporary password for a staff member, answered once; their sessions end on the server. */
    resetStaffPassword: build.mutation<ResetUserPasswordResponse, string>({
      query: (id) => ({ path: API.users.resetUserPassword(id), method: 'POST' }),
      rawResponseSchema: ResetUserPasswordResponseSchema,
    }),
  }),
});

export const { useResetStaffPasswordMutation } = resetPasswordApi;
