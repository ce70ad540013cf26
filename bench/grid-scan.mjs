// Geo-grid scan benchmark (issue 20): one 13×13 scan (169 lookups) run by the analysis service's
// `grid-scans` worker (as its own process) against the local fake SerpApi (Google Maps engine),
// from the job's enqueue to the scan marked done. Prints the time and lookups/s; the target is
// under 10 s. The scan and its business are written straight into the service's database and the
// job queued as the service would (job id = scan id), so only the worker's lookups are timed.
import { randomUUID } from 'node:crypto';
import testSupport from '@app/test-support';
import { openServiceQueue, startAnalysis } from './lib/analysis.mjs';

const { dropDatabase, FakeSerpApiServer, queryRows, testDatabaseUrl, waitFor } = testSupport;
const SIZE = 13;
const RADIUS_KM = 3;
const prefix = 'nearbly_test_bench_grid';
const databaseUrl = testDatabaseUrl('analysis', prefix);
const center = { lat: 30.2672, lng: -97.7431 };

const gridPoints = () => {
  const step = (2 * RADIUS_KM) / (SIZE - 1);
  const kmPerLng = 111.32 * Math.cos((center.lat * Math.PI) / 180);
  return Array.from({ length: SIZE * SIZE }, (_, index) => {
    const row = Math.floor(index / SIZE);
    const column = index % SIZE;
    return {
      lat: Math.round((center.lat + (RADIUS_KM - row * step) / 110.574) * 1e6) / 1e6,
      lng: Math.round((center.lng + (column * step - RADIUS_KM) / kmPerLng) * 1e6) / 1e6,
    };
  });
};

const main = async () => {
  const serp = new FakeSerpApiServer();
  await serp.start();
  // The shop somewhere in each pack, a full 20-name pack at every point.
  serp.grid('bench latte', (point) => {
    const others = Array.from({ length: 19 }, (_, n) => `Neighbour ${n + 1}`);
    const position = 1 + (Math.round(Math.abs(point.lat * 1e4 + point.lng * 1e4)) % 20);
    return [...others.slice(0, position - 1), 'Bench Cafe', ...others.slice(position - 1)];
  });
  await dropDatabase(databaseUrl);
  const common = {
    DATABASE_PREFIX: prefix,
    LOG_LEVEL: 'warn',
    RANK_PROVIDER: 'serpapi',
    SERP_API_KEY: serp.apiKey,
    SERP_API_BASE_URL: serp.baseUrl,
  };
  const service = await startAnalysis(common);
  const { queue, close } = await openServiceQueue('grid-scans', databaseUrl);
  try {
    const businessId = randomUUID();
    const scanId = randomUUID();
    await queryRows(
      databaseUrl,
      `INSERT INTO businesses (id, user_id, name, city, updated_at) VALUES ($1, $2, 'Bench Cafe', 'Austin', now())`,
      [businessId, randomUUID()],
    );
    await queryRows(
      databaseUrl,
      `INSERT INTO grid_scans (id, business_id, keyword, normalized, grid_size, radius_km, center_lat, center_lng, zoom, status, source, origin, target_name)
       VALUES ($1, $2, 'bench latte', 'bench latte', $3, $4, $5, $6, 14, 'queued', 'serpapi', 'manual', 'Bench Cafe')`,
      [scanId, businessId, SIZE, RADIUS_KM, center.lat, center.lng],
    );
    const points = gridPoints();
    await queryRows(
      databaseUrl,
      `INSERT INTO grid_cells (scan_id, idx, lat, lng, status, pack) SELECT $1, idx - 1, lat, lng, 'pending', '{}' FROM unnest($2::float8[], $3::float8[]) WITH ORDINALITY AS p(lat, lng, idx)`,
      [scanId, points.map((p) => p.lat), points.map((p) => p.lng)],
    );
    const started = performance.now();
    await queue.add('scan', { scanId, businessId }, { jobId: scanId });
    const done = await waitFor(
      'the scan to finish',
      async () => {
        const [row] = await queryRows(databaseUrl, `SELECT status FROM grid_scans WHERE id = $1`, [
          scanId,
        ]);
        return row && row.status !== 'queued' && row.status !== 'running' ? row.status : undefined;
      },
      120_000,
    );
    const seconds = (performance.now() - started) / 1000;
    const [counts] = await queryRows(
      databaseUrl,
      `SELECT count(*) FILTER (WHERE status = 'ok')::int AS ok, count(*) FILTER (WHERE status = 'no-data')::int AS "noData" FROM grid_cells WHERE scan_id = $1`,
      [scanId],
    );
    const lookups = serp.requests.filter((params) => params.get('engine') === 'google_maps').length;
    const [load] = (await import('node:os')).loadavg();
    console.log(
      `13×13 grid scan: ${done} in ${seconds.toFixed(2)} s, ${lookups} lookups, ${(lookups / seconds).toFixed(1)} lookups/s; points ok ${counts?.ok}, no data ${counts?.noData}; target < 10 s: ${seconds < 10 ? 'met' : 'MISSED'} (load average ${load.toFixed(1)})`,
    );
  } finally {
    await close();
    await service.stop();
    await serp.stop();
    await dropDatabase(databaseUrl);
  }
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
