import { jsonResponse } from './render';

// A fake BFF for component tests: answers by "METHOD /path" (query string ignored), records every
// request, and says 404 to anything it was not told about.
export type RouteHandler = (request: Request) => Response | Promise<Response>;
export type FetchMock = jest.Mock<Promise<Response>, [Request]>;

export function mockApi(handlers: Record<string, RouteHandler | Response>): FetchMock {
  const fetchMock: FetchMock = jest.fn(async (request: Request) => {
    const { pathname } = new URL(request.url);
    const handler = handlers[`${request.method} ${pathname}`];
    if (handler === undefined) return jsonResponse(404, { error: `No mock for ${pathname}` });
    return typeof handler === 'function' ? handler(request) : handler.clone();
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}

// The requests sent to one "METHOD /path".
export const callsTo = (fetchMock: FetchMock, route: string): Request[] =>
  fetchMock.mock.calls
    .map(([request]) => request)
    .filter((request) => `${request.method} ${new URL(request.url).pathname}` === route);

// A JWT whose payload holds `exp` (seconds); header and signature are never checked client side.
export function fakeJwt(expiresInSeconds: number, id = 'session'): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + expiresInSeconds;
  return `${encode({ alg: 'EdDSA', typ: 'JWT' })}.${encode({ sub: id, exp })}.signature`;
}
