// The scheduled rank-check sweep (every RANK_SWEEP_INTERVAL_MS, 15 minutes by default, in the
// analysis service's `rank-checks` worker) on the sweep of the day that finds every shop due:
// `BENCH_SHOPS` (2,000) shops on a daily plan with `BENCH_KEYWORDS` (3) tracked keywords each, all
// last scheduled two days ago, all in one timezone whose clock is past the local hour the checks
// start. Each keyword already has today's position, so the checks the sweep queues find nothing to
// look up and only their own reads are left (the bench times the sweep, not the rank provider).
// The service runs as its own process; each run is a sweep job added to its queue as the job
// scheduler adds it. Prints, over `BENCH_SWEEPS` runs (5), the median seconds from the job's add to
// its completion (every shop marked and its check queued) and to the last queued check finished.
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
const prefix = 'nearbly_test_bench_rank_sweep';
const databaseUrl = testDatabaseUrl('analysis', prefix);

// A timezone whose clock now reads between 07:00 and 21:00, so the shops are due whenever the bench
// runs (the checks start at 06:00 local) and the local day does not turn during the runs.
const localHour = (timeZone) =>
  Number(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(
      new Date(),
    ),
  );
const TIME_ZONE = ['America/Chicago', 'Europe/London', 'Asia/Tokyo', 'Pacific/Honolulu'].find(
  (zone) => localHour(zone) >= 7 && localHour(zone) < 21,
);

const seed = async () => {
  const ids = Array.from({ length: SHOPS }, () => randomUUID());
  await queryRows(
    databaseUrl,
    `INSERT INTO businesses (id, user_id, name, type, city, timezone, plan_name, keyword_limit, competitor_limit,
       rank_check_frequency, subscription_changed_at, updated_at)
     SELECT id, gen_random_uuid(), 'Bench Cafe ' || n, 'cafe', 'Austin', $2, 'Growing Local', 100, 10, 'daily', now(), now()
     FROM unnest($1::uuid[]) WITH ORDINALITY AS b(id, n)`,
    [ids, TIME_ZONE],
  );
  await queryRows(
    databaseUrl,
    `INSERT INTO tracked_keywords (id, business_id, keyword, normalized)
     SELECT gen_random_uuid(), id, 'bench keyword ' || k, 'bench keyword ' || k FROM unnest($1::uuid[]) AS b(id), generate_series(1, $2::int) AS k`,
    [ids, KEYWORDS],
  );
  // Today's position of every keyword (the shops' day).
  await queryRows(
    databaseUrl,
    `INSERT INTO rank_checks (id, business_id, keyword_id, checked_on, position, status, provider)
     SELECT gen_random_uuid(), business_id, id, (now() AT TIME ZONE $1)::date, 5, 'ok', 'simulated' FROM tracked_keywords`,
    [TIME_ZONE],
  );
};

const main = async () => {
  if (!TIME_ZONE) throw new Error('no listed timezone is between 07:00 and 21:00 now');
  await dropDatabase(databaseUrl);
  const service = await startAnalysis({
    DATABASE_PREFIX: prefix,
    LOG_LEVEL: 'warn',
    // Only the sweeps this bench adds run while it measures.
    RANK_SWEEP_INTERVAL_MS: '86400000',
    INSIGHTS_SWEEP_INTERVAL_MS: '86400000',
  });
  const { queue, events, close } = await openServiceQueue('rank-checks', databaseUrl, {
    events: true,
  });
  try {
    await seed();
    // Every shop due again, and the previous run's checks gone (their ids are per shop and day).
    const reset = async () => {
      await queryRows(
        databaseUrl,
        `UPDATE businesses SET last_scheduled_check_at = now() - interval '2 days'`,
      );
      await queue.clean(0, 100_000, 'completed');
    };
    const drained = async () => {
      for (;;) {
        const counts = await queue.getJobCounts(
          'waiting',
          'active',
          'delayed',
          'prioritized',
          'failed',
        );
        if (counts.failed > 0) throw new Error(`${counts.failed} rank-check jobs failed`);
        // One delayed job stays: the scheduler's next sweep, a day away.
        if (counts.waiting + counts.active + counts.prioritized === 0 && counts.delayed <= 1)
          return;
        await sleep(20);
      }
    };
    const sweep = async () => {
      await reset();
      const started = performance.now();
      const job = await queue.add('sweep', {});
      await job.waitUntilFinished(events, 300_000);
      const swept = (performance.now() - started) / 1000;
      await drained();
      const [marked] = await queryRows(
        databaseUrl,
        `SELECT count(*)::int AS n FROM businesses WHERE last_scheduled_check_at > now() - interval '1 hour'`,
      );
      if (marked?.n !== SHOPS) throw new Error(`the sweep marked ${marked?.n} of ${SHOPS} shops`);
      return { swept, checked: (performance.now() - started) / 1000 };
    };
    // One sweep first: the service's first reads (Prisma's query compiler, the pool) are not timed.
    await sweep();
    const runs = [];
    for (let run = 0; run < SWEEPS; run += 1) runs.push(await sweep());
    const seconds = (key) => runs.map((run) => run[key]);
    const list = (values) => values.map((value) => value.toFixed(3)).join(', ');
    console.log(
      `scheduled rank-check sweep, ${SHOPS.toLocaleString('en')} shops due × ${KEYWORDS} keywords (${TIME_ZONE}): ` +
        `median ${median(seconds('swept')).toFixed(3)} s to every shop marked and its check queued (runs ${list(seconds('swept'))}), ` +
        `median ${median(seconds('checked')).toFixed(3)} s to the last check done (runs ${list(seconds('checked'))}) ` +
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
