import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import { queryRows, readJson, systemForSuite, testDatabaseUrl } from '@app/test-support';

// TRUST_PROXY with a real proxy hop: a small HTTP proxy on 127.0.0.1 that connects to the BFF
// from 127.0.0.2 and appends the address its client connected from to X-Forwarded-For (as nginx's
// $proxy_add_x_forwarded_for does). The BFF trusts 127.0.0.2/32 only. Clients connect from
// addresses of their own in 127.0.0.0/8 (all of it is loopback on Linux), random per run so
// rate-limit counters in the shared Redis do not carry over from an earlier run.
describe('client addresses behind a trusted proxy', () => {
  const prefix = 'nearbly_test_client_address';
  const authDb = testDatabaseUrl('auth', prefix);
  const PASSWORD = 'Corner-Shop-2026!';
  const system = systemForSuite({
    databasePrefix: prefix,
    bffEnv: { TRUST_PROXY: '127.0.0.2/32', LOGIN_MAX_FAILURES_PER_ACCOUNT_AND_IP: '3', LOGIN_MAX_FAILURES_PER_IP: '50', LOGIN_MAX_FAILURES_PER_ACCOUNT: '50' },
  });
  let proxy: Server;
  let proxyPort = 0;

  beforeAll(async () => {
    const target = new URL(system.baseUrl);
    proxy = createServer((incoming, outgoing) => {
      const forwarded = [incoming.headers['x-forwarded-for'], incoming.socket.remoteAddress].filter(Boolean).join(', ');
      const upstream = httpRequest(
        { host: target.hostname, port: target.port, localAddress: '127.0.0.2', method: incoming.method, path: incoming.url, headers: { ...incoming.headers, 'x-forwarded-for': forwarded } },
        (answer) => {
          outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(outgoing);
        },
      );
      upstream.on('error', () => outgoing.destroy());
      incoming.pipe(upstream);
    });
    proxy.listen(0, '127.0.0.1');
    await once(proxy, 'listening');
    const address = proxy.address();
    proxyPort = typeof address === 'object' && address ? address.port : 0;
  }, 150_000);

  afterAll(async () => {
    proxy?.closeAllConnections();
    proxy?.close();
    if (proxy) await once(proxy, 'close');
  });

  const randomLoopback = () => `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 256)}.${1 + Math.floor(Math.random() * 254)}`;

  type TAnswer = { status: number; headers: IncomingHttpHeaders; body: unknown };

  // One HTTP request from `from` (a local address) to `port`, with the given headers.
  const send = (port: number, from: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    new Promise<TAnswer>((resolve, reject) => {
      const payload = body === undefined ? undefined : JSON.stringify(body);
      const outgoing = httpRequest(
        { host: '127.0.0.1', port, localAddress: from, method, path, headers: { ...(payload ? { 'content-type': 'application/json' } : {}), ...headers } },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body: text ? (JSON.parse(text) as unknown) : undefined });
          });
        },
      );
      outgoing.on('error', reject);
      outgoing.end(payload);
    });
  const viaProxy = (from: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) => send(proxyPort, from, method, path, body, headers);
  const direct = (from: string, method: string, path: string, body?: unknown, headers?: Record<string, string>) =>
    send(Number(new URL(system.baseUrl).port), from, method, path, body, headers);

  const newOwner = async () => {
    const email = `owner-${randomUUID()}@example.com`;
    const signup = await fetch(`${system.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ firstName: 'Ann', lastName: 'Baker', email, password: PASSWORD, businessName: 'Corner Cafe', businessType: 'cafe', businessAddress: '12 Main St, Austin, TX 78701' }),
    });
    expect(signup.status).toBe(201);
    return { email, userId: (await readJson(signup)).user.id as string };
  };
  const wrongGuess = (email: string) => ({ email, password: 'Wrong-Password-1!' });

  it('limits each client behind the proxy by its own address, not the proxy’s', async () => {
    const { email } = await newOwner();
    const [first, second] = [randomLoopback(), randomLoopback()];
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await viaProxy(first, 'POST', '/api/auth/login', wrongGuess(email))).status);
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Another client of the same proxy is another address: its tries are its own.
    expect((await viaProxy(second, 'POST', '/api/auth/login', wrongGuess(email))).status).toBe(401);
    // A client cannot pass for someone else by sending its own X-Forwarded-For to the proxy:
    // the BFF takes the address the proxy saw.
    expect((await viaProxy(first, 'POST', '/api/auth/login', wrongGuess(email), { 'x-forwarded-for': randomLoopback() })).status).toBe(429);
  });

  it('records the client’s address for its session, through the proxy', async () => {
    const { email, userId } = await newOwner();
    const client = randomLoopback();
    const login = await viaProxy(client, 'POST', '/api/auth/login', { email, password: PASSWORD });
    expect(login.status).toBe(200);
    const sessions = await viaProxy(client, 'GET', '/api/auth/sessions', undefined, { authorization: `Bearer ${(login.body as { token: string }).token}` });
    expect(sessions.status).toBe(200);
    expect(sessions.body).toEqual({ sessions: expect.arrayContaining([expect.objectContaining({ current: true, location: 'Local network' })]) });
    const rows = await queryRows<{ ip: string }>(authDb, 'SELECT ip FROM sessions WHERE user_id = $1 ORDER BY created_at DESC LIMIT 1', [userId]);
    expect(rows).toEqual([{ ip: client }]);
  });

  it('ignores X-Forwarded-For from a client that connects directly', async () => {
    const { email } = await newOwner();
    const client = randomLoopback();
    // A different spoofed address on every guess changes nothing: the limit follows the socket.
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await direct(client, 'POST', '/api/auth/login', wrongGuess(email), { 'x-forwarded-for': randomLoopback() })).status);
    }
    expect(statuses).toEqual([401, 401, 401, 429]);
    // Nor does a session record the spoofed address (a public one would show as an unknown location).
    const other = await newOwner();
    const login = await direct(client, 'POST', '/api/auth/login', { email: other.email, password: PASSWORD }, { 'x-forwarded-for': '8.8.8.8' });
    expect(login.status).toBe(200);
    const sessions = await direct(client, 'GET', '/api/auth/sessions', undefined, { authorization: `Bearer ${(login.body as { token: string }).token}` });
    expect((sessions.body as { sessions: { location: string }[] }).sessions.map((session) => session.location)).toEqual(['Local network', 'Local network']);
    const rows = await queryRows<{ ip: string }>(authDb, 'SELECT ip FROM sessions WHERE user_id = $1 ORDER BY created_at', [other.userId]);
    expect(rows.map((row) => row.ip)).toEqual(['127.0.0.1', client]);
  });
});
