import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { eventOf, ReviewReceived } from '@app/contracts';
import { ApiUser, queryRows, readJson, startSystem, testDatabaseUrl, waitFor, type TSystem } from '@app/test-support';

// Issue 18, faults of the Kafka transport, with the whole system as processes: a service killed
// with requests and events in flight, and a second BFF replica joining and leaving the BFFs'
// reply group under load. A caller always gets its own answer or a clear 503 before its deadline.
describe('the Kafka transport through process faults', () => {
  const prefix = 'nearbly_test_transport_faults';
  const reviewsDb = testDatabaseUrl('reviews', prefix);
  // The BFF's RPC_TIMEOUT_MS default: a call's deadline. The HTTP answer also holds the BFF's own
  // work before and after the call (token check, Redis), slow on this shared two-core machine.
  const DEADLINE_MS = 4_000;
  const MARGIN_MS = 3_000;
  let system: TSystem;

  beforeAll(async () => {
    system = await startSystem({ databasePrefix: prefix });
  }, 180_000);

  afterAll(async () => {
    await system?.stop();
  }, 60_000);

  const owners = async (count: number): Promise<{ user: ApiUser; email: string }[]> =>
    Promise.all(
      Array.from({ length: count }, async () => {
        const user = new ApiUser(system.baseUrl);
        const email = `transport-${randomUUID()}@example.com`;
        await user.signUp({ email });
        return { user, email };
      }),
    );

  // GET /api/auth/me through a given BFF as the owner: the status, whose email came back, how long it took.
  const me = async (baseUrl: string, owner: { user: ApiUser }) => {
    const started = Date.now();
    try {
      const response = await fetch(`${baseUrl}/api/auth/me`, {
        headers: { authorization: `Bearer ${owner.user.token}`, 'x-forwarded-for': owner.user.ip },
      });
      const body = await readJson(response);
      return { status: response.status, email: (body as { user?: { email?: string } }).user?.email, ms: Date.now() - started };
    } catch {
      // The replica is gone (connection refused): a load balancer would have routed elsewhere.
      return { status: 0, email: undefined, ms: Date.now() - started };
    }
  };

  it('answers every one of 200 requests in flight when their service is killed: its own reply or a 503 before the deadline', async () => {
    const [owner] = await owners(1);
    expect((await me(system.baseUrl, owner!)).status).toBe(200);
    const inFlight = Array.from({ length: 200 }, () => me(system.baseUrl, owner!));
    // SIGKILL: no goodbye to the group, no reply for what it was handling.
    await system.processes.get('auth')!.stop('SIGKILL');
    const results = await Promise.all(inFlight);
    expect(results.filter((result) => result.status !== 200 && result.status !== 503)).toEqual([]);
    expect(results.filter((result) => result.status === 200 && result.email !== owner!.email)).toEqual([]);
    expect(Math.max(...results.map((result) => result.ms))).toBeLessThan(DEADLINE_MS + MARGIN_MS);
    // The kill landed while requests were waiting for auth, or this test proved nothing.
    expect(results.filter((result) => result.status === 503).length).toBeGreaterThan(0);

    await system.restartService('auth');
    await waitFor('auth to answer again', async () => ((await me(system.baseUrl, owner!)).status === 200 ? true : undefined), 60_000);
  }, 180_000);

  it('processes the events in flight exactly once after their consumer is killed and restarted', async () => {
    const businessId = randomUUID();
    const events = Array.from({ length: 400 }, (_, index) =>
      eventOf(
        ReviewReceived,
        {
          businessId,
          externalId: `fault-${index}`,
          platform: 'Google',
          reviewerName: `Guest ${index}`,
          rating: 1 + (index % 5),
          reviewText: 'Lovely flat white, slow on a Saturday.',
          reviewDate: new Date().toISOString(),
        },
        { actor: { businessId } },
      ),
    );
    const producer = new Kafka({ clientId: 'transport-faults', brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logLevel: logLevel.NOTHING }).producer();
    await producer.connect();
    try {
      // One event at a time per send, so the consumer is busy with the first while the rest arrive.
      for (const event of events) await producer.send({ topic: ReviewReceived.topic, messages: [{ key: businessId, value: JSON.stringify(event) }] });
    } finally {
      await producer.disconnect();
    }
    const storedCount = async () => (await queryRows<{ n: number }>(reviewsDb, 'SELECT count(*)::int AS n FROM reviews WHERE business_id = $1', [businessId]))[0]?.n ?? 0;
    await waitFor('some reviews stored', async () => ((await storedCount()) > 0 ? true : undefined), 60_000);
    await system.processes.get('reviews')!.stop('SIGKILL');
    await system.restartService('reviews');

    await waitFor('every review and its suggestion', async () => {
      const [row] = await queryRows<{ reviews: number; suggestions: number }>(
        reviewsDb,
        `SELECT (SELECT count(*)::int FROM reviews WHERE business_id = $1) AS reviews,
                (SELECT count(*)::int FROM review_suggestions WHERE business_id = $1) AS suggestions`,
        [businessId],
      );
      return row?.reviews === events.length && row.suggestions === events.length ? true : undefined;
    }, 120_000);
    // Each event recorded as processed once, and each review once with one suggestion.
    const ids = events.map((event) => event.id);
    expect(await queryRows(reviewsDb, 'SELECT count(*)::int AS n FROM processed_events WHERE id = ANY($1::uuid[])', [ids])).toEqual([{ n: events.length }]);
    expect(await queryRows(reviewsDb, 'SELECT count(DISTINCT external_id)::int AS n FROM reviews WHERE business_id = $1', [businessId])).toEqual([{ n: events.length }]);
    expect(await queryRows(reviewsDb, "SELECT count(*)::int AS n FROM reviews WHERE business_id = $1 AND suggestion_status <> 'ready'", [businessId])).toEqual([{ n: 0 }]);
  }, 300_000);

  it('never hands a reply to the wrong caller while a second BFF replica joins and leaves under load', async () => {
    const people = await owners(12);
    const results: { bff: string; status: number; ok: boolean; ms: number }[] = [];
    let running = true;
    const targets: { name: string; baseUrl: string }[] = [{ name: 'bff', baseUrl: system.baseUrl }];
    const load = async () => {
      while (running) {
        const owner = people[Math.floor(Math.random() * people.length)]!;
        const target = targets[Math.floor(Math.random() * targets.length)]!;
        const result = await me(target.baseUrl, owner);
        if (result.status !== 0) results.push({ bff: target.name, status: result.status, ok: result.status !== 200 || result.email === owner.email, ms: result.ms });
      }
    };
    const workers = Array.from({ length: 16 }, () => load());
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      const second = await system.addBff('bff-2');
      targets.push({ name: 'bff-2', baseUrl: second.baseUrl });
      await waitFor('the second replica to answer under load', () => Promise.resolve(results.some((result) => result.bff === 'bff-2' && result.status === 200) ? true : undefined), 30_000);
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      // It leaves the way a rollout removes a pod, then another one dies without a goodbye.
      targets.pop();
      await second.remove('SIGTERM');
      const third = await system.addBff('bff-3');
      targets.push({ name: 'bff-3', baseUrl: third.baseUrl });
      await new Promise((resolve) => setTimeout(resolve, 3_000));
      targets.pop();
      await third.remove('SIGKILL');
      await new Promise((resolve) => setTimeout(resolve, 3_000));
    } finally {
      running = false;
      await Promise.all(workers);
    }
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.filter((result) => result.status !== 200 && result.status !== 503)).toEqual([]);
    expect(results.filter((result) => result.ms >= DEADLINE_MS + MARGIN_MS)).toEqual([]);
    // The first replica kept answering throughout: its home partition stayed its own.
    const first = results.filter((result) => result.bff === 'bff');
    expect(first.filter((result) => result.status === 200).length / first.length).toBeGreaterThan(0.95);
  }, 300_000);
});
