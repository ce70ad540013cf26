// Queues are namespaced by database (queuePrefixOf): every replica of one deployment shares them,
// while a test system on its own databases never takes another's jobs.
export { queuePrefixOf } from '@app/service-kit';

// Set once for every queue (docs/contributing.md, Workers): retries with backoff, failed jobs kept for a look.
export const JOB_DEFAULTS = { attempts: 5, backoff: { type: 'exponential', delay: 1_000 }, removeOnComplete: 1_000, removeOnFail: 5_000 } as const;
