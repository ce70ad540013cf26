// API benchmark (issue 3): the whole system running (BFF + five services over the real Kafka,
// PostgreSQL and Redis), autocannon on loopback. Prints requests/s, p50, p99 and errors per
// route, each route's throughput as a ratio of the floor (GET /api/health) measured in the same
// run, and a fixed-rate run at 200 requests/s for the p99 target.
import autocannon from 'autocannon';
import testSupport from '@app/test-support';

const { ApiUser, dropDatabase, randomClientIp, readJson, startSystem, testDatabaseUrl } =
  testSupport;
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);
const prefix = 'nearbly_test_bench';

const run = (options) =>
  new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

let chats = 0;
const chatBody = () =>
  JSON.stringify({
    message: 'How much is the Single Shop plan?',
    conversationId: `conv_bench_${Date.now()}_${(chats += 1)}`,
    context: { page: '/', userAgent: 'autocannon' },
  });

const figures = (name, result) => ({
  route: name,
  'req/s': Math.round(result.requests.average),
  'p50 ms': result.latency.p50,
  'p99 ms': result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

const main = async () => {
  const system = await startSystem({ databasePrefix: prefix, bffEnv: { LOG_LEVEL: 'warn' } });
  try {
    const owner = new ApiUser(system.baseUrl);
    const signup = await owner.request('POST', '/api/auth/signup', {
      firstName: 'Bench',
      lastName: 'Owner',
      email: `bench-${Date.now()}@example.com`,
      password: 'Bench-Corner-2026!',
      businessName: 'Bench Cafe',
      businessType: 'cafe',
      businessAddress: '1 Bench St, Austin, TX 78701',
    });
    const { token } = await readJson(signup);
    const signedIn = { authorization: `Bearer ${token}` };
    const routes = [
      // A client address per request: the health report allows 60 requests per 10 s per address.
      {
        name: 'GET /api/health (floor)',
        url: '/api/health',
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              headers: { ...request.headers, 'x-forwarded-for': randomClientIp() },
            }),
          },
        ],
      },
      { name: 'GET /api/auth/me (signed in, 1 service)', url: '/api/auth/me', headers: signedIn },
      {
        name: 'GET /api/dashboard/overview (signed in)',
        url: '/api/dashboard/overview',
        headers: signedIn,
      },
      {
        name: 'GET /api/reviews?page=1&limit=20',
        url: '/api/reviews?page=1&limit=20',
        headers: signedIn,
      },
      {
        name: 'POST /api/chatbot/message (local answerer)',
        url: '/api/chatbot/message',
        method: 'POST',
        body: chatBody(),
        headers: { 'content-type': 'application/json' },
        // A new conversation and client address per request: the per-conversation and per-IP
        // limits would otherwise answer 429 after a few messages.
        requests: [
          {
            setupRequest: (request) => ({
              ...request,
              body: chatBody(),
              headers: { ...request.headers, 'x-forwarded-for': randomClientIp() },
            }),
          },
        ],
      },
    ];
    const rows = [];
    let floor;
    for (const route of routes) {
      const probe = await fetch(`${system.baseUrl}${route.url}`, {
        method: route.method ?? 'GET',
        headers: route.headers,
        body: route.body,
      });
      if (probe.status === 404) {
        rows.push({ route: route.name, 'req/s': 'not built yet' });
        continue;
      }
      const result = await run({
        url: `${system.baseUrl}${route.url}`,
        method: route.method ?? 'GET',
        headers: route.headers,
        body: route.body,
        ...(route.requests ? { requests: route.requests } : {}),
      });
      const row = figures(route.name, result);
      floor ??= result.requests.average;
      row['x floor'] = (result.requests.average / floor).toFixed(2);
      rows.push(row);
    }
    console.log(
      `\nAPI, ${DURATION} s per route, ${CONNECTIONS} connections, ${new Date().toISOString()}`,
    );
    console.table(rows);

    const target = routes.find((route) => route.url === '/api/dashboard/overview');
    const probe = await fetch(`${system.baseUrl}${target.url}`, { headers: target.headers });
    const fixedRoute = probe.status === 404 ? routes[1] : target;
    const fixed = await run({
      url: `${system.baseUrl}${fixedRoute.url}`,
      headers: fixedRoute.headers,
      overallRate: 200,
      connections: 20,
    });
    console.log(
      `\nFixed rate 200 req/s on ${fixedRoute.name}${fixedRoute === target ? '' : ' (overview not built yet)'}:`,
    );
    console.table([figures(fixedRoute.name, fixed)]);
  } finally {
    await system.stop();
  }
};

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
