import { API, ApplicationMessagesSchema, OutboxMessageSchema, type ApplicationMessages, type OutboxMessage, type StaffMessage } from '@visadesk/contract';
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
    /** "Write to the applicant": the message joins the list, and the history records it. */
    writeToApplicant: build.mutation<OutboxMessage, { id: string } & StaffMessage>({
      query: ({ id, subject, text }) => ({ path: API.applicationMessages(id), method: 'POST', body: { subject, text } }),
      rawResponseSchema: OutboxMessageSchema,
      invalidatesTags: (_answer, error, { id }) => (error ? [] : [{ type: 'Messages', id }, { type: 'History', id }]),
    }),
  }),
});

export const { useResendMessageMutation, useWriteToApplicantMutation } = messagesApi;

/** While an upload notice waits for more uploads (up to ten minutes), the list asks this often. */
export const HELD_POLL_MS = 60_000;

/** Never tried, and held for more uploads until a time still ahead. */
export const isHeld = (m: OutboxMessage, now = Date.now()) => m.state === 'queued' && m.attempts === 0 && Date.parse(m.dueAt) > now + MESSAGES_POLL_MS;

/**
 * How often to ask again: every few seconds while one is being sent or about to be for the first time;
 * every minute while one is only held for more uploads; a retry waits minutes to hours, not worth asking.
 */
function pollEvery(answer: ApplicationMessages | undefined): number {
  if (answer?.mailConfigured !== true) return 0;
  const fresh = answer.messages.filter((m) => m.state === 'sending' || (m.state === 'queued' && m.attempts === 0));
  if (fresh.some((m) => !isHeld(m))) return MESSAGES_POLL_MS;
  return fresh.length > 0 ? HELD_POLL_MS : 0;
}

/** The application's email; asked again while one is on its way. */
export function useApplicationMessages(id: string) {
  const [pollMs, setPollMs] = useState(0);
  const query = messagesApi.useGetApplicationMessagesQuery(id, { pollingInterval: pollMs });
  // Adjusted while rendering (React's way to follow data), not in an effect a frame later.
  const wanted = pollEvery(query.currentData);
  if (wanted !== pollMs) setPollMs(wanted);
  return remoteData(query);
}
