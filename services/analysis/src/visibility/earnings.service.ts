import { Injectable } from '@nestjs/common';
import type { TBusinessScope, TVisibilityEarnings } from '@app/contracts';
import { AnalyticsService } from '../analytics/analytics.service';
import { ScopeService } from '../businesses/scope.service';
import { lastLocalDays, localDay, localDayBounds } from '../common/business-day';
import { normalizedText } from '../common/text';
import { rankCallsCorrelation } from './earnings-correlation';
import { scanSummary } from './scan-view';
import { ScansRepository } from './scans.repository';

// Recent-activity kinds that are the owner's own actions, as earnings markers. Today only keyword
// additions are recorded as activity; replies and listing edits appear once they are.
const MARKER_KINDS = { 'keyword-added': 'keyword-added', 'reply-sent': 'reply', 'listing-edited': 'listing-edit' } as const;

// docs/product.md, Visibility: what visibility earns, per business day: the day's scan of the
// keyword (SoLV), its rank check, and the listing's calls, directions and website clicks (Google's
// stored figures when connected, else the labelled estimates, as on Reports).
@Injectable()
export class EarningsService {
  constructor(
    private readonly scope: ScopeService,
    private readonly scans: ScansRepository,
    private readonly analytics: AnalyticsService,
  ) {}

  async earnings(scope: TBusinessScope, input: { keyword?: string; days: number }, now = new Date()): Promise<TVisibilityEarnings> {
    const business = await this.scope.business(scope);
    const days = lastLocalDays(input.days, now, business.timezone);
    const from = days[0] ?? localDay(now, business.timezone);
    const to = days[days.length - 1] ?? from;
    const series = await this.analytics.series(scope, { startDate: from, endDate: to }, undefined, now);
    const byDay = new Map(series.series.map((point) => [point.date, point]));
    const start = localDayBounds(from, business.timezone).start;
    const end = localDayBounds(to, business.timezone).end;
    const normalized = input.keyword ? normalizedText(input.keyword) : undefined;
    const ranks = normalized ? await this.scans.keywordRanks(business.id, normalized, from, to) : undefined;
    // The day's newest finished scan of the keyword gives that day's SoLV.
    const solvByDay = new Map<string, number | null>();
    if (normalized) {
      for (const scan of await this.scans.scansBetween(business.id, normalized, start, end)) solvByDay.set(localDay(scan.createdAt, business.timezone), scanSummary(scan).solv);
    }
    const rows = days.map((day) => {
      const point = byDay.get(day);
      return {
        day,
        solv: solvByDay.get(day) ?? null,
        averageRank: ranks ? (ranks.get(day) ?? null) : (point?.averageRank ?? null),
        calls: point?.phoneCalls ?? null,
        directions: point?.directionRequests ?? null,
        websiteClicks: point?.websiteClicks ?? null,
      };
    });
    const markers = (await this.scans.activities(business.id, Object.keys(MARKER_KINDS), start, end)).map((activity) => ({
      day: localDay(activity.occurredAt, business.timezone),
      kind: MARKER_KINDS[activity.kind as keyof typeof MARKER_KINDS],
      label: activity.text,
    }));
    const source = series.source;
    return { keyword: input.keyword?.trim() ?? null, from, to, source, days: rows, markers, ...rankCallsCorrelation(rows, source === 'estimate') };
  }
}
