import { DEMO_OVERVIEW } from '@app/contracts';
import { addDays } from '../common/days';
import { daysOf, DASHBOARD_DAYS, lastDays } from '../analytics/analytics-series';
import { modelledMetrics, type TListingMetricsDay } from '../analytics/listing-metrics.model';

// docs/product.md §9 demo overview: the demo account's last 30 days add up to exactly these.
export const DEMO_TOTALS: TListingMetricsDay = {
  listingViews: DEMO_OVERVIEW.analytics?.googleMyBusinessViews ?? 1247,
  websiteClicks: DEMO_OVERVIEW.analytics?.websiteClicks ?? 89,
  phoneCalls: DEMO_OVERVIEW.analytics?.phoneCalls ?? 23,
  directionRequests: DEMO_OVERVIEW.analytics?.directionRequests ?? 156,
};
// Reports' longest period: the demo has a year of history.
export const DEMO_HISTORY_DAYS = 365;

// Splits `total` over days in proportion to their weights (largest remainder): whole numbers that
// add up exactly, with the model's shape (busier weekends, day-to-day swing) kept.
export const apportion = (weights: number[], total: number): number[] => {
  const sum = weights.reduce((acc, weight) => acc + weight, 0);
  const shares = weights.map((weight) => (sum === 0 ? total / weights.length : (total * weight) / sum));
  const whole = shares.map(Math.floor);
  let left = total - whole.reduce((acc, value) => acc + value, 0);
  const order = shares.map((share, index) => ({ index, rest: share - Math.floor(share) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    whole[index] = (whole[index] ?? 0) + 1;
    left -= 1;
  }
  return whole;
};

// The demo business's days: a year of modelled history, the last 30 days calibrated to the demo.
export const demoMetricDays = (businessId: string, businessType: string, today: string) => {
  const recent = lastDays(DASHBOARD_DAYS, today);
  const history = daysOf(addDays(today, 1 - DEMO_HISTORY_DAYS), addDays(recent.startDate, -1)).map((day) => ({ day, metrics: modelledMetrics(businessId, businessType, day) }));
  const days = daysOf(recent.startDate, recent.endDate);
  const modelled = days.map((day) => modelledMetrics(businessId, businessType, day));
  const column = (key: keyof TListingMetricsDay) => apportion(modelled.map((metrics) => metrics[key] + 0.5), DEMO_TOTALS[key]);
  const [views, clicks, calls, directions] = [column('listingViews'), column('websiteClicks'), column('phoneCalls'), column('directionRequests')];
  const calibrated = days.map((day, index) => ({
    day,
    metrics: { listingViews: views[index] ?? 0, websiteClicks: clicks[index] ?? 0, phoneCalls: calls[index] ?? 0, directionRequests: directions[index] ?? 0 },
  }));
  return { history, calibrated };
};
