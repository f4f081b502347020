import { API, AUTH_MESSAGES, COMMON_MESSAGES, SettingsSchema, type Settings } from '@visadesk/contract';
import { publicSettingsStore } from '../../../components/layouts/public-settings';
import { api } from '../../../lib/api';
import { isApiError, isNoResponseError } from '../../../lib/api-client';
import { remoteData, type RemoteData } from '../../../lib/remote-data';

const settingsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => ({ path: API.settings }),
      rawResponseSchema: SettingsSchema,
      providesTags: ['Settings'],
    }),
  }),
});

const saveApi = api.injectEndpoints({
  endpoints: (build) => ({
    saveSettings: build.mutation<Settings, Settings>({
      query: (settings) => ({ path: API.settings, method: 'PUT', body: settings }),
      rawResponseSchema: SettingsSchema,
      invalidatesTags: (_answer, error) => (error ? [] : ['Dashboard']),
      // The answer is what is now saved: it becomes what the page shows, without asking again.
      async onQueryStarted(_settings, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.updateQueryData('getSettings', undefined, () => data));
          // The name and contacts the pages show (footer, print view) follow without a reload.
          publicSettingsStore.refresh();
        } catch {
          // A refused save changes nothing on the server, nor here.
        }
      },
    }),
  }),
});

export const { useSaveSettingsMutation } = saveApi;

/** A refused save points at the fields; anything else says what happened. */
export function settingsErrorMessage(error: unknown): string {
  if (isApiError(error)) return error.body.errors ? COMMON_MESSAGES.validationFailed : error.body.message;
  if (isNoResponseError(error)) return AUTH_MESSAGES.noResponse;
  return COMMON_MESSAGES.internalError;
}

/** Loads on arrival; `retry` asks again after a failure. */
export function useSettings(): RemoteData<Settings> {
  return remoteData(settingsApi.useGetSettingsQuery());
}
