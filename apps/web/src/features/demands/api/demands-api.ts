import { api } from '../../../lib/api';

/** The demands as the desk shows them: a save, a close or a delete fetches again whatever shows one. */
export const DEMANDS_TAG = 'Demands';
/** The call-back requests: a deletion fetches the list again. */
export const CALLBACKS_TAG = 'Callbacks';

/** The app's one API with the demands' tags (ADR 052); every call of the feature is injected here. */
export const demandsApi = api.enhanceEndpoints({ addTagTypes: [DEMANDS_TAG, CALLBACKS_TAG] });
