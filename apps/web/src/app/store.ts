import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { useSelector } from 'react-redux';
import { slidersReducer } from '../features/sliders/api/sliders-slice';
import { authReducer, bindApiClientToStore } from '../lib/auth';

const rootReducer = combineReducers({ auth: authReducer, sliders: slidersReducer });

export type RootState = ReturnType<typeof rootReducer>;

export function createAppStore(preloadedState?: Partial<RootState>) {
  const store = configureStore({ reducer: rootReducer, preloadedState });
  bindApiClientToStore(store);
  return store;
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppDispatch = AppStore['dispatch'];

export const useAppSelector = useSelector.withTypes<RootState>();
