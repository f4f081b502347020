import { API, AUTH_MESSAGES, InvitationSchema, type AcceptInvitationInput, type Invitation } from '@visadesk/contract';
import { TIMEOUTS } from '../../../config/timing';
import { api } from '../../../lib/api';
import { apiClient } from '../../../lib/api-client';

const invitationApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Whom the emailed link invites, while it still works: asked before anything is typed. */
    getInvitation: build.query<Invitation, string>({
      query: (token) => ({ path: `${API.users.invitation}?${new URLSearchParams({ token }).toString()}` }),
      rawResponseSchema: InvitationSchema,
    }),
  }),
});

export const { useGetInvitationQuery } = invitationApi;

/** The first password, with the invitation's token: the link works once. */
export async function acceptInvitation(input: AcceptInvitationInput): Promise<string> {
  const answer = await apiClient.post<{ message?: string } | undefined>(API.users.acceptInvitation, input, { timeoutMs: TIMEOUTS.register });
  return answer?.message || AUTH_MESSAGES.invitationAccepted;
}
