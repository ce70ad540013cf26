import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { Client } from 'pg';
import { queryRows, readJson, systemForSuite, testDatabaseUrl, waitFor } from '@app/test-support';

// The BFF and the five services as separate processes over the real Kafka, Postgres and Redis.
describe('BFF over the running system', () => {
  const prefix = 'nearbly_test_api';
  const chatDb = testDatabaseUrl('chat', prefix);
  // The BFF's wait for a reply (RPC_TIMEOUT_MS, 4 s by default), shortened so the test below can
  // tell that the setting is what a caller waits for.
  const rpcTimeoutMs = 2_500;
  const system = systemForSuite({ databasePrefix: prefix, bffEnv: { RPC_TIMEOUT_MS: String(rpcTimeoutMs) } });

  const post = (path: string, body: string, contentType = 'application/json') =>
    fetch(`${system.baseUrl}${path}`, { method: 'POST', headers: { 'content-type': contentType }, body });

  it('reports every service healthy over Kafka, and Postgres, Redis and Kafka reachable', async () => {
    const response = await fetch(`${system.baseUrl}/api/integrations/status`);
    const body = await readJson(response);
    expect(body.status).toBe('ok');
    for (const service of ['auth', 'reviews', 'billing', 'chat', 'analysis']) {
      expect(body.services[service]).toMatchObject({ status: 'ok', checks: { postgres: { ok: true }, redis: { ok: true } } });
    }
    expect(body.dependencies).toMatchObject({ postgres: { ok: true }, redis: { ok: true }, kafka: { ok: true } });
    expect(body.integrations.openai).toEqual({ configured: false });
    const health = await fetch(`${system.baseUrl}/api/health`);
    expect(health.status).toBe(200);
  });

  it('stores a newsletter sign-up in the chat database, once', async () => {
    const email = `reader-${randomUUID()}@example.com`;
    const first = await post('/api/newsletter/subscribe', JSON.stringify({ email, businessType: 'local-business' }));
    expect(first.status).toBe(200);
    expect(await readJson(first)).toEqual({ success: true, alreadySubscribed: false });
    const second = await post('/api/newsletter/subscribe', JSON.stringify({ email: email.toUpperCase(), businessType: 'local-business' }));
    expect(await readJson(second)).toEqual({ success: true, alreadySubscribed: true });
    expect(await queryRows(chatDb, 'SELECT email FROM newsletter_subscriptions WHERE email = $1', [email])).toHaveLength(1);
  });

  it.each([
    ['an invalid email', JSON.stringify({ email: 'nope' }), 'application/json', 400, 'Validation error'],
    ['a missing email', JSON.stringify({}), 'application/json', 400, 'Validation error'],
    ['malformed JSON', '{"email":', 'application/json', 400, 'Request body is not valid JSON'],
    ['a body over the size limit', JSON.stringify({ email: 'a'.repeat(200_000) }), 'application/json', 413, 'Request body is too large'],
  ])('answers %s with a JSON error and stores nothing', async (_case, body, contentType, status, error) => {
    const before = await queryRows(chatDb, 'SELECT count(*)::int AS n FROM newsletter_subscriptions');
    const response = await post('/api/newsletter/subscribe', body, contentType);
    expect(response.status).toBe(status);
    expect(await readJson(response)).toMatchObject({ error });
    expect(await queryRows(chatDb, 'SELECT count(*)::int AS n FROM newsletter_subscriptions')).toEqual(before);
  });

  it('lists each validation failure by field', async () => {
    const response = await post('/api/newsletter/subscribe', JSON.stringify({ email: 'nope', businessType: 42 }));
    const body = await readJson(response);
    expect(body.details).toEqual(
      expect.arrayContaining([
        { path: 'email', message: 'Please enter a valid email address' },
        expect.objectContaining({ path: 'businessType' }),
      ]),
    );
  });

  it('answers an unknown API path with a JSON 404, and serves the OpenAPI document', async () => {
    const missing = await fetch(`${system.baseUrl}/api/no-such-thing`);
    expect(missing.status).toBe(404);
    expect(await readJson(missing)).toEqual({ error: 'Cannot GET /api/no-such-thing' });
    const openapi = await readJson(await fetch(`${system.baseUrl}/api/docs/openapi.json`));
    expect(Object.keys(openapi.paths as Record<string, unknown>)).toEqual(expect.arrayContaining(['/api/health', '/api/integrations/status', '/api/newsletter/subscribe']));
  });

  it('sends security headers and a correlation id on every answer', async () => {
    const response = await fetch(`${system.baseUrl}/api/health`, { headers: { 'x-correlation-id': 'test-correlation-0001' } });
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-powered-by')).toBeNull();
    expect(response.headers.get('x-correlation-id')).toBe('test-correlation-0001');
  });

  it('answers 503 within RPC_TIMEOUT_MS while a service is down, and recovers when it returns', async () => {
    await system.processes.get('chat')!.stop('SIGKILL');
    const started = Date.now();
    const response = await post('/api/newsletter/subscribe', JSON.stringify({ email: `down-${randomUUID()}@example.com` }));
    expect(Date.now() - started).toBeGreaterThanOrEqual(rpcTimeoutMs);
    expect(Date.now() - started).toBeLessThan(rpcTimeoutMs + 1_300);
    expect(response.status).toBe(503);
    expect((await readJson(response)).error).toMatch(/chat service did not answer within 2.5 s/);
    // A read of a report older than 5 s refreshes it (unread, the background check runs only every
    // 30 s): polled, it shows chat down within a few seconds.
    const status = await waitFor('the health report to show chat down', async () => {
      const report = await readJson(await fetch(`${system.baseUrl}/api/integrations/status`));
      return report.services.chat.status === 'down' ? report : undefined;
    }, 10_000);
    expect(status.services.auth.status).toBe('ok');

    await system.restartService('chat');
    const email = `back-${randomUUID()}@example.com`;
    const ok = await waitFor('chat to answer again', async () => {
      const again = await post('/api/newsletter/subscribe', JSON.stringify({ email }));
      return again.status === 200 ? again : undefined;
    });
    expect(await readJson(ok)).toEqual({ success: true, alreadySubscribed: false });
  });

  it('finishes a request already in flight when told to stop (SIGTERM), and only then exits', async () => {
    // Hold the newsletter table so the chat service's write is provably in progress.
    const blocker = new Client({ connectionString: chatDb });
    await blocker.connect();
    await blocker.query('BEGIN');
    await blocker.query('LOCK TABLE newsletter_subscriptions IN ACCESS EXCLUSIVE MODE');
    const email = `draining-${randomUUID()}@example.com`;
    const inFlight = post('/api/newsletter/subscribe', JSON.stringify({ email }));
    await waitFor('the sign-up to be waiting on the table', async () =>
      (await queryRows(chatDb, "SELECT 1 FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'")).length > 0 ? true : undefined,
    5_000);

    const chat = system.processes.get('chat')!;
    chat.child.kill('SIGTERM');
    await sleep(700);
    expect(chat.child.exitCode === null && chat.child.signalCode === null).toBe(true);

    await blocker.query('COMMIT');
    await blocker.end();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await readJson(response)).toEqual({ success: true, alreadySubscribed: false });
    await chat.exited;
    expect(chat.output()).not.toMatch(/"level":(50|60)/);
    const stored = await queryRows(chatDb, 'SELECT email FROM newsletter_subscriptions WHERE email = $1', [email]);
    expect(stored).toHaveLength(1);

    await system.restartService('chat');
  });
});
