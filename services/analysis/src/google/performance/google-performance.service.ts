import { Injectable } from '@nestjs/common';
import type { TFiguresSource, TKeywordSuggestion } from '@app/contracts';
import type { TListingMetricsDay } from '../../analytics/listing-metrics.model';
import { PerformanceRepository } from './performance.repository';

// Where a business's listing figures come from, for the analytics series, the Dashboard and Reports.
export type TFigures =
  | { source: 'estimate'; latestDay: null }
  | { source: Exclude<TFiguresSource, 'estimate'>; latestDay: string | null; locationName: string };

export const ESTIMATE: TFigures = { source: 'estimate', latestDay: null };

// Google's own searches among the keyword ideas.
const TOP_SEARCHES = 5;

const monthLabel = (month: string): string => new Date(`${month}-01T00:00:00Z`).toLocaleString('en-US', { month: 'short', year: 'numeric', timeZone: 'UTC' });

// The reading side of the imported Performance API figures: a business connected to Google (or
// whose access was revoked since: what was imported stays its own) reads Google's stored days; any
// other reads the modelled estimates, as before.
@Injectable()
export class GooglePerformanceService {
  constructor(private readonly repository: PerformanceRepository) {}

  async figures(businessId: string): Promise<TFigures> {
    const connection = await this.repository.connection(businessId);
    if (!connection?.locationName || (connection.status !== 'connected' && connection.status !== 'revoked')) return ESTIMATE;
    const stored = await this.repository.stored(businessId, connection.locationName);
    if (!stored) return ESTIMATE;
    return { source: stored.source, latestDay: stored.latestDay, locationName: stored.locationName };
  }

  // Google's days from `from` to `to` (a day it has not published yet has none).
  metrics(businessId: string, figures: Exclude<TFigures, { source: 'estimate' }>, from: string, to: string): Promise<Map<string, TListingMetricsDay>> {
    return this.repository.metrics(businessId, figures.locationName, from, to);
  }

  // The searches the business's profile was shown for most over the last months, as keyword ideas.
  async searchSuggestions(businessId: string): Promise<TKeywordSuggestion[]> {
    const figures = await this.figures(businessId);
    if (figures.source === 'estimate') return [];
    const top = await this.repository.topKeywords(businessId, figures.locationName, TOP_SEARCHES);
    return top.map((item) => {
      const period = item.startMonth === item.endMonth ? monthLabel(item.startMonth) : `${monthLabel(item.startMonth)} – ${monthLabel(item.endMonth)}`;
      return {
        keyword: item.keyword,
        kind: 'google-search' as const,
        reason: `People found your Google profile with this search: ${item.impressions.toLocaleString('en-US')} impressions (${period}).`,
        google: { source: item.source, impressions: item.impressions, startMonth: item.startMonth, endMonth: item.endMonth },
      };
    });
  }
}
