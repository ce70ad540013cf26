import { createApi, fetchBaseQuery, retry } from '@reduxjs/toolkit/query/react';

// SPEC §4: the session token lives in local storage under this key.
export const AUTH_TOKEN_KEY = 'auth_token';

// SPEC §7/§9: every call times out after 30 s; a network failure is retried up to 2 more times,
// waiting 1 s and then 2 s.
export const REQUEST_TIMEOUT_MS = 30_000;
export const NETWORK_RETRIES = 2;
export const RETRY_STEP_MS = 1_000;

export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); then the visitor is simply signed out.
    return null;
  }
}

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

// Wait before retry number `attempt` (1-based): 1 s, then 2 s.
export const retryDelayMs = (attempt: number): number => attempt * RETRY_STEP_MS;

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

const baseQuery = fetchBaseQuery({
  baseUrl: '/api',
  timeout: REQUEST_TIMEOUT_MS,
  prepareHeaders: (headers) => {
    const token = readAuthToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    headers.set('Cache-Control', 'no-cache');
    return headers;
  },
});

// The one API slice of the app. Features add their endpoints with `api.injectEndpoints` in
// `features/<feature>/<feature>.api.ts`; an endpoint can opt out of retries with
// `extraOptions: { maxRetries: 0 }`.
export const api = createApi({
  reducerPath: 'api',
  baseQuery: retry(baseQuery, {
    retryCondition: (error, _args, { attempt, extraOptions }) => {
      // extraOptions is undefined for an endpoint that sets none, whatever its type says.
      const options = extraOptions as { maxRetries?: number } | undefined;
      return shouldRetry(error, attempt, options?.maxRetries ?? NETWORK_RETRIES);
    },
    backoff: waitBeforeRetry,
  }),
  // SPEC §9: unused cached data is dropped after 5 minutes.
  keepUnusedDataFor: 300,
  tagTypes: [],
  endpoints: () => ({}),
});
