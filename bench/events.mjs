// Review events benchmark (issue 9): BENCH_EVENTS (10,000) `reviews.review.received` events pushed
// through Kafka into the reviews service and its BullMQ worker (local reply generator), as fast as
// the producer can send them; a twentieth of them delivered twice (at-least-once). Prints events/s
// (sent → every suggestion stored), p50/p99 time from an event's send to its stored suggestion,
// and how many reviews were lost or duplicated, and the CPU of one event in each process during the
// burst. BENCH_WORKER=apart runs the BullMQ worker in its own process (worker.js, the service with
// SUGGESTION_WORKER=off) instead of inside the service. BENCH_REVIEWS_FILLFACTOR=N sets the reviews
// table's fillfactor after the migrations, to compare one against another; the burst prints the
// share of review updates PostgreSQL made in place (HOT).
import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import contracts from '@app/contracts';
import testSupport from '@app/test-support';
import { brokerPid, cpuMsOf, cpuMsOfNamed, CpuMeter, ownCpuMs } from './lib/cpu.mjs';
import { percentile } from './lib/stats.mjs';

const {
  dropDatabase,
  queryRows,
  serviceEntry,
  skipConsumerBacklog,
  startProcess,
  testDatabaseUrl,
  waitFor,
  freePort,
} = testSupport;
const { BusinessUpdated, eventOf, ReviewReceived, UserDeleted, UserRegistered } = contracts;
const EVENTS = Number(process.env.BENCH_EVENTS ?? 10_000);
const BUSINESSES = 50;
const BATCH = 500;
const prefix = 'nearbly_test_bench_events';
const databaseUrl = testDatabaseUrl('reviews', prefix);
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const WORKER_APART = process.env.BENCH_WORKER === 'apart';
const FILLFACTOR = process.env.BENCH_REVIEWS_FILLFACTOR;
if (
  FILLFACTOR &&
  !(/^\d+$/.test(FILLFACTOR) && Number(FILLFACTOR) >= 10 && Number(FILLFACTOR) <= 100)
) {
  throw new Error('BENCH_REVIEWS_FILLFACTOR must be a whole number from 10 to 100');
}

// A review event in its envelope, built and checked by the contract (an event that drifted from it
// would fail here instead of timing the dead-letter path).
const reviewEventOf = (businessId, index) => {
  const number = Number(String(index).replace(/\D/g, ''));
  return eventOf(
    ReviewReceived,
    {
      businessId,
      externalId: typeof index === 'string' ? index : `bench-${index}`,
      platform: ['Google', 'Yelp', 'Facebook', 'TripAdvisor'][number % 4],
      reviewerName: `Guest ${index}`,
      rating: 1 + (number % 5),
      reviewText: 'The oat milk latte was lovely but the wait was long on Saturday morning.',
      reviewDate: new Date().toISOString(),
    },
    { actor: { businessId } },
  );
};

// One produce of a batch of review events, keyed by business (a shop's events stay in order on
// one partition), acknowledged by every in-sync replica.
const sendEvents = (producer, batch) =>
  producer.send({
    topic: ReviewReceived.topic,
    acks: -1,
    messages: batch.map((event) => ({
      key: event.payload.businessId,
      value: JSON.stringify(event),
    })),
  });

