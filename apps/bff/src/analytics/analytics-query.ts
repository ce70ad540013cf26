import { ANALYTICS_LIMITS, ANALYTICS_MESSAGES, ZAnalyticsQuery, type TAnalyticsMetric } from '@app/contracts';

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

export type TAnalyticsRange = { startDate: string; endDate: string; metric?: TAnalyticsMetric };

// GET /api/analytics/data's query: both dates optional (default the last 30 days ending today,
// UTC; one date alone makes a 30-day period with it), then the range rules. The message of the
// first rule broken, or the range.
export const analyticsRangeOf = (query: unknown, today = new Date().toISOString().slice(0, 10)): { error: string } | TAnalyticsRange => {
  const parsed = ZAnalyticsQuery.safeParse(query);
  if (!parsed.success) return { error: parsed.error.issues[0]?.message ?? ANALYTICS_MESSAGES.dateInvalid };
  const { startDate, endDate, metric } = parsed.data;
  const end = endDate ?? (startDate ? shift(startDate, 29) : today);
  const start = startDate ?? shift(end, -29);
  if (start > end) return { error: ANALYTICS_MESSAGES.rangeReversed };
  if ((Date.parse(end) - Date.parse(start)) / DAY_MS + 1 > ANALYTICS_LIMITS.maxDays) return { error: ANALYTICS_MESSAGES.rangeTooLong };
  return { startDate: start, endDate: end, ...(metric ? { metric } : {}) };
};
