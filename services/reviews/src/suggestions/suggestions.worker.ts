import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Worker, type Job } from 'bullmq';
import type Redis from 'ioredis';
import { REVIEW_SUGGESTIONS_QUEUE } from '@app/contracts';
import { createRedis, instrumentWorker } from '@app/service-kit';
import { env } from '../config/env';
import { suggestionQueueOptions } from '../jobs/queue-config';
import { SuggestReplyJob, ZSuggestReplyJob, type TSuggestOutcome, type TSuggestReplyJob } from '../jobs/suggest-reply.job';
import { ReplyGenerator } from './reply-generator';
import { SuggestionsRepository } from './suggestions.repository';

// The review-suggestions worker. It runs inside the service (SUGGESTION_WORKER=on) or alone from
// worker.ts. A worker that dies mid-job loses its lock after SUGGESTION_LOCK_MS and another one
// (or itself, restarted) takes the job over; the job's writes are idempotent.
@Injectable()
export class SuggestionsWorker implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(SuggestionsWorker.name);
  private worker: Worker<TSuggestReplyJob, TSuggestOutcome> | undefined;
  private connection: Redis | undefined;

  constructor(
    private readonly job: SuggestReplyJob,
    private readonly repository: SuggestionsRepository,
    private readonly generator: ReplyGenerator,
  ) {}

  onApplicationBootstrap(): void {
    if (env.SUGGESTION_WORKER === 'on') this.start();
  }

  start(): void {
    if (this.worker) return;
    this.connection = createRedis(env.REDIS_URL, 'reviews-worker');
    const worker = new Worker<TSuggestReplyJob, TSuggestOutcome>(
      REVIEW_SUGGESTIONS_QUEUE,
      (job) => this.job.handle(ZSuggestReplyJob.parse(job.data)),
      {
        ...suggestionQueueOptions(env, this.connection),
        concurrency: env.SUGGESTION_CONCURRENCY,
        lockDuration: env.SUGGESTION_LOCK_MS,
        stalledInterval: Math.max(1_000, Math.floor(env.SUGGESTION_LOCK_MS / 2)),
        maxStalledCount: 3,
        // The rate limit protects the OpenAI account; the local generator needs none.
        ...(this.generator.mode === 'openai' ? { limiter: { max: env.OPENAI_REQUESTS_PER_SECOND, duration: 1_000 } } : {}),
      },
    );
    instrumentWorker(worker);
    worker.on('failed', (job, error) => void this.onFailed(job, error));
    worker.on('error', (error) => this.logger.warn({ err: error }, 'Suggestions worker error'));
    this.worker = worker;
    this.logger.log({ concurrency: env.SUGGESTION_CONCURRENCY, mode: this.generator.mode }, 'Suggestions worker started');
  }

  private async onFailed(job: Job<TSuggestReplyJob> | undefined, error: Error): Promise<void> {
    if (!job) return;
    const final = job.attemptsMade >= (job.opts.attempts ?? 1);
    this.logger.warn({ err: error, jobId: job.id, attempt: job.attemptsMade, final }, final ? 'Suggestion dead-lettered' : 'Suggestion attempt failed; retrying');
    if (!final) return;
    const parsed = ZSuggestReplyJob.safeParse(job.data);
    if (parsed.success) await this.repository.markFailed(parsed.data).catch((caught: unknown) => this.logger.error({ err: caught }, 'Could not mark the suggestion failed'));
  }

  async onApplicationShutdown(): Promise<void> {
    // Lets running jobs finish (SIGTERM); a killed process leaves them to the stalled-job check.
    await this.worker?.close();
    await this.connection?.quit().catch(() => undefined);
  }
}
