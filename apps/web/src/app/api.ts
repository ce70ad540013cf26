import type { TUser } from '@app/contracts';
import {
  createApi,
  fetchBaseQuery,
  retry,
  type BaseQueryApi,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';

import { isTokenExpired, readAuthToken, removeAuthToken, writeAuthToken } from './auth-token';
import { PROCESS_ERROR_MESSAGE } from './errors';
import { sessionEnded, sessionRefreshed } from './session-events';

import { NETWORK_RETRIES, REQUEST_TIMEOUT_MS, retryDelayMs } from './request-policy';

// Only a failure to reach the server is retried: an HTTP error answer or a timeout is final.
export function shouldRetry(
  error: unknown,
  attempt: number,
  maxRetries = NETWORK_RETRIES,
): boolean {
  const status =
    typeof error === 'object' && error !== null && 'status' in error ? error.status : undefined;
  return status === 'FETCH_ERROR' && attempt <= maxRetries;
}

function waitBeforeRetry(attempt: number, _maxRetries: number, signal?: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (signal?.aborted) {
      reject(new Error('Aborted'));
      return;
    }
    const timer = setTimeout(resolve, retryDelayMs(attempt));
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(new Error('Aborted'));
      },
      { once: true },
    );
  });
}

const fetchQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  // The refresh cookie is HttpOnly and same-origin: the browser sends it to /api/auth by itself.
  credentials: 'same-origin',
  prepareHeaders: (headers) => {
    const token = readAuthToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Cache-Control', 'no-cache');
    return headers;
  },
});

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

// docs/product.md §8: an answer the browser cannot handle reads 'Failed to process server
// response.': a 2xx whose body is not JSON (an HTML page from a proxy, a cut-off body), or any
// body that says it is JSON and does not parse. An error answer in plain text or HTML stays a
// parsing error and quotes its start.
const rawBaseQuery: typeof fetchQuery = async (args, api, extraOptions) => {
  const result = await fetchQuery(args, api, extraOptions);
  const { error } = result;
  if (error?.status !== 'PARSING_ERROR') return result;
  const ok = error.originalStatus >= 200 && error.originalStatus < 300;
  const saysJson = JSON_CONTENT_TYPE.test(result.meta?.response?.headers.get('content-type') ?? '');
  if (!ok && !saysJson) return result;
  return {
    error: { status: 'CUSTOM_ERROR', error: PROCESS_ERROR_MESSAGE, data: error.data },
    meta: result.meta,
  };
};

const retryingBaseQuery = retry(rawBaseQuery, {
  retryCondition: (error, _args, { attempt, extraOptions }) => {
    // extraOptions is undefined for an endpoint that sets none, whatever its type says.
    const options = extraOptions as { maxRetries?: number } | undefined;
    return shouldRetry(error, attempt, options?.maxRetries ?? NETWORK_RETRIES);
  },
  backoff: waitBeforeRetry,
});

// Calls that must never trigger a silent refresh: they either open a session (a 401 there means
// wrong credentials), are the refresh itself, or do not use the access token. Logout does refresh:
// with an expired access token it must still revoke the session on the server.
const NO_REFRESH_PATHS = [
  '/auth/login',
  '/auth/signup',
  '/auth/refresh',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/verify-email',
  '/auth/google',
];

const pathOf = (args: string | FetchArgs): string =>
  (typeof args === 'string' ? args : args.url).split('?')[0] ?? '';

const mayRefresh = (args: string | FetchArgs): boolean => {
  const path = pathOf(args);
  return !NO_REFRESH_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
};

type SessionGrant = { token: string; user: TUser };
type RefreshResult = { data: SessionGrant } | { error: FetchBaseQueryError };

const isSessionGrant = (value: unknown): value is SessionGrant =>
  typeof value === 'object' &&
  value !== null &&
  'token' in value &&
  typeof value.token === 'string' &&
  'user' in value &&
  typeof value.user === 'object' &&
  value.user !== null;

// The one refresh in flight, shared by every caller: concurrent 401s renew the session once.
let refreshInFlight: Promise<RefreshResult> | null = null;

async function runRefresh(api: BaseQueryApi): Promise<RefreshResult> {
  // Its own signal: the refresh must not die with the request that happened to start it.
  const refreshApi: BaseQueryApi = { ...api, signal: new AbortController().signal };
  const result = await rawBaseQuery({ url: '/auth/refresh', method: 'POST' }, refreshApi, {});
  if (isSessionGrant(result.data)) {
    writeAuthToken(result.data.token);
    api.dispatch(sessionRefreshed({ user: result.data.user }));
    return { data: result.data };
  }
  // The server refused the session (4xx): it is over. A network failure or a server error says
  // nothing about the session, so the token stays and the next request tries again.
  const error: FetchBaseQueryError = result.error ?? {
    status: 'CUSTOM_ERROR',
    error: PROCESS_ERROR_MESSAGE,
  };
  if (typeof error.status === 'number' && error.status >= 400 && error.status < 500) {
    removeAuthToken();
    api.dispatch(sessionEnded());
  }
  return { error };
}

// Renews the access token from the refresh cookie (also how the Google sign-in completes).
export function refreshSession(api: BaseQueryApi): Promise<RefreshResult> {
  refreshInFlight ??= runRefresh(api).finally(() => {
    refreshInFlight = null;
  });
  return refreshInFlight;
}

// Every call: wait for a refresh in flight; renew a token that has already expired before using
// it; on a 401 while a token is stored, refresh once and retry the call once.
const baseQueryWithReauth: typeof retryingBaseQuery = async (args, api, extraOptions) => {
  if (!mayRefresh(args)) return retryingBaseQuery(args, api, extraOptions);

  if (refreshInFlight) await refreshInFlight;
  const stored = readAuthToken();
  if (stored && isTokenExpired(stored)) await refreshSession(api);

  const sentToken = readAuthToken();
  const result = await retryingBaseQuery(args, api, extraOptions);
  if (result.error?.status !== 401 || !sentToken) return result;

  // Another call may have renewed the token while this one was on its way.
  const current = readAuthToken();
  if (current && current !== sentToken) return retryingBaseQuery(args, api, extraOptions);
  if (!current) return result;

  const refreshed = await refreshSession(api);
  return 'data' in refreshed ? retryingBaseQuery(args, api, extraOptions) : result;
};

// The one API slice of the app. Features add their endpoints with `api.injectEndpoints` in
// `features/<feature>/<feature>.api.ts`; an endpoint can opt out of retries with
// `extraOptions: { maxRetries: 0 }`.
export const api = createApi({
  reducerPath: 'api',
  baseQuery: baseQueryWithReauth,
  // docs/product.md §9: unused cached data is dropped after 5 minutes.
  keepUnusedDataFor: 300,
  // The signed-in user's account data (features/auth, features/settings).
  tagTypes: [
    'Me',
    'Business',
    'NotificationPreferences',
    'Sessions',
    'Subscription',
    'BillingHistory',
  ],
  endpoints: () => ({}),
});
