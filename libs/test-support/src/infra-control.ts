import { execFile } from 'node:child_process';
import { readdir } from 'node:fs/promises';
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

// Stops the broker serving KAFKA_BROKERS, whoever started it: `infra.sh down` stops one this
// checkout started, and a broker another checkout started on the same port is stopped by its
// process id (SIGTERM, then SIGKILL after 30 s). startKafka() then starts this checkout's own.
export const stopKafka = async (): Promise<void> => {
  assertLocal('KAFKA_BROKERS');
  await run('bash', [join(REPO_ROOT, 'scripts', 'infra.sh'), 'down'], { timeout: 60_000 });
  const port = kafkaPort();
  const pid = await listenerPid(port);
  if (pid === undefined) return;
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
  await run('bash', [join(REPO_ROOT, 'scripts', 'infra.sh'), 'up'], { timeout: 120_000 });
};

// The same command that starts Redis on these machines (README of the machine's services).
export const stopRedis = async (): Promise<void> => {
  assertLocal('REDIS_URL');
  await run('redis-cli', ['-u', process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', 'shutdown', 'nosave']).catch(() => undefined);
};

export const startRedis = async (): Promise<void> => {
  await run('redis-server', ['--daemonize', 'yes', '--bind', '127.0.0.1', '-::1', '--port', '6379', '--save', '', '--appendonly', 'no', '--dir', '/var/lib/redis', '--logfile', '/var/log/redis/ci.log']);
};

const postgresVersion = async (): Promise<string> => {
  const versions = await readdir('/etc/postgresql');
  const version = versions.sort().at(-1);
  if (!version) throw new Error('no PostgreSQL cluster in /etc/postgresql');
  return version;
};

export const stopPostgres = async (): Promise<void> => {
  assertLocal('DATABASE_BASE_URL');
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', await postgresVersion(), 'main', 'stop', '-m', 'fast'], { timeout: 60_000 });
};

export const startPostgres = async (): Promise<void> => {
  await run('pg_ctlcluster', ['--skip-systemctl-redirect', await postgresVersion(), 'main', 'start'], { timeout: 60_000 });
};
