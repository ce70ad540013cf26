import { Injectable } from '@nestjs/common';
import { UnrecoverableError, type Job } from 'bullmq';
import { GOOGLE_REVIEW_JOBS, GOOGLE_REVIEWS_QUEUE, type TReplySubmittedEvent } from '@app/contracts';
import { ServiceQueue } from '@app/service-kit';
import { env } from '../../config/env';
import { GoogleReviewsRepository } from './google-reviews.repository';
import { ReplyPublisher } from './reply-publisher';
import { ReviewImporter } from './review-importer';

// Sweeps to wait before an import that spent its attempts is taken up again.
const FAILED_IMPORT_PAUSE_SWEEPS = 10;

export type TImportJob = { businessId: string; startedAt: string };
export type TFetchJob = { businessId: string; reviewName: string };

// Google reviews: full imports (on connect, after a restart mid-import, and every
// GOOGLE_REVIEWS_SYNC_INTERVAL_MS to repair what notifications missed), single reviews named by a
// notification, and the owner's replies published on Google. Every job id is stable: an import
// run, a notification's review, a reply's revision.
@Injectable()
export class GoogleReviewsQueue extends ServiceQueue {
  constructor(
    private readonly repository: GoogleReviewsRepository,
    private readonly importer: ReviewImporter,
    private readonly replies: ReplyPublisher,
  ) {
    super({
      name: GOOGLE_REVIEWS_QUEUE,
      label: 'analysis-google-reviews',
      databaseUrl: env.databaseUrl,
      redisUrl: env.REDIS_URL,
      sweep: { jobName: GOOGLE_REVIEW_JOBS.sweep, everyMs: env.GOOGLE_REVIEWS_SWEEP_MS },
    });
  }

  override async onApplicationBootstrap(): Promise<void> {
    await super.onApplicationBootstrap();
    // On start: resume an import a stopped process left unfinished, start the ones due.
    await this.sweep(new Date()).catch((error: unknown) => this.logger.warn({ err: error }, 'Google reviews sweep at start failed'));
  }

  // Starts the imports due at `now` and re-enqueues the unfinished ones (same run, same job id).
  async sweep(now: Date): Promise<number> {
    const due = await this.repository.importsDue(now, env.GOOGLE_REVIEWS_SYNC_INTERVAL_MS);
    for (const { businessId, locationName, resume } of due) {
      const run = resume ?? (await this.repository.startImport(businessId, locationName, now));
      const data: TImportJob = { businessId, startedAt: run.startedAt.toISOString() };
      const jobId = `import-${businessId}-${run.startedAt.getTime()}`;
      // A run still queued or going is left alone; one that stopped early is taken up again from
      // its checkpoint, and one that spent its attempts (Google down) after a pause.
      const existing = await this.queue.getJob(jobId);
      if (existing) {
        const state = await existing.getState();
        if (state !== 'failed' && state !== 'completed') continue;
        if (state === 'failed' && now.getTime() - (existing.finishedOn ?? 0) < FAILED_IMPORT_PAUSE_SWEEPS * env.GOOGLE_REVIEWS_SWEEP_MS) continue;
        await existing.remove();
      }
      await this.queue.add(GOOGLE_REVIEW_JOBS.import, data, { jobId });
    }
    return due.length;
  }

  async enqueueFetch(data: TFetchJob, messageId: string): Promise<void> {
    await this.queue.add(GOOGLE_REVIEW_JOBS.fetch, data, { jobId: `notification-${messageId.replaceAll(':', '_')}-${data.businessId}` });
  }

  // One job per reply revision: a redelivered reviews.reply.submitted adds nothing.
  async enqueueReply(reply: TReplySubmittedEvent): Promise<void> {
    await this.queue.add(GOOGLE_REVIEW_JOBS.reply, reply, {
      jobId: `reply-${reply.reviewId}-${reply.revision}`,
      attempts: env.GOOGLE_REPLY_ATTEMPTS,
      backoff: { type: 'exponential', delay: env.GOOGLE_REPLY_BACKOFF_MS },
    });
  }

  protected async process(job: Job): Promise<void> {
    switch (job.name) {
      case GOOGLE_REVIEW_JOBS.sweep:
        await this.sweep(new Date());
        return;
      case GOOGLE_REVIEW_JOBS.import:
        return this.importer.run(job.data as TImportJob, job.attemptsMade + 1 >= (job.opts.attempts ?? 1));
      case GOOGLE_REVIEW_JOBS.fetch:
        return this.importer.fetchOne(job.data as TFetchJob);
      case GOOGLE_REVIEW_JOBS.reply: {
        const final = job.attemptsMade + 1 >= (job.opts.attempts ?? 1);
        const outcome = await this.replies.publish(job.data as TReplySubmittedEvent, final);
        if (outcome === 'retry') throw new Error('Publishing the reply failed; retrying');
        if (outcome === 'gave-up') throw new UnrecoverableError('Publishing the reply failed for good');
        return;
      }
      default:
        this.unknownJob(job);
    }
  }
}
