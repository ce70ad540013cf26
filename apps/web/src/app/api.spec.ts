import { authApi } from '@/features/auth/auth.api';
import { callsTo, fakeJwt, mockApi } from '@/test-utils/api-mock';
import { sampleUser } from '@/test-utils/fixtures';
import { jsonResponse } from '@/test-utils/render';

import { api, shouldRetry } from './api';
import { errorMessageOf } from './errors';
import { retryDelayMs } from './request-policy';
import { AUTH_TOKEN_KEY } from './auth-token';
import { makeStore } from './store';

describe(shouldRetry.name, () => {
  it('retries a network failure up to 2 more times', () => {
    const networkFailure = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
    expect([1, 2, 3].map((attempt) => shouldRetry(networkFailure, attempt))).toEqual([
      true,
      true,
      false,
    ]);
  });

  it('does not retry an answer from the server or a timeout', () => {
    expect(shouldRetry({ status: 500, data: null }, 1)).toBe(false);
    expect(shouldRetry({ status: 'TIMEOUT_ERROR', error: 'timed out' }, 1)).toBe(false);
  });

  it('lets an endpoint turn retries off', () => {
    expect(shouldRetry({ status: 'FETCH_ERROR', error: 'x' }, 1, 0)).toBe(false);
  });
});

describe(retryDelayMs.name, () => {
  it('waits 1 s before the first retry and 2 s before the second', () => {
    expect([retryDelayMs(1), retryDelayMs(2)]).toEqual([1000, 2000]);
  });
});

