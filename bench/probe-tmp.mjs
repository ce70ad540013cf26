import { readFileSync, readdirSync } from 'node:fs';
import autocannon from 'autocannon';
import testSupport from '@app/test-support';
const { ApiUser, startSystem } = testSupport;
const allPids = () => readdirSync('/proc').filter((d) => /^\d+$/.test(d)).map(Number);
const info = (pid) => { try { const stat = readFileSync(`/proc/${pid}/stat`, 'utf8'); const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')')); const f = stat.slice(stat.lastIndexOf(')') + 2).split(' '); const cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' ').slice(0, 80); return { comm, cmd, ticks: Number(f[11]) + Number(f[12]) }; } catch { return undefined; } };
const snapshot = () => new Map(allPids().map((pid) => [pid, info(pid)]).filter(([, v]) => v));
const system = await startSystem({ databasePrefix: 'nearbly_test_probe', bffEnv: { LOG_LEVEL: 'warn', BENCH_ROUTES: 'on' } });
try {
  const owner = new ApiUser(system.baseUrl);
  await owner.signUp({});
  const url = system.baseUrl + (process.env.ROUTE ?? '/api/auth/me');
  await new Promise((res, rej) => autocannon({ url, duration: 3, connections: 20, headers: { authorization: `Bearer ${owner.token}` } }, (e, x) => e ? rej(e) : res(x)));
  const before = snapshot();
  const r = await new Promise((res, rej) => autocannon({ url, duration: 10, connections: 20, headers: { authorization: `Bearer ${owner.token}` } }, (e, x) => e ? rej(e) : res(x)));
  const after = snapshot();
  console.log('req/s', r.requests.average, 'p50', r.latency.p50, 'non2xx', r.non2xx);
  const rows = [...after].map(([pid, a]) => ({ pid, cmd: a.cmd, cpu: before.get(pid) ? ((a.ticks - before.get(pid).ticks) / 10).toFixed(1) : 'new' })).filter((r) => r.cpu !== 'new' && Number(r.cpu) > 1).sort((a, b) => b.cpu - a.cpu);
  console.table(rows);
} finally { await system.stop(); }
