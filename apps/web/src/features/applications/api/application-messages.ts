import { API, ApplicationMessagesSchema, OutboxMessageSchema, type ApplicationMessages, type OutboxMessage } from '@visadesk/contract';
import { useState } from 'react';
import { api } from '../../../lib/api';
import { remoteData } from '../../../lib/remote-data';

/** While a message is on its way the list asks again this often, so "Queued" turns into "Sent". */
export const MESSAGES_POLL_MS = 3000;

const messagesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getApplicationMessages: build.query<ApplicationMessages, string>({
      query: (id) => ({ path: API.applicationMessages(id) }),
      rawResponseSchema: ApplicationMessagesSchema,
      providesTags: (_answer, _error, id) => [{ type: 'Messages', id }],
    }),
    resendMessage: build.mutation<OutboxMessage, { id: string; messageId: string }>({
      query: ({ id, messageId }) => ({ path: API.resendMessage(id, messageId), method: 'POST' }),
      rawResponseSchema: OutboxMessageSchema,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : [{ type: 'Messages', id }]),
    }),
  }),
});

export const { useResendMessageMutation } = messagesApi;

/** Being sent, or about to be for the first time; a retry waits minutes to hours, not worth asking every few seconds. */
const onItsWay = (answer: ApplicationMessages | undefined) =>
  answer?.mailConfigured === true && answer.messages.some((m) => m.state === 'sending' || (m.state === 'queued' && m.attempts === 0));

/** The application's email; asked again every few seconds while one is on its way. */
export function useApplicationMessages(id: string) {
  const [polling, setPolling] = useState(false);
  const query = messagesApi.useGetApplicationMessagesQuery(id, { pollingInterval: polling ? MESSAGES_POLL_MS : 0 });
  // Adjusted while rendering (React's way to follow data), not in an effect a frame later.
  const waiting = onItsWay(query.currentData);
  if (waiting !== polling) setPolling(waiting);
  return remoteData(query);
}
