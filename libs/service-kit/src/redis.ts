import Redis from 'ioredis';

// maxRetriesPerRequest null is what BullMQ workers require; commands queue while Redis restarts.
export const createRedis = (url: string, name: string): Redis =>
  new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: null,
    enableReadyCheck: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });

// For counters and caches a request waits on: a command fails after one retry while Redis is
// away, instead of queueing until it returns (the caller then answers without it, and says so).
export const createRequestRedis = (url: string, name: string): Redis =>
  new Redis(url, {
    connectionName: name,
    maxRetriesPerRequest: 1,
    enableOfflineQueue: true,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
