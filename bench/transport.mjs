// Transport benchmark (issue 18): the whole system as processes over the real Kafka, PostgreSQL
// and Redis, and the figures of the table, each printed beside what it is measured against:
// - GET /api/auth/me (one request/reply to auth, two queries) and GET /api/bench/echo (one
//   request/reply that touches nothing) as ratios of the floor (GET /api/health, no Kafka),
//   floor and hops alternated over BENCH_ROUNDS rounds, medians;
// - the transport's share of a hop: the caller's rpc_request_duration p50 minus the service's
//   kafka_handler_duration p50 (from the processes' Prometheus histograms);
// - GET /api/auth/me at a fixed 500 requests/s for BENCH_FIXED_SECONDS: p50, p99, errors;
// - 50 sign-ups: from the sign-up's answer until the overview names the business, p50 and p99;
// - where the CPU of one request goes, per route: each process's utime+stime over the ratio
//   rounds divided by the requests answered (the load generator is this process), and how busy the
//   cores were, so a ratio can be read against what the machine can give;
// - idle CPU of every process and of the broker (utime+stime over BENCH_IDLE_SECONDS after a
//   settle of as long), then of the broker alone once the system has stopped (same topics, no
//   client): the part of the broker's idle row that no client setting can remove.
import autocannon from 'autocannon';
import testSupport from '@app/test-support';
import { brokerPid, cpuMsOf, cpuMsOfNamed, CpuMeter, ownCpuMs } from './lib/cpu.mjs';
import { median, percentile, sleep } from './lib/stats.mjs';

const { ApiUser, randomClientIp, readJson, startSystem } = testSupport;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const FIXED_SECONDS = Number(process.env.BENCH_FIXED_SECONDS ?? 30);
const IDLE_SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const SIGNUPS = Number(process.env.BENCH_SIGNUPS ?? 50);
const prefix = 'nearbly_test_bench_transport';

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ duration: SECONDS, connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });
const errorsOf = (result) => result.errors + result.timeouts + result.non2xx;

// p50 of a Prometheus histogram series (cumulative buckets), linear within the bucket.
const histogramP50 = (text, name, labels) => {
  const buckets = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith(`${name}_bucket{`)) continue;
    if (!Object.entries(labels).every(([key, value]) => line.includes(`${key}="${value}"`)))
      continue;
    const le = /le="([^"]+)"/.exec(line)?.[1];
    buckets.push({
      le: le === '+Inf' ? Infinity : Number(le),
      count: Number(line.trim().split(' ').pop()),
    });
  }
  buckets.sort((a, b) => a.le - b.le);
  const total = buckets.at(-1)?.count ?? 0;
  if (total === 0) return undefined;
  let previous = { le: 0, count: 0 };
  for (const bucket of buckets) {
    if (bucket.count >= total / 2) {
      if (bucket.le === Infinity) return previous.le;
      const share = (total / 2 - previous.count) / Math.max(1, bucket.count - previous.count);
      return previous.le + share * (bucket.le - previous.le);
    }
    previous = bucket;
  }
  return undefined;
};

