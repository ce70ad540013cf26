import { randomUUID } from 'node:crypto';
import {
  ApiUser,
  OWNER_SIGNUP,
  queryRows,
  readJson,
  startKafka,
  startPostgres,
  startRedis,
  startSystem,
  stopKafka,
  stopPostgres,
  stopRedis,
  testDatabaseUrl,
  waitFor,
  type TSystem,
} from '@app/test-support';

// Issue 3, faults: the Kafka broker, PostgreSQL and Redis each stopped and started again under a
// running system. While one is away the API answers clearly and quickly; afterwards every process
// reconnects by itself (none is restarted) and no write the API accepted is lost.
describe('the system through infrastructure restarts', () => {
  const prefix = 'nearbly_test_faults';
  const chatDb = testDatabaseUrl('chat', prefix);
  const accepted: string[] = [];
  let system: TSystem;
  let owner: ApiUser;

  beforeAll(async () => {
    system = await startSystem({ databasePrefix: prefix });
    owner = new ApiUser(system.baseUrl);
    await owner.signUp({ businessName: 'Fault Cafe' });
  }, 150_000);

  afterAll(async () => {
    // Whatever happened, leave the machine's servers running for the next suite.
    await startPostgres().catch(() => undefined);
    await startRedis().catch(() => undefined);
    await startKafka().catch(() => undefined);
    await system?.stop();
  }, 180_000);

  const subscribe = async () => {
    const email = `fault-${randomUUID()}@example.com`;
    const started = Date.now();
    const response = await fetch(`${system.baseUrl}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    if (response.status === 200) accepted.push(email);
    return { status: response.status, body: await readJson(response), ms: Date.now() - started };
  };

  const recovered = (what: string) =>
    waitFor(
      `${what}: the system to answer again`,
      async () => {
        const [newsletter, me] = await Promise.all([subscribe(), owner.request('GET', '/api/auth/me')]);
        return newsletter.status === 200 && me.status === 200 ? true : undefined;
      },
      90_000,
    );

  const noProcessRestarted = () => {
    const exited = [...system.processes.values()]
      .filter((running) => running.child.exitCode !== null)
      .map((running) => `${running.name} exited ${running.child.exitCode}: ${running.output().slice(-1500)}`);
    expect(exited).toEqual([]);
  };

  it('answers 503 quickly while Kafka is down, and recovers by itself when it returns', async () => {
    expect((await subscribe()).status).toBe(200);
    await stopKafka();
    try {
      const during = await subscribe();
      expect(during.status).toBe(503);
      expect(during.body.error).toEqual(expect.any(String));
      expect(during.ms).toBeLessThan(5_000);
      expect((await fetch(`${system.baseUrl}/api/health/live`)).status).toBe(200);
    } finally {
      await startKafka();
    }
    await recovered('Kafka');
    noProcessRestarted();
  }, 240_000);

  it('refuses sign-in checks clearly while Redis is down, keeps counting other limits per process, and recovers', async () => {
    await stopRedis();
    try {
      const during = await owner.request('GET', '/api/auth/me');
      expect(during.status).toBe(503);
      expect((await readJson(during)).error).toMatch(/temporarily unavailable/);
      // Sign-in limits cannot be kept without Redis: sign-in is refused, never left unlimited.
      const login = await new ApiUser(system.baseUrl).request('POST', '/api/auth/login', { email: 'owner@example.com', password: 'Wrong-Password-1!' });
      expect(login.status).toBe(503);
      expect((await readJson(login)).error).toBe('Sign-in is temporarily unavailable. Please try again in a moment.');
      // The contact form's limit (5 per 10 minutes) is counted in the BFF's memory meanwhile.
      const visitor = new ApiUser(system.baseUrl);
      const contact = () =>
        visitor.request('POST', '/api/contact/submit', { name: 'Ann', email: 'ann@example.com', business: 'Cafe', type: 'support', subject: 'Hello', message: 'A question while Redis is down' });
      for (let message = 0; message < 5; message += 1) expect((await contact()).status).not.toBe(429);
      expect((await contact()).status).toBe(429);
      // Nor can the per-address limits and daily budgets of sign-up and the newsletter: refused too.
      const reader = new ApiUser(system.baseUrl);
      for (const refused of [
        await reader.request('POST', '/api/newsletter/subscribe', { email: 'reader@example.com', businessType: 'cafe' }),
        await reader.request('POST', '/api/auth/signup', { ...OWNER_SIGNUP, email: 'new-owner@example.com' }),
      ]) {
        expect(refused.status).toBe(503);
        expect((await readJson(refused)).error).toBe('This is temporarily unavailable. Please try again in a moment.');
      }
    } finally {
      await startRedis();
    }
    await recovered('Redis');
    noProcessRestarted();
  }, 180_000);

  it('answers clearly while PostgreSQL is down, and recovers when it returns', async () => {
    await stopPostgres();
    try {
      const during = await subscribe();
      expect(during.status).toBe(503);
      expect(during.body.error).toBe('This part of Nearbly is temporarily unavailable. Please try again in a moment.');
      expect(JSON.stringify(during.body)).not.toMatch(/ECONNREFUSED|stack|at \//);
      expect(during.ms).toBeLessThan(5_000);
    } finally {
      await startPostgres();
    }
    await recovered('PostgreSQL');
    noProcessRestarted();
  }, 180_000);

  it('lost no write the API accepted', async () => {
    const rows = await queryRows<{ email: string }>(chatDb, 'SELECT email FROM newsletter_subscriptions WHERE email = ANY($1)', [accepted]);
    expect(rows.map((row) => row.email).sort()).toEqual([...accepted].sort());
    expect(accepted.length).toBeGreaterThanOrEqual(4);
  });
});
