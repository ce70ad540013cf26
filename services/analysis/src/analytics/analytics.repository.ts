import { Injectable } from '@nestjs/common';
import { dayDate } from '../common/days';
import { PrismaClient } from '../generated/prisma/client';
import type { TListingMetricsDay } from './listing-metrics.model';

@Injectable()
export class AnalyticsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // Writes the days that have no row yet: a day once written never changes.
  async saveMetrics(businessId: string, days: { day: string; metrics: TListingMetricsDay }[], isEstimated = true): Promise<number> {
    if (days.length === 0) return 0;
    const { count } = await this.prisma.listingMetric.createMany({
      data: days.map(({ day, metrics }) => ({ businessId, day: dayDate(day), ...metrics, isEstimated })),
      skipDuplicates: true,
    });
    return count;
  }

  // Replaces the days given (the demo seed's calibrated figures).
  async replaceMetrics(businessId: string, days: { day: string; metrics: TListingMetricsDay }[]): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.listingMetric.deleteMany({ where: { businessId, day: { in: days.map(({ day }) => dayDate(day)) } } }),
      this.prisma.listingMetric.createMany({ data: days.map(({ day, metrics }) => ({ businessId, day: dayDate(day), ...metrics })) }),
    ]);
  }

  async metricDays(businessId: string, from: string, to: string): Promise<string[]> {
    const rows = await this.prisma.listingMetric.findMany({ where: { businessId, day: { gte: dayDate(from), lte: dayDate(to) } }, select: { day: true } });
    return rows.map((row) => row.day.toISOString().slice(0, 10));
  }

  async metrics(businessId: string, from: string, to: string): Promise<Map<string, TListingMetricsDay>> {
    const rows = await this.prisma.listingMetric.findMany({ where: { businessId, day: { gte: dayDate(from), lte: dayDate(to) } } });
    return new Map(
      rows.map((row) => [
        row.day.toISOString().slice(0, 10),
        { listingViews: row.listingViews, websiteClicks: row.websiteClicks, phoneCalls: row.phoneCalls, directionRequests: row.directionRequests },
      ]),
    );
  }

  // The mean position of the day's ranked checks (not ranked and failed checks have none).
  async averageRankByDay(businessId: string, from: string, to: string): Promise<Map<string, number>> {
    const rows = await this.prisma.$queryRaw<{ day: string; average: number }[]>`
      SELECT to_char(checked_on, 'YYYY-MM-DD') AS day, AVG(position)::float8 AS average FROM rank_checks
      WHERE business_id = ${businessId}::uuid AND checked_on BETWEEN ${from}::date AND ${to}::date AND position IS NOT NULL
      GROUP BY checked_on`;
    return new Map(rows.map((row) => [row.day, row.average]));
  }

  // New reviews per day of their review date on the business's clock.
  async reviewsByDay(businessId: string, timeZone: string, from: string, to: string): Promise<Map<string, number>> {
    const rows = await this.prisma.$queryRaw<{ day: string; count: number }[]>`
      SELECT to_char(review_date AT TIME ZONE ${timeZone}, 'YYYY-MM-DD') AS day, COUNT(*)::int AS count FROM received_reviews
      WHERE business_id = ${businessId}::uuid AND (review_date AT TIME ZONE ${timeZone})::date BETWEEN ${from}::date AND ${to}::date
      GROUP BY 1`;
    return new Map(rows.map((row) => [row.day, row.count]));
  }
}
