// The scheduled grid-scan sweep (every RANK_SWEEP_INTERVAL_MS, 15 minutes by default, in the
// analysis service's `grid-scans` worker) over many shops: `BENCH_SHOPS` (2,000) open shops with
// a kept plan and `BENCH_KEYWORDS` (3) tracked keywords each, every keyword already scanned today,
// which is what all but one sweep a day find. The service runs as its own process; each sweep is a
// job added to its queue as the job scheduler adds it. Prints the seconds from the job's add to its
// completion (`BENCH_SWEEPS` runs, 5) and the PostgreSQL statements one sweep costs
// (pg_stat_database's commits for the service's database, read after the statistics are flushed).
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import testSupport from '@app/test-support';
import { openServiceQueue, startAnalysis } from './lib/analysis.mjs';
import { median } from './lib/stats.mjs';

const { dropDatabase, queryRows, testDatabaseUrl } = testSupport;
const SHOPS = Number(process.env.BENCH_SHOPS ?? 2_000);
const KEYWORDS = Number(process.env.BENCH_KEYWORDS ?? 3);
const SWEEPS = Number(process.env.BENCH_SWEEPS ?? 5);
const prefix = 'nearbly_test_bench_sweep';
const databaseUrl = testDatabaseUrl('analysis', prefix);
const database = new URL(databaseUrl).pathname.slice(1);
const TIME_ZONE = 'America/Chicago';
// Open all day, every day, so every shop passes the opening-hours test whenever the bench runs.
const HOURS = JSON.stringify(
  ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'].map((day) => ({
    day,
    opens: '00:00',
    closes: '23:59',
  })),
);

// Commits of the service's database so far; PostgreSQL flushes a backend's counts when it has been
// idle for up to 10 s, so the caller waits that long first.
const commits = async () => {
  await sleep(11_000);
  const [row] = await queryRows(
    databaseUrl,
    `SELECT xact_commit::bigint AS n FROM pg_stat_database WHERE datname = $1`,
    [database],
  );
  return Number(row?.n ?? 0);
};

const seed = async () => {
  const ids = Array.from({ length: SHOPS }, () => randomUUID());
  await queryRows(
    databaseUrl,
    `INSERT INTO businesses (id, user_id, name, type, city, timezone, plan_name, keyword_limit, competitor_limit,
       rank_check_frequency, subscription_changed_at, last_scheduled_check_at, updated_at)
     SELECT id, gen_random_uuid(), 'Bench Cafe ' || n, 'cafe', 'Austin', $2, 'Growing Local', 100, 10, 'daily', now(), now(), now()
     FROM unnest($1::uuid[]) WITH ORDINALITY AS b(id, n)`,
    [ids, TIME_ZONE],
  );
  await queryRows(
    databaseUrl,
    `INSERT INTO listings (business_id, hours, categories, photos_count, updated_at) SELECT id, $2::jsonb, '{cafe}', 0, now() FROM unnest($1::uuid[]) AS b(id)`,
    [ids, HOURS],
  );
  await queryRows(
    databaseUrl,
    `INSERT INTO tracked_keywords (id, business_id, keyword, normalized)
     SELECT gen_random_uuid(), id, 'bench keyword ' || k, 'bench keyword ' || k FROM unnest($1::uuid[]) AS b(id), generate_series(1, $2::int) AS k`,
    [ids, KEYWORDS],
  );
  // Each keyword's scheduled scan of today (the shop's day): nothing is due.
  await queryRows(
    databaseUrl,
    `INSERT INTO grid_scans (id, business_id, keyword, normalized, grid_size, radius_km, center_lat, center_lng, zoom, status,
       source, origin, target_name, scheduled_on)
     SELECT gen_random_uuid(), business_id, keyword, normalized, 3, 1, 30.2672, -97.7431, 15, 'done', 'simulated', 'scheduled', 'Bench Cafe',
       (now() AT TIME ZONE $1)::date
     FROM tracked_keywords`,
    [TIME_ZONE],
  );
};

const main = async () => {
  await dropDatabase(databaseUrl);
  const common = {
    DATABASE_PREFIX: prefix,
    LOG_LEVEL: 'warn',
    // Only the sweeps this bench adds run while it measures.
    RANK_SWEEP_INTERVAL_MS: '86400000',
    INSIGHTS_SWEEP_INTERVAL_MS: '86400000',
  };
  const service = await startAnalysis(common);
  const { queue, events, close } = await openServiceQueue('grid-scans', databaseUrl, {
    events: true,
  });
  try {
    await seed();
    const sweep = async () => {
      const started = performance.now();
      const job = await queue.add('sweep', {});
      await job.waitUntilFinished(events, 120_000);
      return (performance.now() - started) / 1000;
    };
    // One sweep first: the service's first reads (Prisma's query compiler, the pool) are not timed.
    await sweep();
    const before = await commits();
    const seconds = [];
    for (let run = 0; run < SWEEPS; run += 1) seconds.push(await sweep());
    const statements = ((await commits()) - before) / SWEEPS;
    const [created] = await queryRows(
      databaseUrl,
      `SELECT count(*)::int AS n FROM grid_scans WHERE status = 'queued'`,
    );
    console.log(
      `scheduled-scan sweep over ${SHOPS.toLocaleString('en')} open shops × ${KEYWORDS} keywords (none due): ` +
        `median ${median(seconds).toFixed(3)} s (runs ${seconds.map((s) => s.toFixed(3)).join(', ')}), ` +
        `about ${Math.round(statements).toLocaleString('en')} PostgreSQL statements a sweep, ${created?.n} scans created ` +
        `(load average ${loadavg()[0].toFixed(1)})`,
    );
  } finally {
    await close();
    await service.stop();
    await dropDatabase(databaseUrl);
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
