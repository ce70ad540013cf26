import { api, refreshSession } from '@/app/api';
import { removeAuthToken, writeAuthToken } from '@/app/auth-token';
import { describeError } from '@/app/errors';

import type {
  GoogleAuthRequest,
  GoogleAuthResponse,
  LoginRequest,
  LoginResponse,
  MeResponse,
  SessionGrant,
  SignupRequest,
  SuccessResponse,
} from './auth.types';

// Everything cached about the signed-in account: a new session drops it, so the next account never
// sees the previous one's data.
const ACCOUNT_TAGS = ['Me', 'Business', 'NotificationPreferences', 'Sessions'] as const;

// docs/product.md §8: loading the current user failing with a message mentioning 401, token or Unauthorized
// means the stored token is no good.
export function isSessionError(error: unknown): boolean {
  const { status, message } = describeError(error);
  return status === 401 || /401|token|unauthorized/i.test(message);
}

export const authApi = api.injectEndpoints({
  endpoints: (build) => ({
    // The token is stored here, before the fulfilled action, so nothing can run without it.
    login: build.mutation<LoginResponse, LoginRequest>({
      async queryFn(body, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/auth/login', method: 'POST', body });
        if (result.error) return { error: result.error };
        const data = result.data as LoginResponse;
        if ('token' in data) writeAuthToken(data.token);
        return { data };
      },
      invalidatesTags: (result) => (result && 'token' in result ? [...ACCOUNT_TAGS] : []),
    }),
    signup: build.mutation<SessionGrant, SignupRequest>({
      async queryFn(body, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/auth/signup', method: 'POST', body });
        if (result.error) return { error: result.error };
        const data = result.data as SessionGrant;
        writeAuthToken(data.token);
        return { data };
      },
      invalidatesTags: (result) => (result ? [...ACCOUNT_TAGS] : []),
    }),
    // Opens the session from the refresh cookie (after Google sign-in), sharing any refresh in
    // flight.
    refreshSession: build.mutation<SessionGrant, void>({
      queryFn: (_arg, baseQueryApi) => refreshSession(baseQueryApi),
      invalidatesTags: (result) => (result ? [...ACCOUNT_TAGS] : []),
    }),
    // Finishes a Google sign-in that the account's two-factor code still had to confirm.
    verifyGoogleTwoFactor: build.mutation<SessionGrant & { returnTo: string }, { pendingId: string; code: string }>({
      async queryFn(body, _api, _extraOptions, baseQuery) {
        const result = await baseQuery({ url: '/auth/google/verify', method: 'POST', body });
        if (result.error) return { error: result.error };
        const data = result.data as SessionGrant & { returnTo: string };
        writeAuthToken(data.token);
        return { data };
      },
      invalidatesTags: (result) => (result ? [...ACCOUNT_TAGS] : []),
    }),
    logout: build.mutation<SuccessResponse, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      extraOptions: { maxRetries: 0 },
    }),
    getMe: build.query<MeResponse, void>({
      async queryFn(_arg, _api, _extraOptions, baseQuery) {
        const result = await baseQuery('/auth/me');
        if (result.error) {
          if (isSessionError(result.error)) removeAuthToken();
          return { error: result.error };
        }
        return { data: result.data as MeResponse };
      },
      providesTags: ['Me'],
    }),
    // A GET, but a mutation: every click needs a fresh authorisation URL, never a cached one.
    getGoogleAuthUrl: build.mutation<GoogleAuthResponse, GoogleAuthRequest>({
      query: ({ action, returnTo, rememberMe }) => ({
        url: '/auth/google',
        params: {
          action,
          returnTo,
          ...(rememberMe === undefined ? {} : { rememberMe: String(rememberMe) }),
        },
      }),
    }),
    forgotPassword: build.mutation<SuccessResponse, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<SuccessResponse, { token: string; password: string }>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    // The page a verification link opens: verifies the address, or switches to a new one.
    verifyEmail: build.mutation<{ success: true; email: string }, { token: string }>({
      query: (body) => ({ url: '/auth/verify-email', method: 'POST', body }),
      invalidatesTags: ['Me'],
    }),
  }),
});

export const {
  useLoginMutation,
  useSignupMutation,
  useRefreshSessionMutation,
  useVerifyGoogleTwoFactorMutation,
  useLogoutMutation,
  useGetMeQuery,
  useGetGoogleAuthUrlMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useVerifyEmailMutation,
} = authApi;
