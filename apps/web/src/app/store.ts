import { combineSlices, configureStore, createDynamicMiddleware } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import type { api } from '../lib/api';
import { attachApisWith } from '../lib/api-attachment';
import { authReducer, bindApiClientToStore } from '../lib/auth';

/** RTK Query's state joins once the desk's code loads (lib/api.ts): the public pages never load it. */
const rootReducer = combineSlices({ auth: authReducer }).withLazyLoadedSlices<{
  api: ReturnType<typeof api.reducer>;
}>();
const serverDataMiddleware = createDynamicMiddleware();

attachApisWith((loaded) => {
  rootReducer.inject(loaded);
  serverDataMiddleware.addMiddleware(loaded.middleware);
});

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) =>
      getDefault({
        // A failed call's error is the client's ApiError or NoResponseError (lib/api.ts), and a
        // change may carry a FormData body and an upload-progress callback: kept as they are.
        serializableCheck: {
          ignoredPaths: ['api'],
          ignoredActions: ['api/executeQuery/rejected', 'api/executeMutation/rejected'],
        },
      }).concat(serverDataMiddleware.middleware),
  });
  bindApiClientToStore(store);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppSelector = useSelector.withTypes<RootState>();
