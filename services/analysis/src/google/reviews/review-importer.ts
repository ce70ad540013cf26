import { Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { GOOGLE_NOTIFICATION_TYPES, type TGoogleReviewSyncedEvent } from '@app/contracts';
import { env } from '../../config/env';
import { GoogleAccess, type TGoogleClient } from '../google-access';
import { apiUrl } from '../google-config';
import { locationOf, syncedReviewOf, type TV4Review, type TV4ReviewsPage } from './google-review-mapping';
import { GoogleReviewsRepository } from './google-reviews.repository';
import type { TFetchJob, TImportJob } from './google-reviews.queue';

// Google's largest page of reviews.
const PAGE_SIZE = 50;

// Google's review count of the location, when it gives a usable one.
const countOf = (value: unknown): number | null => (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null);

const isReview = (review: TGoogleReviewSyncedEvent | null): review is TGoogleReviewSyncedEvent => review !== null;

// Reads reviews from Google (My Business v4, through the business's authenticated client) and
// hands each to the reviews service as `analysis.google-review.synced`, through the outbox.
@Injectable()
export class ReviewImporter {
  private readonly logger = new Logger(ReviewImporter.name);

  constructor(
    private readonly access: GoogleAccess,
    private readonly repository: GoogleReviewsRepository,
  ) {}

  // One full import run, page by page from its checkpoint: a run interrupted anywhere (a killed
  // process, a failed attempt) goes on from the last page it saved.
  async run(job: TImportJob, finalAttempt: boolean): Promise<void> {
    let run = await this.repository.findImport(job.businessId);
    if (!run || run.startedAt.toISOString() !== job.startedAt || run.completedAt) return;
    const client = await this.access.forBusiness(job.businessId);
    if (!client || client.locationName !== run.locationName) return;
    const lastSyncedAt = await this.repository.lastReviewsSync(job.businessId);
    await this.access.saveSync(job.businessId, 'reviews', { state: 'running', lastSyncedAt, imported: run.imported, error: null });
    try {
      if (run.pages === 0) await this.subscribe(client);
      while (run && !run.completedAt) {
        const page = await this.page(client, run.pageToken);
        const observedAt = new Date();
        const reviews = (page.reviews ?? []).map((review) => syncedReviewOf(job.businessId, client.source, review, observedAt)).filter(isReview);
        if (!(await this.repository.savePage(run, reviews, page.nextPageToken || null, countOf(page.totalReviewCount)))) return;
        run = await this.repository.findImport(job.businessId);
      }
      await this.access.saveSync(job.businessId, 'reviews', { state: 'idle', lastSyncedAt: new Date().toISOString(), imported: run?.imported ?? null, error: null });
      this.logger.log({ businessId: job.businessId, imported: run?.imported, pages: run?.pages }, 'Google reviews imported');
    } catch (error) {
      const failure = await this.access.failure(job.businessId, error);
      // While attempts remain the sync is still running, with the reason of the last failure.
      const state = failure.retriable && !finalAttempt ? 'running' : 'failed';
      await this.access.saveSync(job.businessId, 'reviews', { state, lastSyncedAt, imported: run?.imported ?? null, error: failure.reason });
      this.logger.warn({ businessId: job.businessId, status: failure.status, retriable: failure.retriable }, 'Google reviews import failed');
      if (failure.retriable) throw new Error(failure.reason);
      // Refused for good: the next periodic sync tries again, the sweep does not loop on it.
      if (run) await this.repository.finishImport(run);
      throw new UnrecoverableError(failure.reason);
    }
  }

  // The review a notification names, read again from Google and handed on.
  async fetchOne(job: TFetchJob): Promise<void> {
    const client = await this.access.forBusiness(job.businessId);
    if (!client || locationOf(job.reviewName) !== client.locationName) return;
    let review: TV4Review;
    try {
      review = (await client.auth.request<TV4Review>({ url: apiUrl(client.urls.myBusiness, `v4/${job.reviewName}`) })).data;
    } catch (error) {
      const failure = await this.access.failure(job.businessId, error);
      if (failure.retriable) throw new Error(failure.reason);
      this.logger.warn({ businessId: job.businessId, status: failure.status }, 'A notified Google review could not be read');
      return;
    }
    const synced = syncedReviewOf(job.businessId, client.source, review, new Date());
    if (synced) await this.repository.publishReview(synced);
  }

  private async page(client: TGoogleClient, pageToken: string | null): Promise<TV4ReviewsPage> {
    const response = await client.auth.request<TV4ReviewsPage>({
      url: apiUrl(client.urls.myBusiness, `v4/${client.accountName}/${client.locationName}/reviews`),
      params: { pageSize: PAGE_SIZE, ...(pageToken ? { pageToken } : {}) },
    });
    return response.data;
  }

  // Asks Google to push new and updated reviews of the account to our Pub/Sub topic (when one is
  // configured). Idempotent; a refusal leaves the periodic sync to find new reviews.
  private async subscribe(client: TGoogleClient): Promise<void> {
    if (!env.GOOGLE_PUBSUB_TOPIC) return;
    try {
      await client.auth.request({
        url: apiUrl(client.urls.notifications, `v1/${client.accountName}/notificationSetting`),
        method: 'PATCH',
        params: { updateMask: 'notificationTypes,pubsubTopic' },
        data: { name: `${client.accountName}/notificationSetting`, pubsubTopic: env.GOOGLE_PUBSUB_TOPIC, notificationTypes: [...GOOGLE_NOTIFICATION_TYPES] },
      });
    } catch (error) {
      const failure = await this.access.failure(client.businessId, error);
      if (failure.revoked) throw error;
      this.logger.warn({ businessId: client.businessId, status: failure.status }, 'Google notifications could not be set up; the periodic sync will find new reviews');
    }
  }
}
