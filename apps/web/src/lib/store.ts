import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { api } from './api';
import { caseVersions } from './case-versions';

const rootReducer = combineSlices(api, caseVersions);

export type RootState = ReturnType<typeof rootReducer>;

/** A fresh store; tests pass `preloadedState` to start from a known cache. */
export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
    preloadedState,
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
