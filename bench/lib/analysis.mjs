// The analysis service as its own process for a benchmark, on its scratch database (named by
// `env.DATABASE_PREFIX`): migrated, its consumers past the shared topics' backlog, and answering its
// health check. Returns the running process; the caller stops it.
import { Queue, QueueEvents } from 'bullmq';
import serviceKit from '@app/service-kit';
import testSupport from '@app/test-support';

const { queuePrefixOf } = serviceKit;
const {
  freePort,
  redisConnectionOptions,
  serviceEntry,
  skipConsumerBacklog,
  startProcess,
  waitFor,
} = testSupport;

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

// One of the service's BullMQ queues, keyed as the service keys it (`queuePrefixOf` its scratch
// database), for a bench to add jobs and count them; with `events`, its QueueEvents too, ready, for
// waiting on a job. Each opens its own connection to the test Redis; close() ends both.
export const openServiceQueue = async (name, databaseUrl, { events: withEvents = false } = {}) => {
  const options = {
    connection: { ...redisConnectionOptions(), maxRetriesPerRequest: null },
    prefix: queuePrefixOf(databaseUrl),
  };
  const queue = new Queue(name, options);
  const events = withEvents ? new QueueEvents(name, options) : undefined;
  await events?.waitUntilReady();
  return {
    queue,
    events,
    close: async () => {
      await events?.close();
      await queue.close();
    },
  };
};
