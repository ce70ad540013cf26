import { readAuthToken } from '@/app/auth-token';
import { PROCESS_ERROR_MESSAGE } from '@/app/errors';
import { NETWORK_RETRIES, REQUEST_TIMEOUT_MS, retryDelayMs } from '@/app/request-policy';

// The public pages' calls to the BFF without the app's store (the landing page carries no Redux),
// with the app's request policy (app/request-policy.ts): the session token when there is one, no
// caching, a 30 s timeout, and a failure to reach the server retried twice (after 1 s, then 2 s).
// Anything but a 2xx rejects with the BFF's `error` message when it sent one; an answer that
// cannot be read (a 2xx that is not JSON, or a body that says it is JSON and does not parse)
// rejects with docs/product.md §8's 'Failed to process server response.'.
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    // True when the server answered but its answer could not be handled.
    readonly unprocessable = false,
  ) {
    super(message);
    this.name = 'PublicApiError';
  }
}

const unprocessableResponse = (status: number): PublicApiError =>
  new PublicApiError(status, PROCESS_ERROR_MESSAGE, true);

export const isUnprocessableResponse = (error: unknown): boolean =>
  error instanceof PublicApiError && error.unprocessable;

const JSON_CONTENT_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;
const NOT_JSON = Symbol('not JSON');

// The body as JSON, null when empty, NOT_JSON when it does not parse.
async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return NOT_JSON;
  }
}

export type PublicApiInit = { method?: string; body?: unknown };

function requestOf(path: string, init: PublicApiInit): Request {
  const headers = new Headers({ Accept: 'application/json', 'Cache-Control': 'no-cache' });
  const token = readAuthToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (init.body !== undefined) headers.set('Content-Type', 'application/json');
  return new Request(`/api${path}`, {
    method: init.method ?? 'GET',
    credentials: 'same-origin',
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function publicApi<T>(path: string, init: PublicApiInit = {}): Promise<T> {
  let response: Response;
  for (let attempt = 1; ; attempt += 1) {
    try {
      response = await fetch(requestOf(path, init));
      break;
    } catch (error) {
      // A timeout is final; only a failure to reach the server is tried again.
      if ((error as Error).name === 'TimeoutError' || attempt > NETWORK_RETRIES) throw error;
      await wait(retryDelayMs(attempt));
    }
  }
  let payload: unknown;
  try {
    payload = await bodyOf(response);
  } catch (error) {
    // The body was cut off (or timed out) while it was being read.
    if ((error as Error).name === 'TimeoutError') throw error;
    throw unprocessableResponse(response.status);
  }
  if (
    payload === NOT_JSON &&
    (response.ok || JSON_CONTENT_TYPE.test(response.headers.get('content-type') ?? ''))
  ) {
    throw unprocessableResponse(response.status);
  }
  if (!response.ok) {
    const message =
      payload !== null &&
      typeof payload === 'object' &&
      'error' in payload &&
      typeof payload.error === 'string'
        ? payload.error
        : `HTTP ${response.status}`;
    throw new PublicApiError(response.status, message);
  }
  return payload as T;
}
