import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { sessionSlice } from './sessionSlice';
import { localeSlice } from './localeSlice';
import { netSlice } from './netSlice';
import { toastSlice } from './toastSlice';
import { intentSlice } from './intentSlice';
import { listenerMiddleware } from './sessionEffects';

export const rootReducer = combineReducers({
  [baseApi.reducerPath]: baseApi.reducer,
  session: sessionSlice.reducer,
  locale: localeSlice.reducer,
  net: netSlice.reducer,
  toast: toastSlice.reducer,
  intent: intentSlice.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

export function makeStore(preloadedState?: Partial<RootState>) {
  return configureStore({
    reducer: rootReducer,
    preloadedState: preloadedState as RootState | undefined,
    // The dev-only state checks walk the whole API cache on every action; their thresholds only warn.
    middleware: (getDefault) =>
      getDefault({ immutableCheck: { warnAfter: 200 }, serializableCheck: { warnAfter: 200 } })
        .prepend(listenerMiddleware.middleware)
        .concat(baseApi.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
