import { configureStore } from '@reduxjs/toolkit';
import { setupListeners } from '@reduxjs/toolkit/query';

import { authSlice } from '@/features/auth/auth.slice';

import { api } from './api';

export function makeStore() {
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, [authSlice.reducerPath]: authSlice.reducer },
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
  // Lets queries opt into refetching on focus or reconnect.
  setupListeners(store.dispatch);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
