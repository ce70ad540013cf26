// The reviews service's repair sweep (every minute, in every worker): the query that finds reviews
// still waiting for a suggestion, oldest first, on a reviews table of BENCH_REVIEWS rows (200,000)
// of which BENCH_PENDING (100) are pending. Measured on the migrated schema (no index serves it: a
// full scan), then with a candidate partial index on the pending reviews, then without it again:
// PostgreSQL's own execution time (EXPLAIN ANALYZE, median of 20), the plan it chose and the shared
// buffers it read. The table is written straight into a scratch database. The index is not in the
// schema because it costs the review events more than it saves here (bench/README.md).
import { join } from 'node:path';
import serviceKit from '@app/service-kit';
import testSupport from '@app/test-support';
import { median } from './lib/stats.mjs';

const { migrateDatabase } = serviceKit;
const { dropDatabase, queryRows, REPO_ROOT, testDatabaseUrl } = testSupport;
const REVIEWS = Number(process.env.BENCH_REVIEWS ?? 200_000);
const PENDING = Number(process.env.BENCH_PENDING ?? 100);
const RUNS = 20;
// Keyed on created_at, which no update changes, so only updates of suggestion_status lose HOT.
const INDEX = 'reviews_pending_suggestion_idx';
const CANDIDATE_INDEX = `CREATE INDEX "${INDEX}" ON "reviews"("created_at") WHERE "suggestion_status" = 'pending'`;
const databaseUrl = testDatabaseUrl('reviews', 'nearbly_test_bench_repair');

// The query SuggestionsRepository.waitingForSuggestion sends (one minute old, at most 1,000).
const SWEEP = `SELECT "id", "business_id", "suggestion_generation" FROM "reviews"
  WHERE "suggestion_status" = 'pending' AND "updated_at" < now() - interval '1 minute'
  ORDER BY "updated_at" ASC LIMIT 1000`;

// The node that reads the table: the scan under the sort and the limit.
const scanOf = (node) => (node.Plans?.length ? scanOf(node.Plans[0]) : node);

const measure = async (label) => {
  await queryRows(databaseUrl, 'ANALYZE "reviews"');
  const runs = [];
  for (let run = 0; run < RUNS; run += 1) {
    const [row] = await queryRows(databaseUrl, `EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${SWEEP}`);
    runs.push(row['QUERY PLAN'][0]);
  }
  const ms = median(runs.map((explained) => explained['Execution Time']));
  const last = runs.at(-1).Plan;
  const scan = scanOf(last);
  const plan = `${scan['Node Type']}${scan['Index Name'] ? ` on ${scan['Index Name']}` : ''}`;
  const buffers = last['Shared Hit Blocks'] + last['Shared Read Blocks'];
  console.log(
    `${label.padEnd(16)} ${ms.toFixed(3).padStart(8)} ms  ${String(buffers).padStart(6)} buffers  ${plan}`,
  );
  return ms;
};

const main = async () => {
  await dropDatabase(databaseUrl);
  await migrateDatabase(
    databaseUrl,
    join(REPO_ROOT, 'services', 'reviews', 'prisma', 'migrations'),
  );
  // 2,000 businesses; every review answered a day or more ago except the last PENDING, an hour old.
  await queryRows(
    databaseUrl,
    `INSERT INTO "reviews" ("id", "business_id", "external_id", "platform", "reviewer_name", "rating", "review_text",
       "review_date", "suggestion_status", "updated_at")
     SELECT gen_random_uuid(), ('00000000-0000-4000-8000-' || lpad((n % 2000)::text, 12, '0'))::uuid, 'r' || n, 'google',
       'Reviewer ' || n, 1 + n % 5, 'A review long enough to look like one people write about a neighbourhood cafe.',
       now() - (n || ' minutes')::interval,
       CASE WHEN n > $1 - $2 THEN 'pending' ELSE 'ready' END,
       CASE WHEN n > $1 - $2 THEN now() - interval '1 hour' ELSE now() - interval '1 day' - (n || ' seconds')::interval END
     FROM generate_series(1, $1) AS n`,
    [REVIEWS, PENDING],
  );
  const [{ count }] = await queryRows(
    databaseUrl,
    `SELECT count(*)::int AS count FROM "reviews" WHERE "suggestion_status" = 'pending'`,
  );
  console.log(
    `repair sweep: ${REVIEWS.toLocaleString('en')} reviews, ${count} pending; PostgreSQL execution time, median of ${RUNS}`,
  );
  const without = await measure('as migrated');
  await queryRows(databaseUrl, CANDIDATE_INDEX);
  const withIndex = await measure('with the index');
  await queryRows(databaseUrl, `DROP INDEX "${INDEX}"`);
  const again = await measure('without it again');
  // The faster of the two unindexed runs against the indexed one.
  console.log(`without ÷ with: ${(Math.min(without, again) / withIndex).toFixed(0)}×`);
  await dropDatabase(databaseUrl);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
