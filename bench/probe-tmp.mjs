import autocannon from 'autocannon';
import testSupport from '@app/test-support';
const { ApiUser, startSystem } = testSupport;
const prof = { NODE_OPTIONS: '--cpu-prof --cpu-prof-dir=/tmp/prof --cpu-prof-interval=200' };
const system = await startSystem({ databasePrefix: 'nearbly_test_probe', bffEnv: { LOG_LEVEL: 'warn', ...prof }, serviceEnv: { auth: prof } });
try {
  const owner = new ApiUser(system.baseUrl);
  await owner.signUp({});
  const r = await new Promise((res, rej) => autocannon({ url: system.baseUrl + '/api/auth/me', duration: 25, connections: 20, headers: { authorization: `Bearer ${owner.token}` } }, (e, x) => e ? rej(e) : res(x)));
  console.log('req/s', r.requests.average, 'p50', r.latency.p50);
  console.log('bff pid', system.processes.get('bff').child.pid, 'auth pid', system.processes.get('auth').child.pid);
} finally { await system.stop(); }
