import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { HealthService, ServiceQueue } from '@app/service-kit';
import { env } from '../config/env';
import { SUGGEST_REPLY_JOB, SuggestReplyJob, suggestReplyJobId, ZSuggestReplyJob, type TSuggestReplyJob } from '../jobs/suggest-reply.job';
import { REVIEW_SUGGESTIONS_QUEUE } from './queue-name';
import { ReplyGenerator } from './reply-generator';
import { SuggestionRunsRepository } from './suggestion-runs.repository';
import { SuggestionsRepository } from './suggestions.repository';

// The review-suggestions queue and its worker. The worker runs inside the service
// (SUGGESTION_WORKER=on) or alone from worker.ts. A worker that dies mid-job loses its lock after
// SUGGESTION_LOCK_MS and another one (or itself, restarted) takes the job over; the job's one
// write is idempotent. Its counts show in the service's health.
const REPAIR_JOB = 'repair-pending';
const REPAIR_EVERY_MS = 60_000;

@Injectable()
export class SuggestionsQueue extends ServiceQueue {
  constructor(
    health: HealthService,
    private readonly job: SuggestReplyJob,
    private readonly repository: SuggestionsRepository,
    private readonly runs: SuggestionRunsRepository,
    generator: ReplyGenerator,
  ) {
    super({
      name: REVIEW_SUGGESTIONS_QUEUE,
      databaseUrl: env.databaseUrl,
      redisUrl: env.REDIS_URL,
      label: 'reviews-suggestions',
      concurrency: env.SUGGESTION_CONCURRENCY,
      sweep: { jobName: REPAIR_JOB, everyMs: REPAIR_EVERY_MS },
      worker: env.SUGGESTION_WORKER === 'on',
      health,
      jobDefaults: {
        attempts: env.SUGGESTION_ATTEMPTS,
        backoff: { type: 'exponential', delay: env.SUGGESTION_BACKOFF_MS },
        removeOnComplete: { age: 24 * 3600, count: 20_000 },
        removeOnFail: false,
      },
      workerOptions: {
        lockDuration: env.SUGGESTION_LOCK_MS,
        stalledInterval: Math.max(1_000, Math.floor(env.SUGGESTION_LOCK_MS / 2)),
        maxStalledCount: 3,
        // The rate limit protects the OpenAI account; the local generator needs none.
        ...(generator.mode === 'openai' ? { limiter: { max: env.OPENAI_REQUESTS_PER_SECOND, duration: 1_000 } } : {}),
      },
    });
  }

  // Adding a job whose id exists is a no-op: one job per review and generation.
  async enqueue(jobs: TSuggestReplyJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.queue.addBulk(jobs.map((data) => ({ name: SUGGEST_REPLY_JOB, data, opts: { jobId: suggestReplyJobId(data) } })));
  }

  protected async process(job: Job): Promise<unknown> {
    if (job.name === REPAIR_JOB) return this.repair();
    return this.job.handle(ZSuggestReplyJob.parse(job.data));
  }

  // Jobs are added after the commit that stores their reviews: a crash in between would leave a
  // review pending for ever. Re-adding a job whose id exists is a no-op, so this only restores
  // lost ones.
  private async repair(): Promise<number> {
    const waiting = await this.repository.waitingForSuggestion(new Date(Date.now() - REPAIR_EVERY_MS), 1_000);
    await this.enqueue(waiting);
    return waiting.length;
  }

  // Every attempt failed: the review shows that no suggestion is coming (the job stays
  // dead-lettered), and a 'Generate responses' run waiting for it may be over.
  protected override async onFinalFailure(job: Job): Promise<void> {
    const parsed = ZSuggestReplyJob.safeParse(job.data);
    if (!parsed.success) return;
    await this.repository.markFailed(parsed.data);
    await this.runs.settle(parsed.data);
  }
}
