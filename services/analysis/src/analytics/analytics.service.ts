import { Injectable } from '@nestjs/common';
import type { TAnalyticsMetric, TAnalyticsSeries, TAnalyticsTotals, TBusinessScope } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { ScopeService } from '../businesses/scope.service';
import { addDays, daysBetween } from '../common/days';
import { lastLocalDays, localDay } from '../common/business-day';
import type { Business } from '../generated/prisma/client';
import { GooglePerformanceService, type TFigures } from '../google/performance/google-performance.service';
import { DASHBOARD_DAYS, daysOf, metricsOf, pointsOf, rangeError, totalsOf } from './analytics-series';
import { AnalyticsRepository } from './analytics.repository';
import { modelledMetrics } from './listing-metrics.model';

// Modelled days are written back at most this far (the longest report period).
const BACKFILL_MAX_DAYS = 366;

// Reports' series and the Dashboard's analytics block, from the same stored days.
@Injectable()
export class AnalyticsService {
  constructor(
    private readonly scope: ScopeService,
    private readonly repository: AnalyticsRepository,
    private readonly google: GooglePerformanceService,
  ) {}

  // Without dates: the last 30 of the business's own days, the Dashboard's period.
  async series(scope: TBusinessScope, range: { startDate?: string; endDate?: string }, metric?: TAnalyticsMetric, now = new Date()): Promise<TAnalyticsSeries> {
    if (range.startDate && range.endDate) {
      const { startDate, endDate } = range;
      const error = rangeError(startDate, endDate);
      if (error) throw new ServiceException('VALIDATION', error, [{ path: startDate > endDate ? 'startDate' : 'endDate', message: error }]);
    }
    const business = await this.scope.business(scope);
    const lastDays = lastLocalDays(DASHBOARD_DAYS, now, business.timezone);
    const startDate = range.startDate ?? lastDays[0] ?? '';
    const endDate = range.endDate ?? lastDays[lastDays.length - 1] ?? '';
    await this.recordMetrics(business, localDay(now, business.timezone));
    const length = daysBetween(startDate, endDate) + 1;
    const previousStart = addDays(startDate, -length);
    const figures = await this.google.figures(business.id);
    const inputs = await this.inputs(business, figures, previousStart, endDate);
    const series = pointsOf(daysOf(startDate, endDate), inputs);
    return {
      startDate,
      endDate,
      metrics: metricsOf(metric),
      series,
      totals: totalsOf(series),
      previousTotals: totalsOf(pointsOf(daysOf(previousStart, addDays(startDate, -1)), inputs)),
      isEstimated: figures.source === 'estimate',
      source: figures.source,
      latestDay: figures.latestDay,
    };
  }

  // The Dashboard's block: the last 30 of the business's own days, the same as Reports' default
  // period, and where its figures come from.
  async dashboardTotals(business: Business, now = new Date()): Promise<{ totals: TAnalyticsTotals; figures: TFigures }> {
    const days = lastLocalDays(DASHBOARD_DAYS, now, business.timezone);
    const startDate = days[0] ?? '';
    const endDate = days[days.length - 1] ?? '';
    await this.recordMetrics(business, endDate);
    const figures = await this.google.figures(business.id);
    return { totals: totalsOf(pointsOf(days, await this.inputs(business, figures, startDate, endDate))), figures };
  }

  // The modelled days since the business was created, up to `through` (the daily job, and any
  // read that finds days missing); days already written are kept as they are.
  async recordMetrics(business: Pick<Business, 'id' | 'type' | 'createdAt' | 'timezone'>, through: string): Promise<number> {
    const created = localDay(business.createdAt, business.timezone);
    const from = created > addDays(through, -BACKFILL_MAX_DAYS) ? created : addDays(through, -BACKFILL_MAX_DAYS);
    if (from > through) return 0;
    const existing = new Set(await this.repository.metricDays(business.id, from, through));
    const missing = daysOf(from, through).filter((day) => !existing.has(day));
    return this.repository.saveMetrics(
      business.id,
      missing.map((day) => ({ day, metrics: modelledMetrics(business.id, business.type, day) })),
    );
  }

  // Listing figures from Google's stored days for a connected business, else the modelled ones;
  // average rank and new reviews are the business's own either way.
  private async inputs(business: Pick<Business, 'id' | 'timezone'>, figures: TFigures, from: string, to: string) {
    const [metrics, averageRank, reviews] = await Promise.all([
      figures.source === 'estimate' ? this.repository.metrics(business.id, from, to) : this.google.metrics(business.id, figures, from, to),
      this.repository.averageRankByDay(business.id, from, to),
      this.repository.reviewsByDay(business.id, business.timezone, from, to),
    ]);
    return { metrics, averageRank, reviews };
  }
}
