import {
  ANALYTICS_LIMITS,
  ANALYTICS_MESSAGES,
  ANALYTICS_METRICS,
  type TAnalyticsMetric,
  type TAnalyticsPoint,
  type TAnalyticsTotals,
} from '@app/contracts';
import { round1 } from '../common/seeded';
import { addDays, daysBetween } from '../common/days';
import type { TListingMetricsDay } from './listing-metrics.model';

// The days of a period: both ends included.
export const daysOf = (startDate: string, endDate: string): string[] =>
  Array.from({ length: daysBetween(startDate, endDate) + 1 }, (_, index) => addDays(startDate, index));

// "Last N days" ending on `today` (the business's own day): the demo's recent figures.
export const lastDays = (count: number, today: string): { startDate: string; endDate: string } => ({ startDate: addDays(today, 1 - count), endDate: today });
export const DASHBOARD_DAYS = 30;

// The range rules of GET /api/analytics/data; undefined when the range is fine.
export const rangeError = (startDate: string, endDate: string): string | undefined => {
  if (startDate > endDate) return ANALYTICS_MESSAGES.rangeReversed;
  if (daysBetween(startDate, endDate) + 1 > ANALYTICS_LIMITS.maxDays) return ANALYTICS_MESSAGES.rangeTooLong;
  return undefined;
};

export type TSeriesInputs = {
  metrics: Map<string, TListingMetricsDay>;
  averageRank: Map<string, number>;
  reviews: Map<string, number>;
};

// One point per day; a day without data is zeros (and no average rank).
export const pointsOf = (days: string[], inputs: TSeriesInputs): TAnalyticsPoint[] =>
  days.map((date) => {
    const metrics = inputs.metrics.get(date);
    const rank = inputs.averageRank.get(date);
    return {
      date,
      listingViews: metrics?.listingViews ?? 0,
      websiteClicks: metrics?.websiteClicks ?? 0,
      phoneCalls: metrics?.phoneCalls ?? 0,
      directionRequests: metrics?.directionRequests ?? 0,
      averageRank: rank === undefined ? null : round1(rank),
      reviews: inputs.reviews.get(date) ?? 0,
    };
  });

// Sums of the counting metrics; averageRank is the mean of the days that have one.
export const totalsOf = (points: TAnalyticsPoint[]): TAnalyticsTotals => {
  const sum = (metric: Exclude<TAnalyticsMetric, 'averageRank'>) => points.reduce((total, point) => total + point[metric], 0);
  const ranks = points.map((point) => point.averageRank).filter((rank): rank is number => rank !== null);
  return {
    listingViews: sum('listingViews'),
    websiteClicks: sum('websiteClicks'),
    phoneCalls: sum('phoneCalls'),
    directionRequests: sum('directionRequests'),
    averageRank: ranks.length === 0 ? null : round1(ranks.reduce((total, rank) => total + rank, 0) / ranks.length),
    reviews: sum('reviews'),
  };
};

export const metricsOf = (metric: TAnalyticsMetric | undefined): TAnalyticsMetric[] => (metric ? [metric] : [...ANALYTICS_METRICS]);
