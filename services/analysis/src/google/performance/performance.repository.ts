import { Injectable } from '@nestjs/common';
import type { TGoogleSource } from '@app/contracts';
import { dayDate } from '../../common/days';
import { PrismaClient } from '../../generated/prisma/client';
import type { TListingMetricsDay } from '../../analytics/listing-metrics.model';
import type { TGoogleDay, TKeywordCount } from './performance-api';

// A business's stored Google figures: where they come from and the newest day Google published.
export type TStoredFigures = { source: TGoogleSource; locationName: string; latestDay: string | null; lastFetchedAt: Date | null };

export type TKeywordTotal = { keyword: string; impressions: number; startMonth: string; endMonth: string; source: TGoogleSource };

// Months of search keywords imported each time (the last complete ones).
export const KEYWORD_MONTHS = 3;

const isoDay = (date: Date): string => date.toISOString().slice(0, 10);
const sourceOf = (value: string): TGoogleSource => (value === 'google-sandbox' ? 'google-sandbox' : 'google');

// The only place that touches google_daily_metrics and google_search_keywords; every method is
// scoped by the business.
@Injectable()
export class PerformanceRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // Upserts the published days in one statement: a day already stored takes Google's latest
  // figures, never a second row.
  async saveDays(businessId: string, locationName: string, source: TGoogleSource, days: TGoogleDay[]): Promise<number> {
    if (days.length === 0) return 0;
    const rows = JSON.stringify(days.map(({ day, figures }) => ({ day, ...figures })));
    return this.prisma.$executeRaw`
      INSERT INTO google_daily_metrics (business_id, day, location_name, impressions_desktop_maps, impressions_desktop_search, impressions_mobile_maps,
        impressions_mobile_search, call_clicks, website_clicks, direction_requests, source, fetched_at)
      SELECT ${businessId}::uuid, x.day, ${locationName}, x."impressionsDesktopMaps", x."impressionsDesktopSearch", x."impressionsMobileMaps",
        x."impressionsMobileSearch", x."callClicks", x."websiteClicks", x."directionRequests", ${source}, now()
      FROM jsonb_to_recordset(${rows}::jsonb) AS x(day date, "impressionsDesktopMaps" int, "impressionsDesktopSearch" int, "impressionsMobileMaps" int,
        "impressionsMobileSearch" int, "callClicks" int, "websiteClicks" int, "directionRequests" int)
      ON CONFLICT (business_id, day) DO UPDATE SET location_name = EXCLUDED.location_name, impressions_desktop_maps = EXCLUDED.impressions_desktop_maps,
        impressions_desktop_search = EXCLUDED.impressions_desktop_search, impressions_mobile_maps = EXCLUDED.impressions_mobile_maps,
        impressions_mobile_search = EXCLUDED.impressions_mobile_search, call_clicks = EXCLUDED.call_clicks, website_clicks = EXCLUDED.website_clicks,
        direction_requests = EXCLUDED.direction_requests, source = EXCLUDED.source, fetched_at = EXCLUDED.fetched_at`;
  }

  // Figures of another location (the owner picked another one) are not this business's any more.
  async forgetOtherLocations(businessId: string, locationName: string): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.googleDailyMetric.deleteMany({ where: { businessId, locationName: { not: locationName } } }),
      this.prisma.googleSearchKeyword.deleteMany({ where: { businessId, locationName: { not: locationName } } }),
    ]);
  }

  // A month's keyword counts replace what was stored for that month.
  async saveKeywordMonth(businessId: string, locationName: string, source: TGoogleSource, month: string, counts: TKeywordCount[]): Promise<void> {
    const first = dayDate(`${month}-01`);
    const fetchedAt = new Date();
    await this.prisma.$transaction([
      this.prisma.googleSearchKeyword.deleteMany({ where: { businessId, month: first } }),
      this.prisma.googleSearchKeyword.createMany({
        data: counts.map((count) => ({ businessId, month: first, locationName, source, fetchedAt, ...count })),
        skipDuplicates: true,
      }),
    ]);
  }

  // What is stored of `locationName`: null when nothing is.
  async stored(businessId: string, locationName?: string): Promise<TStoredFigures | null> {
    const where = { businessId, ...(locationName ? { locationName } : {}) };
    const [latest, fetched] = await Promise.all([
      this.prisma.googleDailyMetric.findFirst({ where, orderBy: { day: 'desc' }, select: { day: true, source: true, locationName: true } }),
      this.prisma.googleDailyMetric.aggregate({ where, _max: { fetchedAt: true } }),
    ]);
    if (!latest) return null;
    return { source: sourceOf(latest.source), locationName: latest.locationName, latestDay: isoDay(latest.day), lastFetchedAt: fetched._max.fetchedAt };
  }

  // The days from `from` to `to` as the analytics series counts them: listing views are the
  // profile's impressions on Maps and Search, mobile and desktop.
  async metrics(businessId: string, locationName: string, from: string, to: string): Promise<Map<string, TListingMetricsDay>> {
    const rows = await this.prisma.googleDailyMetric.findMany({ where: { businessId, locationName, day: { gte: dayDate(from), lte: dayDate(to) } } });
    return new Map(
      rows.map((row) => [
        isoDay(row.day),
        {
          listingViews: row.impressionsDesktopMaps + row.impressionsDesktopSearch + row.impressionsMobileMaps + row.impressionsMobileSearch,
          websiteClicks: row.websiteClicks,
          phoneCalls: row.callClicks,
          directionRequests: row.directionRequests,
        },
      ]),
    );
  }

  // The searches with the most impressions over the last KEYWORD_MONTHS months stored (counts Google gave as a
  // threshold are too small to rank).
  async topKeywords(businessId: string, locationName: string, limit: number): Promise<TKeywordTotal[]> {
    const rows = await this.prisma.$queryRaw<{ keyword: string; impressions: number; start_month: string; end_month: string; source: string }[]>`
      SELECT keyword, SUM(impressions)::int AS impressions, to_char(MIN(month), 'YYYY-MM') AS start_month, to_char(MAX(month), 'YYYY-MM') AS end_month, MAX(source) AS source
      FROM google_search_keywords
      WHERE business_id = ${businessId}::uuid AND location_name = ${locationName} AND impressions IS NOT NULL
        AND month > (SELECT MAX(month) FROM google_search_keywords WHERE business_id = ${businessId}::uuid AND location_name = ${locationName}) - ${`${KEYWORD_MONTHS} months`}::interval
      GROUP BY keyword ORDER BY SUM(impressions) DESC, keyword LIMIT ${limit}`;
    return rows.map((row) => ({ keyword: row.keyword, impressions: row.impressions, startMonth: row.start_month, endMonth: row.end_month, source: sourceOf(row.source) }));
  }

  // The business's Google connection as its owner module keeps it (status and synced location).
  connection(businessId: string): Promise<{ status: string; locationName: string | null } | null> {
    return this.prisma.googleConnection.findUnique({ where: { businessId }, select: { status: true, locationName: true } });
  }

  // Connected businesses with what the imports need to know: their day, the connection's moment
  // and where its performance sync stands (reset to idle, never synced, by a connect or a pick).
  async connectedForImport(): Promise<{ businessId: string; timezone: string; connectedAt: Date | null; sync: unknown }[]> {
    const rows = await this.prisma.googleConnection.findMany({
      where: { status: 'connected', refreshToken: { not: null }, locationName: { not: null } },
      select: { businessId: true, connectedAt: true, performanceSync: true, business: { select: { timezone: true } } },
      orderBy: { businessId: 'asc' },
    });
    return rows.map((row) => ({ businessId: row.businessId, timezone: row.business.timezone, connectedAt: row.connectedAt, sync: row.performanceSync }));
  }
}
