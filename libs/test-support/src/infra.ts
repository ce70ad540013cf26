import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export const REPO_ROOT = join(__dirname, '..', '..', '..');

export type TInfraEnv = { DATABASE_BASE_URL: string; REDIS_URL: string; KAFKA_BROKERS: string };

type TStoppable = { stop(): Promise<unknown> };
const containers: TStoppable[] = [];

const fromEnv = (): TInfraEnv | undefined => {
  const { DATABASE_BASE_URL, REDIS_URL, KAFKA_BROKERS } = process.env;
  return DATABASE_BASE_URL && REDIS_URL && KAFKA_BROKERS ? { DATABASE_BASE_URL, REDIS_URL, KAFKA_BROKERS } : undefined;
};

const dockerIsReachable = async (): Promise<boolean> => {
  try {
    const { getContainerRuntimeClient } = await import('testcontainers');
    await getContainerRuntimeClient();
    return true;
  } catch {
    return false;
  }
};

// With a Docker engine (a laptop), real servers in containers; these machines have none.
const startContainers = async (): Promise<TInfraEnv> => {
  const { GenericContainer, Wait } = await import('testcontainers');
  const postgres = await new GenericContainer('postgres:16-alpine')
    .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
    .withExposedPorts(5432)
    .withWaitStrategy(Wait.forLogMessage(/database system is ready to accept connections/, 2))
    .start();
  const redis = await new GenericContainer('redis:7-alpine').withExposedPorts(6379).start();
  const kafka = await new GenericContainer('apache/kafka:4.1.1')
    .withExposedPorts({ container: 9092, host: 19092 })
    .withEnvironment({
      KAFKA_NODE_ID: '1',
      KAFKA_PROCESS_ROLES: 'broker,controller',
      KAFKA_LISTENERS: 'PLAINTEXT://:9092,CONTROLLER://:9093',
      KAFKA_ADVERTISED_LISTENERS: 'PLAINTEXT://127.0.0.1:19092',
      KAFKA_CONTROLLER_LISTENER_NAMES: 'CONTROLLER',
      KAFKA_CONTROLLER_QUORUM_VOTERS: '1@localhost:9093',
      KAFKA_OFFSETS_TOPIC_REPLICATION_FACTOR: '1',
      KAFKA_GROUP_INITIAL_REBALANCE_DELAY_MS: '0',
    })
    .withWaitStrategy(Wait.forLogMessage(/Kafka Server started/))
    .start();
  containers.push(postgres, redis, kafka);
  return {
    DATABASE_BASE_URL: `postgresql://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}`,
    REDIS_URL: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    KAFKA_BROKERS: '127.0.0.1:19092',
  };
};

// Without Docker, the project's own script starts (or finds) the local servers and a Kafka broker.
const startLocal = async (): Promise<TInfraEnv> => {
  const { stdout } = await run('bash', [join(REPO_ROOT, 'scripts', 'infra.sh'), 'up'], { maxBuffer: 1 << 20 });
  const values: Record<string, string> = {};
  for (const line of stdout.split('\n')) {
    const match = /^([A-Z_]+)=(.*)$/.exec(line.trim());
    if (match?.[1] && match[2] !== undefined) values[match[1]] = match[2];
  }
  return values as TInfraEnv;
};

// Where the tests' PostgreSQL, Redis and Kafka are: the environment (set by `npm test`), else
// containers when Docker answers, else the local servers. Sets process.env for child processes.
export const ensureInfra = async (): Promise<TInfraEnv> => {
  const infra = fromEnv() ?? ((await dockerIsReachable()) ? await startContainers() : await startLocal());
  Object.assign(process.env, infra);
  return infra;
};

export const stopContainers = async (): Promise<void> => {
  await Promise.allSettled(containers.splice(0).map((container) => container.stop()));
};

// Tests use their own databases (prefix nearbly_test_ by default), never the demo system's.
export const testDatabaseUrl = (service: string, prefix = 'nearbly_test'): string =>
  `${(process.env.DATABASE_BASE_URL ?? 'postgresql://postgres@127.0.0.1:5432').replace(/\/+$/, '')}/${prefix}_${service}`;
