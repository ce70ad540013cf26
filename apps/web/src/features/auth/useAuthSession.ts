import { useEffect } from 'react';
import { useLocation } from 'react-router';

import { useAppDispatch, useAppSelector } from '@/app/hooks';

import { useGetMeQuery } from './auth.api';
import { selectAuthStatus, selectSignOutRequest } from './auth.slice';
import { isProtectedPath } from './protected-paths';
import { finishSignOut } from './sign-out';

// Mounted once at the root: loads the current user while a session exists (docs/product.md §4) and completes
// a requested sign-out once the signed-in pages have been left.
export function useAuthSession(): void {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectAuthStatus);
  const signOutRequest = useAppSelector(selectSignOutRequest);
  const { pathname } = useLocation();

  useGetMeQuery(undefined, { skip: status === 'signedOut' || signOutRequest !== null });

  useEffect(() => {
    if (signOutRequest && !isProtectedPath(pathname)) void dispatch(finishSignOut());
  }, [dispatch, signOutRequest, pathname]);
}
