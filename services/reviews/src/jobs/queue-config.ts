import type { QueueOptions } from 'bullmq';
import { queuePrefixOf } from '@app/service-kit';
import type Redis from 'ioredis';
import type { TReviewsEnv } from '../config/env';

// Queue defaults set once (docs/contributing.md Workers): bounded attempts with exponential backoff; finished
// jobs are trimmed, failed ones are kept as the dead letters the health report counts. The key
// prefix is the service's database name, so test systems on the shared Redis never see each
// other's jobs.
// The connection is the caller's to close (BullMQ does not close one it was given).
export const suggestionQueueOptions = (env: TReviewsEnv, connection: Redis): QueueOptions => ({
  connection,
  prefix: queuePrefixOf(env.databaseUrl),
  defaultJobOptions: {
    attempts: env.SUGGESTION_ATTEMPTS,
    backoff: { type: 'exponential', delay: env.SUGGESTION_BACKOFF_MS },
    removeOnComplete: { age: 24 * 3600, count: 20_000 },
    removeOnFail: false,
  },
});
