import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { api } from '@/app/api';
import { removeAuthToken } from '@/app/auth-token';
import { useAppDispatch } from '@/app/hooks';
import type { AppDispatch, RootState } from '@/app/store';

import { authApi } from './auth.api';
import { signOutRequested, signOutStarted, signedOut, type SignOutRequest } from './auth.slice';

// Sign Out: leave for the landing page; the sign-out itself completes there (finishSignOut), once
// the signed-in pages are gone.
export function useSignOut() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  return useCallback(
    (request: SignOutRequest = { callServer: true }) => {
      dispatch(signOutRequested(request));
      void navigate('/');
    },
    [dispatch, navigate],
  );
}

// Ends the session: tells the server (its failure changes nothing here), forgets the token, the
// user and every cached answer.
export function finishSignOut() {
  return async (dispatch: AppDispatch, getState: () => RootState): Promise<void> => {
    const request = getState().auth.signOutRequest;
    if (!request || request.started) return;
    dispatch(signOutStarted());
    if (request.callServer) {
      try {
        await dispatch(authApi.endpoints.logout.initiate()).unwrap();
      } catch {
        // The server may already consider the session over; locally it ends either way.
      }
    }
    removeAuthToken();
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
  };
}