describe('the base query with silent refresh', () => {
  const probeApi = api.injectEndpoints({
    endpoints: (build) => ({
      probe: build.query<{ ok: true }, string>({ query: (path) => path }),
    }),
  });
  const probe = (store: ReturnType<typeof makeStore>, path: string) =>
    store.dispatch(probeApi.endpoints.probe.initiate(path, { forceRefetch: true }));

  const grant = (token: string) => jsonResponse(200, { token, user: sampleUser });
  const authorizationOf = (request: Request) => request.headers.get('authorization');

  afterEach(() => window.localStorage.clear());

  it('refreshes once on a 401 and retries the call with the new token', async () => {
    const oldToken = fakeJwt(300, 'old');
    const newToken = fakeJwt(300, 'new');
    window.localStorage.setItem(AUTH_TOKEN_KEY, oldToken);
    const fetchMock = mockApi({
      'GET /api/data': (request) =>
        authorizationOf(request) === `Bearer ${newToken}`
          ? jsonResponse(200, { ok: true })
          : jsonResponse(401, { error: 'Unauthorized' }),
      'POST /api/auth/refresh': grant(newToken),
    });
    const store = makeStore();

    const result = await probe(store, '/data');

    expect(result.data).toEqual({ ok: true });
    expect(callsTo(fetchMock, 'POST /api/auth/refresh')).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET /api/data').map(authorizationOf)).toEqual([
      `Bearer ${oldToken}`,
      `Bearer ${newToken}`,
    ]);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe(newToken);
    expect(store.getState().auth.user).toEqual(sampleUser);
  });

  it('refreshes only once when several calls get a 401 together', async () => {
    const newToken = fakeJwt(300, 'new');
    window.localStorage.setItem(AUTH_TOKEN_KEY, fakeJwt(300, 'old'));
    const fetchMock = mockApi({
      'GET /api/a': (request) =>
        jsonResponse(authorizationOf(request) === `Bearer ${newToken}` ? 200 : 401, { ok: true }),
      'GET /api/b': (request) =>
        jsonResponse(authorizationOf(request) === `Bearer ${newToken}` ? 200 : 401, { ok: true }),
      'POST /api/auth/refresh': async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return grant(newToken);
      },
    });
    const store = makeStore();

    const results = await Promise.all([probe(store, '/a'), probe(store, '/b')]);

    expect(results.map((result) => result.data)).toEqual([{ ok: true }, { ok: true }]);
    expect(callsTo(fetchMock, 'POST /api/auth/refresh')).toHaveLength(1);
  });

  it('signs out when the session cannot be refreshed, and does not retry', async () => {
    window.localStorage.setItem(AUTH_TOKEN_KEY, fakeJwt(300));
    const fetchMock = mockApi({
      'GET /api/data': jsonResponse(401, { error: 'Unauthorized' }),
      'POST /api/auth/refresh': jsonResponse(401, { error: 'Unauthorized' }),
    });
    const store = makeStore();

    const result = await probe(store, '/data');

    expect(result.error).toMatchObject({ status: 401 });
    expect(callsTo(fetchMock, 'GET /api/data')).toHaveLength(1);
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBeNull();
    expect(store.getState().auth).toMatchObject({ user: null, status: 'signedOut' });
  });

  it('keeps the token when the refresh could not reach the server', async () => {
    const token = fakeJwt(300);
    window.localStorage.setItem(AUTH_TOKEN_KEY, token);
    mockApi({
      'GET /api/data': jsonResponse(401, { error: 'Unauthorized' }),
      'POST /api/auth/refresh': () => Promise.reject(new TypeError('Failed to fetch')),
    });

    const result = await probe(makeStore(), '/data');

    expect(result.error).toMatchObject({ status: 401 });
    expect(window.localStorage.getItem(AUTH_TOKEN_KEY)).toBe(token);
  });

  it('never refreshes for a signed-out visitor or a wrong password', async () => {
    const fetchMock = mockApi({
      'GET /api/data': jsonResponse(401, { error: 'Unauthorized' }),
      'POST /api/auth/login': jsonResponse(401, { error: 'Invalid email or password' }),
    });
    await probe(makeStore(), '/data');

    window.localStorage.setItem(AUTH_TOKEN_KEY, fakeJwt(300));
    const store = makeStore();
    await store.dispatch(
      authApi.endpoints.login.initiate({ email: 'a@b.co', password: 'x', rememberMe: false }),
    );

    expect(callsTo(fetchMock, 'POST /api/auth/refresh')).toHaveLength(0);
  });

  it('renews an expired token before using it', async () => {
    const newToken = fakeJwt(300, 'new');
    window.localStorage.setItem(AUTH_TOKEN_KEY, fakeJwt(-60, 'expired'));
    const fetchMock = mockApi({
      'GET /api/data': jsonResponse(200, { ok: true }),
      'POST /api/auth/refresh': grant(newToken),
    });

    await probe(makeStore(), '/data');

    expect(fetchMock.mock.calls.map(([request]) => new URL(request.url).pathname)).toEqual([
      '/api/auth/refresh',
      '/api/data',
    ]);
    expect(authorizationOf(callsTo(fetchMock, 'GET /api/data')[0]!)).toBe(`Bearer ${newToken}`);
  });
});

describe('an answer the browser cannot handle', () => {
  const probeApi = api.injectEndpoints({
    endpoints: (build) => ({
      readable: build.query<{ ok: true }, string>({ query: (path) => path }),
    }),
  });
  const messageFor = async (answer: Response) => {
    mockApi({ 'GET /api/data': answer });
    const result = await makeStore().dispatch(
      probeApi.endpoints.readable.initiate('/data', { forceRefetch: true }),
    );
    return errorMessageOf(result.error);
  };
  const answer = (status: number, contentType: string, body: string) =>
    new Response(body, { status, headers: { 'content-type': contentType } });

  it('says a success whose body is not JSON cannot be processed', async () => {
    expect(
      await messageFor(answer(200, 'text/html', '<!doctype html><title>Nearbly</title>')),
    ).toBe('Failed to process server response.');
  });

  it('says a JSON body that does not parse cannot be processed, whatever the status', async () => {
    expect(await messageFor(answer(200, 'application/json', '{"ok": tru'))).toBe(
      'Failed to process server response.',
    );
    expect(await messageFor(answer(400, 'application/json; charset=utf-8', '{"error":'))).toBe(
      'Failed to process server response.',
    );
  });

  it('still quotes an error page that is not JSON', async () => {
    expect(await messageFor(answer(502, 'text/html', '<html>Bad gateway</html>'))).toBe(
      'Server returned invalid JSON: <html>Bad gateway</html>',
    );
  });
});
