import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { GOOGLE_PERFORMANCE_JOBS, GOOGLE_PERFORMANCE_QUEUE } from '@app/contracts';
import { ServiceQueue } from '@app/service-kit';
import { env } from '../../config/env';
import { ImportPerformanceJob, ZImportJobData } from './import-performance.job';
import { connectJobId, dueImport } from './performance-schedule';
import { PerformanceRepository } from './performance.repository';

// How often the sweep looks for connections to import: a new connection (or location) is picked
// up within a minute, and each connected business is imported again once a local day.
const SWEEP_EVERY_MS = 60_000;

// Imports of Google's performance figures, one job per connection's first import and per business
// and local day (stable ids: asking twice queues once), from a repeating sweep.
@Injectable()
export class PerformanceQueue extends ServiceQueue {
  constructor(
    @Inject(ImportPerformanceJob) private readonly importJob: ImportPerformanceJob,
    @Inject(PerformanceRepository) private readonly repository: PerformanceRepository,
  ) {
    super({
      name: GOOGLE_PERFORMANCE_QUEUE,
      label: 'analysis-google-performance',
      databaseUrl: env.databaseUrl,
      redisUrl: env.REDIS_URL,
      sweep: { jobName: GOOGLE_PERFORMANCE_JOBS.sweep, everyMs: SWEEP_EVERY_MS },
    });
  }

  // Right after the owner connects or picks a location (the sweep would find it within a minute).
  async importNow(businessId: string, connectedAt: Date | null): Promise<void> {
    await this.queue.add(GOOGLE_PERFORMANCE_JOBS.import, ZImportJobData.parse({ businessId }), { jobId: connectJobId(businessId, connectedAt) });
  }

  // Queues the imports due at `now` (the sweep job; tests call it with their own clock).
  async sweep(now: Date): Promise<number> {
    let queued = 0;
    for (const connection of await this.repository.connectedForImport()) {
      const jobId = dueImport(connection, now);
      if (!jobId) continue;
      await this.queue.add(GOOGLE_PERFORMANCE_JOBS.import, ZImportJobData.parse({ businessId: connection.businessId }), { jobId });
      queued += 1;
    }
    return queued;
  }

  protected async process(job: Job): Promise<void> {
    if (job.name === GOOGLE_PERFORMANCE_JOBS.sweep) {
      await this.sweep(new Date());
      return;
    }
    if (job.name === GOOGLE_PERFORMANCE_JOBS.import) {
      const attempts = job.opts.attempts ?? 1;
      return this.importJob.handle(ZImportJobData.parse(job.data), { last: job.attemptsMade + 1 >= attempts });
    }
    this.unknownJob(job);
  }
}
