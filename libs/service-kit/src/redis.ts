import Redis from 'ioredis';

// maxRetriesPerRequest null is what BullMQ workers require; commands queue while Redis restarts.
export const createRedis = (url: string, name: string): Redis =>
  new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
