import { ApiUser, fuzzCases, queryRows, readJson, systemForSuite, testDatabaseUrl, type TFuzzCase, type TOpenApi } from '@app/test-support';

// Bad input for every endpoint of the BFF's own OpenAPI document, anonymous and signed in:
// every answer is a 4xx with a JSON `error` (never a 5xx or a stack trace), the processes stay
// up, and nothing invalid reaches a database.
describe('bad input against every endpoint', () => {
  const prefix = 'nearbly_test_fuzz';
  const system = systemForSuite({ databasePrefix: prefix, bffEnv: { LOGIN_MAX_FAILURES_PER_IP: '100000', LOGIN_MAX_FAILURES_PER_ACCOUNT: '100000' } });

  const send = (user: ApiUser, fuzz: TFuzzCase) =>
    fetch(`${system.baseUrl}${fuzz.path}`, {
      method: fuzz.method,
      headers: {
        ...(fuzz.contentType ? { 'content-type': fuzz.contentType } : {}),
        ...(user.token ? { authorization: `Bearer ${user.token}` } : {}),
        'x-forwarded-for': user.ip,
      },
      body: fuzz.body,
    });

  it('answers every generated bad request with a clear 4xx JSON error', async () => {
    const doc = (await readJson(await fetch(`${system.baseUrl}/api/docs/openapi.json`))) as TOpenApi;
    // Valid-plus-extra bodies would sign the fuzzing user out or delete it half-way.
    const destructive = (method: string, path: string) => method === 'DELETE' || /logout|revoke|2fa|reset-password/.test(path);
    // A valid checkout reaches Stripe, not configured here: it answers 503 by design (docs/product.md §8).
    const needsStripe = (_method: string, path: string) => path.startsWith('/api/stripe/');
    // Likewise a valid Google connect: without a Google client (or the sandbox) it answers 503.
    const needsGoogle = (_method: string, path: string) => path === '/api/google/connect';
    const cases = fuzzCases(doc, { skipValidBody: (method, path) => destructive(method, path) || needsStripe(method, path) || needsGoogle(method, path) });
    const anonymous = new ApiUser(system.baseUrl);
    const owner = new ApiUser(system.baseUrl);
    await owner.signUp({ businessName: 'Fuzz Cafe' });

    const failures: string[] = [];
    let sent = 0;
    const queue = cases.flatMap((fuzz) => [anonymous, owner].map((user) => ({ fuzz, user })));
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const { fuzz, user } = next;
        const response = await send(user, fuzz);
        sent += 1;
        const text = await response.text();
        const label = `${fuzz.method} ${fuzz.path.slice(0, 80)} [${fuzz.name}] ${user === owner ? 'signed in' : 'anonymous'} → ${response.status}`;
        if (response.status >= 500) failures.push(`${label}: ${text.slice(0, 200)}`);
        else if (response.status < 400 && !fuzz.mayPass) failures.push(`${label}: accepted`);
        else if (response.status >= 400) {
          let body: { error?: unknown } | undefined;
          try {
            body = JSON.parse(text) as { error?: unknown };
          } catch {
            failures.push(`${label}: not JSON: ${text.slice(0, 100)}`);
            continue;
          }
          if (typeof body.error !== 'string' || body.error.length === 0) failures.push(`${label}: no error message`);
        }
        if (/\bat \S+ \(|node_modules|\.ts:\d+/.test(text)) failures.push(`${label}: leaks a stack trace`);
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    console.log(`fuzz: ${sent} requests from ${cases.length} generated cases over ${Object.keys(doc.paths).length} paths`);
    expect(failures).toEqual([]);
    expect(sent).toBeGreaterThan(500);

    for (const running of system.processes.values()) expect(running.child.exitCode).toBeNull();
    expect((await fetch(`${system.baseUrl}/api/health`)).status).toBe(200);
    expect(Object.getPrototypeOf({}).polluted).toBeUndefined();
  });

  it('stored no invalid email address anywhere', async () => {
    const email = /^[^\s@<>'"]+@[^\s@<>'"]+\.[a-z]{2,}$/;
    const newsletter = await queryRows<{ email: string }>(testDatabaseUrl('chat', prefix), 'SELECT email FROM newsletter_subscriptions');
    const users = await queryRows<{ email: string }>(testDatabaseUrl('auth', prefix), 'SELECT email FROM users');
    expect([...newsletter, ...users].map((row) => row.email).filter((value) => !email.test(value))).toEqual([]);
  });

  it('closes CORS to other origins', async () => {
    const preflight = await fetch(`${system.baseUrl}/api/auth/login`, {
      method: 'OPTIONS',
      headers: { origin: 'http://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await fetch(`${system.baseUrl}/api/health`, { headers: { origin: 'http://evil.example' } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });
});
