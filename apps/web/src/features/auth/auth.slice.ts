import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

import { readAuthToken } from '@/app/auth-token';
import { sessionEnded, sessionRefreshed } from '@/app/session-events';

import { authApi, isSessionError } from './auth.api';
import type { User } from './auth.types';

// loading: a token is stored and the user is on the way; error: the user could not be loaded for
// another reason than the session (network, server), so the token is kept for a retry.
export type AuthStatus = 'loading' | 'authenticated' | 'signedOut' | 'error';

// A sign-out asked for by the user (Sign Out, account deletion). It completes once the app has
// left the signed-in pages, so their guard never sees a signed-out user and sends them to /login.
export type SignOutRequest = { callServer: boolean };

export type AuthState = {
  user: User | null;
  status: AuthStatus;
  // Kept until the sign-out completes, so nothing reloads the user in between.
  signOutRequest: (SignOutRequest & { started: boolean }) | null;
};

type WithAuth = { auth: AuthState };

const signedOutState = (state: AuthState) => {
  state.user = null;
  state.status = 'signedOut';
  state.signOutRequest = null;
};

const signedInState = (state: AuthState, user: User) => {
  state.user = user;
  state.status = 'authenticated';
};

export const authSlice = createSlice({
  name: 'auth',
  // docs/product.md §4: with a stored token the user is loaded on start; until then they are "loading".
  initialState: (): AuthState => ({
    user: null,
    status: readAuthToken() ? 'loading' : 'signedOut',
    signOutRequest: null,
  }),
  reducers: {
    signOutRequested(state, action: PayloadAction<SignOutRequest>) {
      state.signOutRequest = { ...action.payload, started: false };
    },
    signOutStarted(state) {
      if (state.signOutRequest) state.signOutRequest.started = true;
    },
    signedOut: signedOutState,
  },
  extraReducers: (builder) => {
    builder
      .addCase(sessionRefreshed, (state, action) => signedInState(state, action.payload.user))
      .addCase(sessionEnded, signedOutState)
      .addMatcher(authApi.endpoints.login.matchFulfilled, (state, action) => {
        if ('token' in action.payload) signedInState(state, action.payload.user);
      })
      .addMatcher(authApi.endpoints.signup.matchFulfilled, (state, action) =>
        signedInState(state, action.payload.user),
      )
      .addMatcher(authApi.endpoints.verifyGoogleTwoFactor.matchFulfilled, (state, action) =>
        signedInState(state, action.payload.user),
      )
      .addMatcher(authApi.endpoints.getMe.matchPending, (state) => {
        if (state.status === 'error') state.status = 'loading';
      })
      .addMatcher(authApi.endpoints.getMe.matchFulfilled, (state, action) =>
        signedInState(state, action.payload.user),
      )
      .addMatcher(authApi.endpoints.getMe.matchRejected, (state, action) => {
        if (isSessionError(action.payload ?? action.error)) {
          signedOutState(state);
        } else if (!state.user) {
          // A failed refetch while signed in changes nothing; a failed first load is an error.
          state.status = 'error';
        }
      });
  },
});

export const { signOutRequested, signOutStarted, signedOut } = authSlice.actions;

export const selectCurrentUser = (state: WithAuth) => state.auth.user;
export const selectAuthStatus = (state: WithAuth) => state.auth.status;
export const selectSignOutRequest = (state: WithAuth) => state.auth.signOutRequest;
