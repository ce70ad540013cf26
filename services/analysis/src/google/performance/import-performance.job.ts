import { Injectable, Logger } from '@nestjs/common';
import { UnrecoverableError } from 'bullmq';
import { z } from 'zod';
import { BusinessesRepository } from '../../businesses/businesses.repository';
import { addDays } from '../../common/days';
import { GoogleAccess, type TGoogleClient } from '../google-access';
import type { TStoredSync } from '../google-connection.repository';
import { dailyMetricsUrl, keywordsUrl, parseDailyMetrics, parseKeywordsPage, type TKeywordCount } from './performance-api';
import { completeMonthsBefore, lastDayToAsk } from './performance-schedule';
import { KEYWORD_MONTHS, PerformanceRepository } from './performance.repository';

// The first import reaches back about 18 months (as far as Google keeps daily figures); later ones
// take the last 30 days again, so the days Google publishes late (and corrects) arrive.
export const HISTORY_DAYS = 540;
export const RECENT_DAYS = 30;
// Google's keyword lists are paged (100 a page); a bound against a page token that never ends.
const MAX_KEYWORD_PAGES = 20;

export const ZImportJobData = z.object({ businessId: z.uuid() });
export type TImportJobData = z.infer<typeof ZImportJobData>;

// Imports one connected business's figures from the Business Profile Performance API: the daily
// metrics (upserted by day, the days Google has not published yet left out) and each of the last
// complete months' search keywords. Google's 429, 5xx and silences throw for the queue to retry
// with backoff; a 401 marks the connection revoked and stops (as does any other refusal).
@Injectable()
export class ImportPerformanceJob {
  private readonly logger = new Logger(ImportPerformanceJob.name);

  constructor(
    private readonly google: GoogleAccess,
    private readonly repository: PerformanceRepository,
    private readonly businesses: BusinessesRepository,
  ) {}

  async handle(data: TImportJobData, attempt: { last: boolean } = { last: true }, now = new Date()): Promise<void> {
    const { businessId } = data;
    const client = await this.google.forBusiness(businessId);
    if (!client) return;
    const business = await this.businesses.find(businessId);
    if (!business) return;
    const stored = await this.repository.stored(businessId, client.locationName);
    const lastSyncedAt = stored?.lastFetchedAt?.toISOString() ?? null;
    const sync = (change: Partial<TStoredSync>) => this.google.saveSync(businessId, 'performance', { state: 'running', lastSyncedAt, imported: null, error: null, ...change });
    await sync({});
    try {
      const endDay = lastDayToAsk(now, business.timezone);
      const startDay = addDays(endDay, stored ? 1 - RECENT_DAYS : -HISTORY_DAYS);
      const daily = parseDailyMetrics(await this.get(client, dailyMetricsUrl(client.urls.performance, client.locationName, startDay, endDay)));
      if (!stored) await this.repository.forgetOtherLocations(businessId, client.locationName);
      const imported = await this.repository.saveDays(businessId, client.locationName, client.source, daily.days);
      for (const month of completeMonthsBefore(endDay, KEYWORD_MONTHS)) {
        await this.repository.saveKeywordMonth(businessId, client.locationName, client.source, month, await this.keywords(client, month));
      }
      await sync({ state: 'idle', lastSyncedAt: new Date().toISOString(), imported });
      this.logger.log({ businessId, imported, latestDay: daily.latestDay }, 'Google performance figures imported');
    } catch (error) {
      // Only the failure's meaning goes on: a gaxios error carries the request, Authorization header included.
      const failure = await this.google.failure(businessId, error);
      const final = !failure.retriable || attempt.last;
      await sync({ state: final ? 'failed' : 'running', error: failure.reason });
      if (!failure.retriable) throw new UnrecoverableError(failure.reason);
      throw new Error(failure.reason);
    }
  }

  private async keywords(client: TGoogleClient, month: string): Promise<TKeywordCount[]> {
    const counts: TKeywordCount[] = [];
    let pageToken: string | null = null;
    for (let page = 0; page < MAX_KEYWORD_PAGES; page += 1) {
      const answer = parseKeywordsPage(await this.get(client, keywordsUrl(client.urls.performance, client.locationName, month, pageToken)));
      counts.push(...answer.counts);
      pageToken = answer.nextPageToken;
      if (!pageToken) break;
    }
    return counts;
  }

  private async get(client: TGoogleClient, url: string): Promise<unknown> {
    const response = await client.auth.request<unknown>({ url, method: 'GET' });
    return response.data;
  }
}
