import autocannon from 'autocannon';
import testSupport from '@app/test-support';
const { ApiUser, readJson, startSystem } = testSupport;
const system = await startSystem({ databasePrefix: 'nearbly_test_probe', bffEnv: { LOG_LEVEL: 'warn' } });
try {
  const owner = new ApiUser(system.baseUrl);
  const signup = await owner.request('POST', '/api/auth/signup', { firstName: 'B', lastName: 'O', email: `b-${Date.now()}@example.com`, password: 'Bench-Corner-2026!', businessName: 'Bench Cafe', businessType: 'cafe', businessAddress: '1 Bench St, Austin, TX 78701' });
  const { token } = await readJson(signup);
  const conns = Number(process.env.C ?? 20);
  const r = await new Promise((res, rej) => autocannon({ url: system.baseUrl + '/api/auth/me', duration: 5, connections: conns, headers: { authorization: `Bearer ${token}` } }, (e, x) => e ? rej(e) : res(x)));
  console.log('req/s', r.requests.average, 'p50', r.latency.p50, 'p99', r.latency.p99, 'non2xx', r.non2xx);
  const bm = await (await fetch(`http://127.0.0.1:${system.bffMetricsPort}/metrics`)).text();
  console.log(bm.split('\n').filter(l => /rpc_request_duration_seconds_(sum|count)\{.*auth.me/.test(l)).join('\n'));
  const am = await (await fetch(`http://127.0.0.1:${system.servicePorts.auth}/metrics`)).text();
  console.log(am.split('\n').filter(l => /handler_duration_seconds_(sum|count)\{.*auth.me/.test(l)).join('\n'));
} finally { await system.stop(); }
