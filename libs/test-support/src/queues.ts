import { Queue } from 'bullmq';
import { queuePrefixOf } from '@app/service-kit';

export type TQueueState = { workers: number; counts: Record<string, number> };

// A service's BullMQ queue as its processes see it (the kit's prefix, bull:<database>): the workers
// connected to it and its jobs by state. A test waits on the workers before it counts on them, and
// says both when what it waited for did not come.
export const queueState = async (databaseUrl: string, name: string): Promise<TQueueState> => {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const queue = new Queue(name, {
    connection: { host: url.hostname, port: Number(url.port || 6379), maxRetriesPerRequest: 1 },
    prefix: queuePrefixOf(databaseUrl),
  });
  try {
    const [workers, counts] = await Promise.all([queue.getWorkersCount(), queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed')]);
    return { workers, counts };
  } finally {
    await queue.close();
  }
};
