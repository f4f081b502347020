import { API, type HistoryEntry } from '@visadesk/contract';
import { api } from '../../../lib/api';
import { remoteData } from '../../../lib/remote-data';

const historyApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** Newest first, as the server records them. */
    getApplicationHistory: build.query<HistoryEntry[], string>({
      query: (id) => ({ path: API.applicationHistory(id) }),
      providesTags: (_answer, _error, id) => [{ type: 'History', id }],
    }),
  }),
});

export function useApplicationHistory(id: string) {
  return remoteData(historyApi.useGetApplicationHistoryQuery(id));
}
