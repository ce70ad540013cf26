import { Queue } from 'bullmq';
import { queuePrefixOf } from '@app/service-kit';

// The test Redis (REDIS_URL, with its user and password if it names them) as BullMQ's connection
// options: each queue a test opens gets its own connection, closed with it.
export const redisConnectionOptions = (): { host: string; port: number; username?: string; password?: string } => {
  const url = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  return {
    host: url.hostname,
    port: Number(url.port || 6379),
    ...(url.username ? { username: decodeURIComponent(url.username) } : {}),
    ...(url.password ? { password: decodeURIComponent(url.password) } : {}),
  };
};

export type TQueueState = { workers: number; counts: Record<string, number> };

// A service's BullMQ queue as its processes see it (the kit's prefix, bull:<database>): the workers
// connected to it and its jobs by state. A test waits on the workers before it counts on them, and
// says both when what it waited for did not come.
export const queueState = async (databaseUrl: string, name: string): Promise<TQueueState> => {
  const queue = new Queue(name, {
    connection: { ...redisConnectionOptions(), maxRetriesPerRequest: 1 },
    prefix: queuePrefixOf(databaseUrl),
  });
  try {
    const [workers, counts] = await Promise.all([queue.getWorkersCount(), queue.getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'completed', 'failed')]);
    return { workers, counts };
  } finally {
    await queue.close();
  }
};