const startReviews = async () => {
  await dropDatabase(databaseUrl);
  const common = { DATABASE_PREFIX: prefix, LOG_LEVEL: 'warn', OPENAI_API_KEY: '' };
  const migrate = startProcess('reviews-migrate', serviceEntry('reviews', 'migrate.js'), common);
  if ((await migrate.exited) !== 0) throw new Error(`migrating failed:\n${migrate.output()}`);
  if (FILLFACTOR)
    await queryRows(databaseUrl, `ALTER TABLE reviews SET (fillfactor = ${FILLFACTOR})`);
  await skipConsumerBacklog(
    'reviews',
    [ReviewReceived, UserRegistered, UserDeleted, BusinessUpdated].map(({ topic }) => topic),
  );
  const port = await freePort();
  const service = startProcess('reviews', serviceEntry('reviews'), {
    ...common,
    PORT: String(port),
    HTTP_HOST: '127.0.0.1',
    SUGGESTION_WORKER: WORKER_APART ? 'off' : 'on',
  });
  const worker = WORKER_APART
    ? startProcess('reviews-worker', serviceEntry('reviews', 'worker.js'), common)
    : undefined;
  await waitFor('the reviews service', async () => {
    if (service.child.exitCode !== null) throw new Error(`reviews exited:\n${service.output()}`);
    const response = await fetch(`http://127.0.0.1:${port}/health`);
    return response.ok ? true : undefined;
  });
  return { service, worker };
};

const main = async () => {
  const { service, worker } = await startReviews();
  const broker = brokerPid();
  const meter = new CpuMeter({
    reviews: () => cpuMsOf(service.child.pid),
    ...(worker ? { 'reviews worker': () => cpuMsOf(worker.child.pid) } : {}),
    postgres: () => cpuMsOfNamed('postgres'),
    redis: () => cpuMsOfNamed('redis-server'),
    'kafka broker': () => cpuMsOf(broker),
    'bench (producer)': ownCpuMs,
  });
  const producer = new Kafka({
    clientId: 'bench-events',
    brokers,
    logLevel: logLevel.NOTHING,
  }).producer({ allowAutoTopicCreation: false });
  await producer.connect();
  try {
    const businesses = Array.from({ length: BUSINESSES }, () => randomUUID());
    const events = Array.from({ length: EVENTS }, (_, index) =>
      reviewEventOf(businesses[index % BUSINESSES], index),
    );
    const redelivered = events.filter((_, index) => index % 20 === 0);
    const sentAt = new Map();
    meter.start();
    const started = performance.now();
    const startedAt = Date.now();
    const all = [...events, ...redelivered];
    for (let start = 0; start < all.length; start += BATCH) {
      const batch = all.slice(start, start + BATCH);
      await sendEvents(producer, batch);
      const now = Date.now();
      for (const event of batch)
        if (!sentAt.has(event.payload.externalId)) sentAt.set(event.payload.externalId, now);
    }
    const sentSeconds = (performance.now() - started) / 1000;
    await waitFor(
      'every suggestion',
      async () => {
        const [row] = await queryRows(
          databaseUrl,
          'SELECT count(*)::int AS n FROM review_suggestions',
        );
        return row.n >= EVENTS ? true : undefined;
      },
      Number(process.env.BENCH_TIMEOUT_SECONDS ?? 900) * 1000,
    ).catch((error) => console.error(`${error.message}; reporting what was stored`));
    const seconds = (performance.now() - started) / 1000;
    meter.stop();
    const rows = await queryRows(
      databaseUrl,
      `SELECT r.external_id, (SELECT count(*)::int FROM review_suggestions s WHERE s.review_id = r.id) AS suggestions,
              (SELECT min(s.created_at) FROM review_suggestions s WHERE s.review_id = r.id) AS stored_at
       FROM reviews r`,
    );
    const byExternal = new Map();
    for (const row of rows)
      byExternal.set(row.external_id, [...(byExternal.get(row.external_id) ?? []), row]);
    const latencies = rows
      .filter((row) => row.stored_at)
      .map((row) => new Date(row.stored_at).getTime() - sentAt.get(row.external_id))
      .sort((a, b) => a - b);
    const lost = events.filter(
      (event) =>
        !(byExternal.get(event.payload.externalId) ?? []).some((row) => row.suggestions > 0),
    ).length;
    const duplicated =
      rows.length -
      byExternal.size +
      rows.reduce((sum, row) => sum + Math.max(0, row.suggestions - 1), 0);
    const workerWhere = WORKER_APART ? 'worker in its own process' : 'worker inside the service';
    console.log(
      `\nReview events, ${EVENTS} events (+${redelivered.length} redelivered) over ${BUSINESSES} businesses, local generator, ${workerWhere}, ${new Date(startedAt).toISOString()}`,
    );
    console.table([
      {
        'events/s': Math.round(EVENTS / seconds),
        'sent in s': sentSeconds.toFixed(1),
        'all stored in s': seconds.toFixed(1),
        'p50 ms': percentile(latencies, 50),
        'p99 ms': percentile(latencies, 99),
        lost,
        duplicated,
      },
    ]);
    console.log('CPU of one event during the burst, µs per process (utime+stime ÷ events):');
    console.table([meter.perUnit(EVENTS)]);
    const [table] = await queryRows(
      databaseUrl,
      "SELECT s.n_tup_upd::int AS updates, s.n_tup_hot_upd::int AS hot, c.reloptions AS options, pg_size_pretty(pg_relation_size(s.relid)) AS size FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = 'reviews'",
    );
    const share = table.updates ? `${Math.round((100 * table.hot) / table.updates)}%` : 'none';
    console.log(
      `Review updates done in place (HOT): ${share} of the ${table.updates} PostgreSQL has counted so far (reviews: ${table.size}, ${table.options?.join(', ') ?? 'default options'})`,
    );
    await paced(producer, businesses);
  } finally {
    await producer.disconnect();
    await service.stop();
    await worker?.stop();
    await dropDatabase(databaseUrl);
  }
};