const main = async () => {
  const system = await startSystem({
    databasePrefix: prefix,
    bffEnv: { BENCH_ROUTES: 'on', LOG_LEVEL: 'warn' },
  });
  try {
    const owner = new ApiUser(system.baseUrl);
    await owner.signUp({ businessName: 'Bench Cafe' });
    const signedIn = { authorization: `Bearer ${owner.token}` };
    const floorRequests = [
      {
        setupRequest: (request) => ({
          ...request,
          headers: { ...request.headers, 'x-forwarded-for': randomClientIp() },
        }),
      },
    ];
    const routes = {
      floor: { url: `${system.baseUrl}/api/health`, requests: floorRequests },
      me: { url: `${system.baseUrl}/api/auth/me`, headers: signedIn },
      echo: { url: `${system.baseUrl}/api/bench/echo` },
    };
    // Warm-up: connections, JIT, caches.
    for (const options of Object.values(routes)) await run({ ...options, duration: 2 });

    const pids = [
      ...[...system.processes].map(([name, running]) => [name, running.child.pid]),
      ['kafka broker', brokerPid()],
    ];
    const readers = {
      ...Object.fromEntries(pids.map(([name, pid]) => [name, () => cpuMsOf(pid)])),
      postgres: () => cpuMsOfNamed('postgres'),
      redis: () => cpuMsOfNamed('redis-server'),
      'load generator': ownCpuMs,
    };
    const meters = {
      floor: new CpuMeter(readers),
      me: new CpuMeter(readers),
      echo: new CpuMeter(readers),
    };
    const answered = { floor: 0, me: 0, echo: 0 };
    const rates = { floor: [], me: [], echo: [] };
    const latency = { floor: [], me: [], echo: [] };
    const errors = { floor: 0, me: 0, echo: 0 };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of ['floor', 'me', 'floor', 'echo']) {
        meters[name].start();
        const result = await run(routes[name]);
        meters[name].stop();
        answered[name] += result.requests.total;
        rates[name].push(result.requests.average);
        latency[name].push(result.latency.p50);
        errors[name] += errorsOf(result);
      }
    }
    const bffMetrics = await (
      await fetch(`http://127.0.0.1:${system.bffMetricsPort}/metrics`)
    ).text();
    const authMetrics = await (
      await fetch(`http://127.0.0.1:${system.servicePorts.auth}/metrics`)
    ).text();
    const floor = median(rates.floor);
    console.log(
      `\nTransport, ${ROUNDS} rounds of ${SECONDS} s per route (floor alternated with each hop), ${CONNECTIONS} connections, ${new Date().toISOString()}`,
    );
    console.table(
      Object.entries({
        'GET /api/health (floor)': 'floor',
        'GET /api/auth/me': 'me',
        'GET /api/bench/echo (no database)': 'echo',
      }).map(([route, key]) => ({
        route,
        'median req/s': Math.round(median(rates[key])),
        'median p50 ms': median(latency[key]),
        errors: errors[key],
        '× floor': (median(rates[key]) / floor).toFixed(2),
      })),
    );
    // CPU of one answered request per process; their sum bounds the rate the busy cores allow.
    console.log(
      '\nCPU of one request, µs per process (utime+stime over every round of the route ÷ requests answered):',
    );
    console.table(
      ['floor', 'me', 'echo'].map((key) => ({ route: key, ...meters[key].perUnit(answered[key]) })),
    );
    const share = (topic) => {
      const rpc = histogramP50(bffMetrics, 'nearbly_rpc_request_duration_seconds', {
        topic,
        outcome: 'ok',
      });
      const handler = histogramP50(authMetrics, 'nearbly_kafka_handler_duration_seconds', {
        topic,
        outcome: 'ok',
      });
      return {
        topic,
        'rpc p50 ms': (rpc * 1000).toFixed(2),
        'handler p50 ms': (handler * 1000).toFixed(2),
        'transport ms': ((rpc - handler) * 1000).toFixed(2),
      };
    };
    console.log(
      '\nTransport share of a hop (p50 of the caller minus p50 of the handler, whole run):',
    );
    console.table([share('auth.me'), share('auth.echo')]);

    const fixed = await run({
      ...routes.me,
      duration: FIXED_SECONDS,
      connections: 50,
      overallRate: 500,
    });
    console.log(`\nFixed rate 500 req/s for ${FIXED_SECONDS} s on GET /api/auth/me:`);
    console.table([
      {
        'req/s': Math.round(fixed.requests.average),
        'p50 ms': fixed.latency.p50,
        'p99 ms': fixed.latency.p99,
        'max ms': fixed.latency.max,
        errors: errorsOf(fixed),
      },
    ]);

    // A new owner's dashboard: how long after the sign-up answers does the overview name the business?
    const named = [];
    for (let index = 0; index < SIGNUPS; index += 1) {
      const user = new ApiUser(system.baseUrl);
      const businessName = `Bench Shop ${index}`;
      await user.signUp({ businessName });
      const answered = performance.now();
      for (;;) {
        const overview = await readJson(await user.request('GET', '/api/dashboard/overview'));
        if (overview.business?.name === businessName) break;
        if (performance.now() - answered > 30_000)
          throw new Error(`the overview did not name ${businessName} within 30 s`);
        await new Promise((resolve) => setTimeout(resolve, 2));
      }
      named.push(performance.now() - answered);
    }
    named.sort((a, b) => a - b);
    console.log(`\n${SIGNUPS} sign-ups: from the answer until the overview names the business:`);
    console.table([
      {
        'p50 ms': percentile(named, 50).toFixed(0),
        'p99 ms': percentile(named, 99).toFixed(0),
        'max ms': named.at(-1).toFixed(0),
      },
    ]);

    // Idle: nothing sent for a while, then each process's CPU over a minute.
    await sleep(IDLE_SECONDS * 1000);
    const before = pids.map(([, pid]) => cpuMsOf(pid));
    await sleep(IDLE_SECONDS * 1000);
    console.log(
      `\nIdle CPU over ${IDLE_SECONDS} s after ${IDLE_SECONDS} s without traffic (% of one core):`,
    );
    console.table(
      pids.map(([name, pid], index) => ({
        process: name,
        'cpu %': ((cpuMsOf(pid) - before[index]) / IDLE_SECONDS / 10).toFixed(2),
      })),
    );
  } finally {
    await system.stop();
  }
  const broker = brokerPid();
  await sleep(Math.min(15, IDLE_SECONDS) * 1000);
  const before = cpuMsOf(broker);
  await sleep(IDLE_SECONDS * 1000);
  console.log(
    `\nThe broker alone (system stopped, its topics kept), over ${IDLE_SECONDS} s: ${((cpuMsOf(broker) - before) / IDLE_SECONDS / 10).toFixed(2)}% of one core`,
  );
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
