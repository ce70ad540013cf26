import { Injectable } from '@nestjs/common';
import type { Job } from 'bullmq';
import { z } from 'zod';
import { GOOGLE_LISTING_JOBS, GOOGLE_LISTING_QUEUE } from '@app/contracts';
import { ServiceQueue } from '@app/service-kit';
import { env } from '../config/env';
import { GoogleAccess } from '../google/google-access';
import { ListingService } from './listing.service';

const ZImportJobData = z.object({ businessId: z.uuid() });

// Imports of connected locations: one when the owner picks the location, then one per business
// and refresh interval from a repeating sweep. Job ids are stable (the business and the interval,
// or the moment of the pick), so a repeated sweep or pick never queues the same import twice.
@Injectable()
export class GoogleListingQueue extends ServiceQueue {
  constructor(
    private readonly google: GoogleAccess,
    private readonly listing: ListingService,
  ) {
    super({
      name: GOOGLE_LISTING_QUEUE,
      label: 'analysis-google-listing',
      databaseUrl: env.databaseUrl,
      redisUrl: env.REDIS_URL,
      sweep: { jobName: GOOGLE_LISTING_JOBS.sweep, everyMs: env.GOOGLE_LISTING_REFRESH_INTERVAL_MS },
    });
  }

  // `key` says which import this is (the pick's time): the same key twice is one job.
  async importNow(businessId: string, key: string): Promise<void> {
    await this.queue.add(GOOGLE_LISTING_JOBS.import, { businessId }, { jobId: `${businessId}:pick:${key}` });
  }

  async sweep(now: Date): Promise<number> {
    const slot = Math.floor(now.getTime() / env.GOOGLE_LISTING_REFRESH_INTERVAL_MS);
    const businessIds = await this.google.connectedBusinesses();
    for (const businessId of businessIds) await this.queue.add(GOOGLE_LISTING_JOBS.import, { businessId }, { jobId: `${businessId}:refresh:${slot}` });
    return businessIds.length;
  }

  protected async process(job: Job): Promise<void> {
    if (job.name === GOOGLE_LISTING_JOBS.sweep) {
      await this.sweep(new Date());
      return;
    }
    if (job.name === GOOGLE_LISTING_JOBS.import) {
      await this.listing.importFromGoogle(ZImportJobData.parse(job.data).businessId);
      return;
    }
    this.unknownJob(job);
  }
}
