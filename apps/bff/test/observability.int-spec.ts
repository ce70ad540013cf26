import { randomUUID } from 'node:crypto';
import { SERVICE_NAMES } from '@app/contracts';
import { queryRows, readJson, systemForSuite, testDatabaseUrl, waitFor } from '@app/test-support';

type TLogLine = Record<string, unknown> & { correlationId?: string; msg?: string };

// pino writes one JSON object a line; anything else in the output (a stack trace) is skipped.
const logLines = (output: string): TLogLine[] =>
  output.split('\n').flatMap((line) => {
    if (!line.startsWith('{')) return [];
    try {
      return [JSON.parse(line) as TLogLine];
    } catch {
      return [];
    }
  });

// The system as processes: one correlation id from the HTTP header through Kafka into the
// service's logs, and a Prometheus endpoint on every process.
describe('observability over the running system', () => {
  const prefix = 'nearbly_test_observability';
  const system = systemForSuite({ databasePrefix: prefix, logLevel: 'info' });

  it('carries the caller’s correlation id into the BFF’s and the auth service’s log lines', async () => {
    const correlationId = `obs-${randomUUID()}`;
    const response = await fetch(`${system.baseUrl}/api/auth/signup`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-correlation-id': correlationId, 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.7` },
      body: JSON.stringify({
        firstName: 'Ann',
        lastName: 'Baker',
        email: `owner-${randomUUID()}@example.com`,
        password: 'Corner-Bean-2026!',
        businessName: 'Corner Cafe',
        businessType: 'cafe',
        businessAddress: '12 Main St, Austin, TX 78701',
      }),
    });
    expect(response.headers.get('x-correlation-id')).toBe(correlationId);
    const status = response.status;

    const bffLines = await waitFor('the BFF to log the request', () => {
      const lines = logLines(system.processes.get('bff')!.output()).filter((line) => line.correlationId === correlationId);
      return Promise.resolve(lines.length > 0 ? lines : undefined);
    }, 10_000);
    expect(bffLines.some((line) => (line.req as { url?: string } | undefined)?.url === '/api/auth/signup')).toBe(true);

    const authLines = await waitFor('the auth service to log the signup', () => {
      const lines = logLines(system.processes.get('auth')!.output()).filter((line) => line.correlationId === correlationId);
      return Promise.resolve(lines.length > 0 ? lines : undefined);
    }, 10_000);
    expect(status).toBe(201);
    expect(authLines.map((line) => line.msg)).toContain('Account created');
    // The auth.user.registered event written in that request carries the id in its envelope.
    const events = await queryRows(testDatabaseUrl('auth', prefix), "SELECT topic FROM outbox_events WHERE payload->>'correlationId' = $1", [correlationId]);
    expect(events).toEqual([{ topic: 'auth.user.registered' }]);
  });

  it('answers Prometheus text on its metrics port with HTTP and request/reply latencies, and never on the public origin', async () => {
    const publicOrigin = await fetch(`${system.baseUrl}/api/metrics`);
    expect(publicOrigin.status).toBe(404);
    expect((await readJson(publicOrigin)).error).toEqual(expect.any(String));
    const metricsUrl = `http://127.0.0.1:${system.bffMetricsPort}/metrics`;
    const response = await fetch(metricsUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
    const text = await response.text();
    expect(text).toContain('process_resident_memory_bytes');
    expect(text).toMatch(/nearbly_http_request_duration_seconds_count\{method="POST",route="\/api\/auth\/signup",status="\d{3}"\} [1-9]/);
    expect(text).toMatch(/nearbly_rpc_request_duration_seconds_count\{service="auth",topic="auth\.signup",outcome="(ok|error)"\} [1-9]/);
    expect(text).toContain('# TYPE nearbly_rpc_timeouts_total counter');
    // Raw URLs never become labels.
    const missing = `/api/no-such-thing/${randomUUID()}`;
    expect((await fetch(`${system.baseUrl}${missing}`)).status).toBe(404);
    const after = await (await fetch(metricsUrl)).text();
    expect(after).toMatch(/route="[^"]*",status="404"\} [1-9]/);
    expect(after).not.toContain(missing);
  });

  it('answers /metrics on each service’s HTTP port, with handler durations and outbox series', async () => {
    for (const service of SERVICE_NAMES) {
      const response = await fetch(`http://127.0.0.1:${system.servicePorts[service]}/metrics`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/plain;.*version=0\.0\.4/);
      const text = await response.text();
      expect(text).toContain('nodejs_heap_size_used_bytes');
      expect(text).toContain('# TYPE nearbly_outbox_events_pending gauge');
      // The BFF's health monitor asks every service over Kafka every few seconds.
      expect(text).toMatch(new RegExp(`nearbly_kafka_handler_duration_seconds_count\\{topic="${service}\\.health",outcome="ok"\\} [1-9]`));
      // How far its request group is behind, per topic, read from the broker.
      expect(text).toMatch(new RegExp(`nearbly_kafka_consumer_lag\\{group="${service}\\.requests",topic="${service}\\.health"\\} \\d+`));
    }
    const auth = await (await fetch(`http://127.0.0.1:${system.servicePorts.auth}/metrics`)).text();
    expect(auth).toMatch(/nearbly_kafka_handler_duration_seconds_count\{topic="auth\.signup",outcome="ok"\} [1-9]/);
    expect(await readJson(await fetch(`http://127.0.0.1:${system.servicePorts.auth}/health`))).toMatchObject({ service: 'auth' });
  });
});
