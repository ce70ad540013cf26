// The analysis service as its own process for a benchmark, on its scratch database (named by
// `env.DATABASE_PREFIX`): migrated, its consumers past the shared topics' backlog, and answering its
// health check. Returns the running process; the caller stops it.
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import testSupport from '@app/test-support';

const { freePort, serviceEntry, skipConsumerBacklog, startProcess, waitFor } = testSupport;

export const startAnalysis = async (env) => {
  const migrate = startProcess('analysis-migrate', serviceEntry('analysis', 'migrate.js'), env);
  if ((await migrate.exited) !== 0) throw new Error(`migrating failed:\n${migrate.output()}`);
  await skipConsumerBacklog('analysis', [
    'auth.user.registered',
    'auth.business.updated',
    'auth.user.deleted',
    'billing.subscription.changed',
  ]);
  const port = await freePort();
  const service = startProcess('analysis', serviceEntry('analysis'), {
    ...env,
    PORT: String(port),
    HTTP_HOST: '127.0.0.1',
  });
  try {
    await waitFor('the analysis service', async () => {
      if (service.child.exitCode !== null) throw new Error(`analysis exited:\n${service.output()}`);
      const response = await fetch(`http://127.0.0.1:${port}/health`).catch(() => undefined);
      return response?.ok ? true : undefined;
    });
  } catch (error) {
    await service.stop();
    throw error;
  }
  return service;
};

// One of the service's BullMQ queues, as the service keys it (the prefix is its scratch database's
// name), for a bench to add jobs and count them; with `events`, its QueueEvents too, ready, for
// waiting on a job. close() ends both and their Redis connections.
export const openServiceQueue = async (name, databaseUrl, { events: withEvents = false } = {}) => {
  const connect = () =>
    new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: null });
  const prefix = `bull:${new URL(databaseUrl).pathname.slice(1)}`;
  const redis = connect();
  const queue = new Queue(name, { connection: redis, prefix });
  const eventsRedis = withEvents ? connect() : undefined;
  const events = eventsRedis && new QueueEvents(name, { connection: eventsRedis, prefix });
  await events?.waitUntilReady();
  return {
    queue,
    events,
    close: async () => {
      await events?.close();
      await queue.close();
      await redis.quit();
      await eventsRedis?.quit();
    },
  };
};
