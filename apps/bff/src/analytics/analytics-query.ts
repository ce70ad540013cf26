import { ANALYTICS_LIMITS, ANALYTICS_MESSAGES, ZAnalyticsQuery, type TAnalyticsMetric } from '@app/contracts';

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

// No dates: the analysis service answers the last 30 of the business's own days.
export type TAnalyticsRange = { startDate?: string; endDate?: string; metric?: TAnalyticsMetric };

// GET /api/analytics/data's query: both dates optional (none: the business's last 30 days, which
// the analysis service works out in the business's timezone; one date alone makes a 30-day period
// with it), then the range rules. The message of the first rule broken, or the range.
export const analyticsRangeOf = (query: unknown): { error: string } | TAnalyticsRange => {
  const parsed = ZAnalyticsQuery.safeParse(query);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? ANALYTICS_MESSAGES.dateInvalid };
  const { startDate, endDate, metric } = parsed.data;
  if (!startDate && !endDate) return metric ? { metric } : {};
  const end = endDate ?? shift(startDate as string, 29);
  const start = startDate ?? shift(end, -29);
  if (start > end) return { error: ANALYTICS_MESSAGES.rangeReversed };
  if ((Date.parse(end) - Date.parse(start)) / DAY_MS + 1 > ANALYTICS_LIMITS.maxDays) return { error: ANALYTICS_MESSAGES.rangeTooLong };
  return { startDate: start, endDate: end, ...(metric ? { metric } : {}) };
};
