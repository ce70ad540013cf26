import { randomUUID } from 'node:crypto';
import {
  bffEntry,
  freePort,
  queryRows,
  randomClientIp,
  readJson,
  startProcess,
  systemForSuite,
  testDatabaseUrl,
  waitFor,
  type TRunningProcess,
} from '@app/test-support';

// What changes in production, and the health reports' cost: the system in test mode, plus two
// more BFF processes of it started with NODE_ENV=production (one with API_DOCS=on).
describe('production switches and health reports', () => {
  const prefix = 'nearbly_test_production';
  const system = systemForSuite({ databasePrefix: prefix });
  const production: { plain?: { url: string; process: TRunningProcess }; withDocs?: { url: string; process: TRunningProcess } } = {};

  const startProductionBff = async (extra: Record<string, string> = {}) => {
    const port = await freePort();
    const running = startProcess(`bff-production-${port}`, bffEntry(), {
      NODE_ENV: 'production',
      DATABASE_PREFIX: prefix,
      PORT: String(port),
      METRICS_PORT: String(await freePort()),
      HTTP_HOST: '127.0.0.1',
      DEVICE_COOKIE_SECRET: randomUUID() + randomUUID(),
      ...extra,
    });
    const url = `http://127.0.0.1:${port}`;
    await waitFor(`a production BFF on ${port}`, async () => {
      if (running.child.exitCode !== null) throw new Error(`exited early:\n${running.output()}`);
      return (await fetch(`${url}/api/health/live`)).status === 200 ? true : undefined;
    });
    return { url, process: running };
  };

  beforeAll(async () => {
    production.plain = await startProductionBff();
    production.withDocs = await startProductionBff({ API_DOCS: 'on' });
  }, 120_000);

  afterAll(async () => {
    await production.plain?.process.stop();
    await production.withDocs?.process.stop();
  });

  const get = (base: string | undefined, path: string, ip = randomClientIp()) => fetch(`${base ?? ''}${path}`, { headers: { 'x-forwarded-for': ip } });

  it('has no dev mailbox route in production', async () => {
    expect((await get(system.baseUrl, '/api/dev/mailbox?to=a@example.com')).status).toBe(200);
    const missing = await get(production.plain?.url, '/api/dev/mailbox?to=a@example.com');
    expect(missing.status).toBe(404);
    expect(await readJson(missing)).toEqual({ error: 'Cannot GET /api/dev/mailbox?to=a@example.com' });
  });

  it('serves the OpenAPI UI in production only with API_DOCS=on', async () => {
    expect((await get(system.baseUrl, '/api/docs/openapi.json')).status).toBe(200);
    expect((await get(production.plain?.url, '/api/docs')).status).toBe(404);
    expect((await get(production.plain?.url, '/api/docs/openapi.json')).status).toBe(404);
    const docs = await get(production.withDocs?.url, '/api/docs/openapi.json');
    expect(docs.status).toBe(200);
    expect(Object.keys((await readJson(docs)).paths as Record<string, unknown>)).toContain('/api/auth/login');
  });

  // Health-check calls the BFF has made over Kafka, and sessions opened on the `postgres` database.
  const healthCalls = async () => {
    const text = await (await fetch(`http://127.0.0.1:${system.bffMetricsPort}/metrics`)).text();
    return [...text.matchAll(/^nearbly_rpc_request_duration_seconds_count\{[^}]*topic="\w+\.health"[^}]*\} (\d+)/gm)].reduce((sum, match) => sum + Number(match[1]), 0);
  };
  const postgresSessions = async () =>
    Number((await queryRows<{ sessions: string }>(testDatabaseUrl('auth', prefix), "SELECT sessions::text FROM pg_stat_database WHERE datname = 'postgres'"))[0]?.sessions);

  it('answers both health reports from the background snapshot: no database connection or Kafka call per request', async () => {
    const [callsBefore, sessionsBefore] = [await healthCalls(), await postgresSessions()];
    const started = Date.now();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, index) => get(system.baseUrl, index % 2 === 0 ? '/api/health' : '/api/integrations/status').then(readJson)),
    );
    const seconds = (Date.now() - started) / 1000;
    expect(answers.every((answer) => answer.status === 'ok')).toBe(true);
    // The snapshot is refreshed every 5 s (five services each): at most a refresh or two here.
    expect(new Set(answers.map((answer) => answer.checkedAt)).size).toBeLessThanOrEqual(2);
    expect((await healthCalls()) - callsBefore).toBeLessThanOrEqual(5 * (2 + Math.ceil(seconds / 5)));
    // The probe keeps its connection: 40 reports open none (the test's own two reads count).
    expect((await postgresSessions()) - sessionsBefore).toBeLessThanOrEqual(3);
  });

  it('rate-limits the health reports per address', async () => {
    const ip = randomClientIp();
    const statuses = [];
    for (let request = 0; request < 61; request += 1) statuses.push((await get(system.baseUrl, request % 2 === 0 ? '/api/health' : '/api/integrations/status', ip)).status);
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
    const limited = await get(system.baseUrl, '/api/health', ip);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    expect((await readJson(limited)).error).toMatch(/^Too many health checks/);
    // Another address, and the liveness probe, are not affected.
    expect((await get(system.baseUrl, '/api/health')).status).toBe(200);
    expect((await get(system.baseUrl, '/api/health/live', ip)).status).toBe(200);
  });
});
