import { execFile, spawn } from 'node:child_process';
import { readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { REPO_ROOT } from './infra';

const run = promisify(execFile);

// Stops and starts the local servers for the fault tests. Only the machine's own servers (the
// path `npm test` uses here) can be restarted; a test run against external URLs cannot do this.
const assertLocal = (variable: 'DATABASE_BASE_URL' | 'REDIS_URL' | 'KAFKA_BROKERS') => {
  const value = process.env[variable] ?? '';
  if (!/127\.0\.0\.1|localhost/.test(value)) throw new Error(`${variable}=${value} is not a local server this test may restart`);
};

const kafkaPort = (): string => /:(\d+)/.exec(process.env.KAFKA_BROKERS ?? '')?.[1] ?? '9092';

const listenerPid = async (port: string): Promise<number | undefined> => {
  const { stdout } = await run('ss', ['-ltnpH', `sport = :${port}`]);
  const pid = /pid=(\d+)/.exec(stdout)?.[1];
  return pid ? Number(pid) : undefined;
};

let stoppedBroker: { command: string[]; cwd: string; pid: number } | undefined;

// This checkout's broker records its pid here (scripts/infra.sh); a restarted one must too, or
// `infra.sh down` and the benches would look for a process that is gone.
const KAFKA_PIDFILE = join(REPO_ROOT, '.cache', 'kafka', 'kafka.pid');

// A real restart of the broker serving KAFKA_BROKERS, whoever started it (this checkout or
// another): its command line and folder are read from /proc, the process is stopped (SIGTERM,
// SIGKILL after 30 s), and startKafka() launches the very same command, so it comes back with its
// own data: topics, offsets and consumer groups intact.
export const stopKafka = async (): Promise<void> => {
  assertLocal('KAFKA_BROKERS');
  const port = kafkaPort();
  const pid = await listenerPid(port);
  if (pid === undefined) throw new Error(`no Kafka broker listens on ${port}`);
  const command = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0').filter(Boolean);
  stoppedBroker = { command, cwd: await readlink(`/proc/${pid}/cwd`), pid };
  process.kill(pid, 'SIGTERM');
  const started = Date.now();
  while ((await listenerPid(port)) !== undefined) {
    const waited = Date.now() - started;
    if (waited > 45_000) throw new Error(`Kafka (pid ${pid}) still listens on ${port} after SIGKILL`);
    if (waited > 30_000) process.kill(pid, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
};

export const startKafka = async (): Promise<void> => {
  const broker = stoppedBroker;
  stoppedBroker = undefined;
  if (broker?.command[0]) {
    const child = spawn(broker.command[0], broker.command.slice(1), { cwd: broker.cwd, detached: true, stdio: 'ignore' });
    child.unref();
    const recorded = await readFile(KAFKA_PIDFILE, 'utf8').catch(() => '');
    if (child.pid !== undefined && recorded.trim() === String(broker.pid)) await writeFile(KAFKA_PIDFILE, `${child.pid}\n`);
    // Until it listens, infra.sh would take the port for free and start a second broker.
    const started = Date.now();
    while ((await listenerPid(kafkaPort())) === undefined) {
      if (Date.now() - started > 90_000) throw new Error('the restarted Kafka broker did not listen within 90 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  // Waits until the broker answers a real client (and starts this checkout's own if none runs).
  await run('bash', [join(REPO_ROOT, 'scripts', 'infra.sh'), 'up'], { timeout: 120_000 });
};

const redisPort = (): string => new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379').port || '6379';

// The same command that starts Redis on these machines (README of the machine's services), on the
// port REDIS_URL names, so a second local Redis (another checkout's tests) is never touched.
export const stopRedis = async (): Promise<void> => {
  assertLocal('REDIS_URL');
  await run('redis-cli', ['-u', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'shutdown', 'nosave']).catch(() => undefined);
};

export const startRedis = async (): Promise<void> => {
  const port = redisPort();
  const [dir, logfile] = port === '6379' ? ['/var/lib/redis', '/var/log/redis/ci.log'] : ['/tmp', `/tmp/redis-${port}.log`];
  await run('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', port, '--save', '', '--appendonly', 'no', '--dir', dir, '--logfile', logfile]);
};

// The Debian cluster (version and name) that serves DATABASE_BASE_URL's port: `main` on 5432.
const postgresCluster = async (): Promise<[string, string]> => {
  const port = new URL(process.env.DATABASE_BASE_URL ?? 'postgresql://postgres@127.0.0.1:5432').port || '5432';
  for (const version of (await readdir('/etc/postgresql')).sort().reverse()) {
    for (const name of await readdir(join('/etc/postgresql', version))) {
      const conf = await readFile(join('/etc/postgresql', version, name, 'postgresql.conf'), 'utf8').catch(() => '');
      if (new RegExp(`^\\s*port\\s*=\\s*${port}\\b`, 'm').test(conf)) return [version, name];
    }
  }
  throw new Error(`no PostgreSQL cluster in /etc/postgresql listens on ${port}`);
};

export const stopPostgres = async (): Promise<void> => {
  assertLocal('DATABASE_BASE_URL');
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', ...(await postgresCluster()), 'stop', '-m', 'fast'], { timeout: 60_000 });
};

export const startPostgres = async (): Promise<void> => {
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', ...(await postgresCluster()), 'start'], { timeout: 60_000 });
};