// A steady 500 events/s for 20 s (BENCH_PACED_RATE, BENCH_PACED_SECONDS), in sends every 20 ms:
// how long from an event's send until its suggestion is stored, when the pipeline is not flooded.
const paced = async (producer, businesses) => {
  const rate = Number(process.env.BENCH_PACED_RATE ?? 500);
  const seconds = Number(process.env.BENCH_PACED_SECONDS ?? 20);
  const tickMs = 20;
  const perTick = Math.max(1, Math.round((rate * tickMs) / 1000));
  const sentAt = new Map();
  const started = performance.now();
  let index = 0;
  for (let tick = 0; tick < (seconds * 1000) / tickMs; tick += 1) {
    const due = started + tick * tickMs;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const batch = Array.from({ length: perTick }, () =>
      reviewEventOf(businesses[index % BUSINESSES], `paced-${(index += 1)}`),
    );
    const now = Date.now();
    await sendEvents(producer, batch);
    for (const event of batch) sentAt.set(event.payload.externalId, now);
  }
  const sentSeconds = (performance.now() - started) / 1000;
  await waitFor(
    'every paced suggestion',
    async () => {
      const [row] = await queryRows(
        databaseUrl,
        "SELECT count(*)::int AS n FROM review_suggestions s JOIN reviews r ON r.id = s.review_id WHERE r.external_id LIKE 'paced-%'",
      );
      return row.n >= sentAt.size ? true : undefined;
    },
    Number(process.env.BENCH_TIMEOUT_SECONDS ?? 900) * 1000,
  ).catch((error) => console.error(`${error.message}; reporting what was stored`));
  const rows = await queryRows(
    databaseUrl,
    "SELECT r.external_id, min(s.created_at) AS stored_at FROM reviews r JOIN review_suggestions s ON s.review_id = r.id WHERE r.external_id LIKE 'paced-%' GROUP BY r.external_id",
  );
  const latencies = rows
    .map((row) => new Date(row.stored_at).getTime() - sentAt.get(row.external_id))
    .sort((a, b) => a - b);
  console.log(
    `\nPaced: ${sentAt.size} events at ${rate}/s for ${seconds} s (sent in ${sentSeconds.toFixed(1)} s): send → suggestion stored`,
  );
  console.table([
    {
      'p50 ms': percentile(latencies, 50),
      'p99 ms': percentile(latencies, 99),
      'max ms': latencies.at(-1),
      lost: sentAt.size - rows.length,
    },
  ]);
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
