import { API, type AddUserInput } from '@visadesk/contract';
import { api } from '../../../lib/api';
import type { StaffMessage } from './staff-actions';
import { staleAfterStaffChange } from './staff-changes';
import { TIMEOUTS } from '../../../config/timing';

const addStaffApi = api.injectEndpoints({
  endpoints: (build) => ({
    addStaff: build.mutation<StaffMessage | undefined, AddUserInput>({
      query: (input) => ({ path: API.users.addUser, method: 'POST', body: input, timeoutMs: TIMEOUTS.addUser }),
      ...staleAfterStaffChange,
    }),
  }),
});

export const { useAddStaffMutation } = addStaffApi;
