import type { Job, Queue, Worker } from 'bullmq';
import { Counter, Gauge, Histogram } from 'prom-client';
import { metricsRegistry } from './metrics';

// BullMQ queues and workers in Prometheus: depth by state (read from Redis at scrape time), and each
// job's run time and outcome as the worker sees it. Labels: queue names, a bounded set.
const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed', 'prioritized', 'waiting-children'] as const;

const watchedQueues = new Map<string, Queue>();

export const queueDepth = new Gauge<'queue' | 'state'>({
  name: 'nearbly_queue_jobs',
  help: 'BullMQ jobs by queue and state (waiting, active, delayed, failed = dead-lettered after its retries)',
  labelNames: ['queue', 'state'],
  registers: [metricsRegistry],
  async collect() {
    await Promise.all(
      [...watchedQueues.values()].map(async (queue) => {
        try {
          const counts = await queue.getJobCounts(...QUEUE_STATES);
          for (const state of QUEUE_STATES) this.set({ queue: queue.name, state }, counts[state] ?? 0);
        } catch {
          // Redis unreachable: the scrape still answers; the gauge keeps its last values.
        }
      }),
    );
  },
});

export const jobDuration = new Histogram<'queue' | 'outcome'>({
  name: 'nearbly_job_duration_seconds',
  help: 'Time a worker spent on one BullMQ job attempt, by queue and outcome (completed|failed)',
  labelNames: ['queue', 'outcome'],
  buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60],
  registers: [metricsRegistry],
});

export const jobFailures = new Counter<'queue' | 'final'>({
  name: 'nearbly_job_failures_total',
  help: 'BullMQ job attempts that failed, by queue; final="true" when no retry is left (dead letter)',
  labelNames: ['queue', 'final'],
  registers: [metricsRegistry],
});

// Reports the queue's depth on /metrics until the returned function is called.
export const watchQueueDepth = (queue: Queue): (() => void) => {
  watchedQueues.set(queue.name, queue);
  return () => {
    if (watchedQueues.get(queue.name) === queue) watchedQueues.delete(queue.name);
  };
};

// A retried attempt has no finishedOn (the job goes back to delayed): it ended now.
const attemptSeconds = (job: Job): number | undefined =>
  job.processedOn ? ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000 : undefined;

// Observes every job attempt the worker finishes.
export const instrumentWorker = (worker: Worker): void => {
  worker.on('completed', (job) => {
    const seconds = attemptSeconds(job);
    if (seconds !== undefined) jobDuration.observe({ queue: worker.name, outcome: 'completed' }, seconds);
  });
  worker.on('failed', (job) => {
    if (!job) return;
    const seconds = attemptSeconds(job);
    if (seconds !== undefined) jobDuration.observe({ queue: worker.name, outcome: 'failed' }, seconds);
    const final = job.attemptsMade >= (job.opts.attempts ?? 1);
    jobFailures.inc({ queue: worker.name, final: String(final) });
  });
};
