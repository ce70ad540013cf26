import { Inject, Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { GOOGLE_PERFORMANCE_JOBS, GOOGLE_PERFORMANCE_QUEUE } from '@app/contracts';
import { BusinessesRepository } from '../../businesses/businesses.repository';
import { localDay } from '../../common/business-day';
import { ServiceQueue } from '../../common/service-queue';
import { GoogleAccess } from '../google-access';
import { ImportPerformanceJob, ZImportJobData } from './import-performance.job';

// The sweep looks for connected businesses whose figures were not imported on their today yet.
const SWEEP_EVERY_MS = 60 * 60_000;

// Imports of Google's performance figures: one when a business connects (or picks a location), one
// per connected business and local day from the repeating sweep. Stable job ids: a day's import, or
// a connection's first, is queued once however often it is asked for.
@Injectable()
export class PerformanceQueue extends ServiceQueue {
  constructor(
    @Inject(ImportPerformanceJob) private readonly importJob: ImportPerformanceJob,
    @Inject(GoogleAccess) private readonly google: GoogleAccess,
    @Inject(BusinessesRepository) private readonly businesses: BusinessesRepository,
  ) {
    super({ name: GOOGLE_PERFORMANCE_QUEUE, label: 'google-performance', sweep: { jobName: GOOGLE_PERFORMANCE_JOBS.sweep, everyMs: SWEEP_EVERY_MS } });
  }

  // Right after the owner connects or picks a location: `connection` names that connection (its
  // location and when it was made), so a second call for it adds nothing.
  async importNow(businessId: string, connection: string): Promise<void> {
    await this.add(businessId, `connect:${businessId}:${connection.replace(/[^A-Za-z0-9_-]/g, '-')}`);
  }

  // The day's import of every connected business (the sweep; tests call it with their own clock).
  async sweep(now: Date): Promise<number> {
    let queued = 0;
    for (const businessId of await this.google.connectedBusinesses()) {
      const business = await this.businesses.find(businessId);
      if (!business) continue;
      await this.add(businessId, `daily:${businessId}:${localDay(now, business.timezone)}`);
      queued += 1;
    }
    return queued;
  }

  private async add(businessId: string, jobId: string): Promise<void> {
    await this.queue.add(GOOGLE_PERFORMANCE_JOBS.import, ZImportJobData.parse({ businessId }), { jobId });
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
