import { API, UserListSchema, type User } from '@visadesk/contract';
import { api } from './api';

/**
 * The staff accounts (the super admin's call), loaded on arrival and again after every change to
 * them (their tag): the admin list shows them, the activity log offers them as a filter.
 */
const staffApi = api.injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<User[], void>({
      query: () => ({ path: API.users.getUsers }),
      rawResponseSchema: UserListSchema,
      providesTags: ['Staff'],
    }),
  }),
});

export const useStaffAccountsQuery = staffApi.useGetUsersQuery;
