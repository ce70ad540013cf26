import { Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { Queue } from 'bullmq';
import { REVIEW_SUGGESTIONS_QUEUE, type TQueueHealth } from '@app/contracts';
import { createRedis, HealthService, watchQueueDepth } from '@app/service-kit';
import { env } from '../config/env';
import { suggestionQueueOptions } from '../jobs/queue-config';
import { SUGGEST_REPLY_JOB, suggestReplyJobId, type TSuggestReplyJob } from '../jobs/suggest-reply.job';

// The producer side of the review-suggestions queue; its counts show in the service's health.
@Injectable()
export class SuggestionsQueue implements OnApplicationShutdown {
  private readonly connection = createRedis(env.REDIS_URL, 'reviews-queue');
  private readonly queue = new Queue<TSuggestReplyJob>(REVIEW_SUGGESTIONS_QUEUE, suggestionQueueOptions(env, this.connection));

  private readonly unwatch = watchQueueDepth(this.queue);

  constructor(health: HealthService) {
    health.addQueue(REVIEW_SUGGESTIONS_QUEUE, () => this.counts());
  }

  // Adding a job whose id exists is a no-op: one job per review and generation.
  async enqueue(jobs: TSuggestReplyJob[]): Promise<void> {
    if (jobs.length === 0) return;
    await this.queue.addBulk(jobs.map((data) => ({ name: SUGGEST_REPLY_JOB, data, opts: { jobId: suggestReplyJobId(data) } })));
  }

  async counts(): Promise<TQueueHealth> {
    const counts = await this.queue.getJobCounts('waiting', 'active', 'delayed', 'failed', 'prioritized', 'waiting-children');
    return {
      waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
      active: counts.active ?? 0,
      delayed: counts.delayed ?? 0,
      deadLetter: counts.failed ?? 0,
    };
  }

  async onApplicationShutdown(): Promise<void> {
    this.unwatch();
    await this.queue.close();
    await this.connection.quit().catch(() => undefined);
  }
}
