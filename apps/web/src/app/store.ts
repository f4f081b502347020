import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { slidersReducer } from '../features/sliders/api/sliders-slice';
import { api } from '../lib/api';
import { authReducer, bindApiClientToStore } from '../lib/auth';

const rootReducer = combineReducers({ auth: authReducer, sliders: slidersReducer, [api.reducerPath]: api.reducer });

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
          ignoredPaths: [api.reducerPath],
          ignoredActions: [`${api.reducerPath}/executeQuery/rejected`, `${api.reducerPath}/executeMutation/rejected`],
        },
      }).concat(api.middleware),
  });
  bindApiClientToStore(store);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppSelector = useSelector.withTypes<RootState>();
