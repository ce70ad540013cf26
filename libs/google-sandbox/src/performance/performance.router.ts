import { type NextFunction, type Request, type Response, Router } from 'express';
import { locationFor } from '../api/access';
import { pageSizeOf, paginate } from '../api/paging';
import { withoutDefaults } from '../api/proto-json';
import { badRequest } from '../http/google-error';
import { apiRoute } from '../http/route';
import type { TSandboxContext } from '../http/sandbox-context';
import { BUSINESS_MANAGE_SCOPE } from '../oauth/scopes';
import { DAY_MS, startOfUtcDay } from '../state/deterministic';
import { DAILY_METRICS, dailyValue, KEYWORD_THRESHOLD, keywordsFor, monthlyImpressions, type TDailyMetric } from './performance-model';

const SERVICE = 'businessprofileperformance.googleapis.com';
const HISTORY_MONTHS = 18;

type TQuery = Request['query'];

// Query parameters name nested fields by their JSON (dailyRange.startDate.year) or proto
// (daily_range.start_date.year) names; Google accepts both.
const nested = (query: TQuery, names: string[][]): string | undefined => {
  const candidates = names.reduce<string[]>((prefixes, options) => prefixes.flatMap((prefix) => options.map((option) => (prefix ? `${prefix}.${option}` : option))), ['']);
  const found = candidates.map((key) => query[key]).find((value) => value !== undefined);
  return typeof found === 'string' ? found : undefined;
};

const dateOf = (query: TQuery, range: string[], end: string[], field: string, withDay: boolean): Date => {
  const part = (name: string) => Number(nested(query, [range, end, [name]]));
  const [year, month, day] = [part('year'), part('month'), withDay ? part('day') : 1];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (!Number.isInteger(year) || !Number.isInteger(month) || !Number.isInteger(day) || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) {
    throw badRequest([{ field, description: 'Invalid or missing date.' }]);
  }
  return date;
};

const earliest = (today: Date): Date => new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - HISTORY_MONTHS, 1));
const googleDate = (day: Date) => ({ year: day.getUTCFullYear(), month: day.getUTCMonth() + 1, day: day.getUTCDate() });

const withVerb = (verb: string) => (request: Request, _response: Response, next: NextFunction) =>
  String(request.params.locationVerb).endsWith(`:${verb}`) ? next() : next('route');

// Business Profile Performance API v1: daily metrics (values arrive a few days late: the most
// recent days have no value yet; a zero is omitted too, as proto3 JSON does) and monthly search
// keyword impressions (low counts shown as a threshold).
export const performanceRouter = (context: TSandboxContext): Router => {
  const router = Router();
  const { store } = context;
  router.get(
    '/v1/locations/:locationVerb',
    withVerb('fetchMultiDailyMetricsTimeSeries'),
    apiRoute(context, 'businessprofileperformance.locations.fetchMultiDailyMetricsTimeSeries', SERVICE, BUSINESS_MANAGE_SCOPE, (request, caller) => {
      const location = locationFor(store, caller, String(request.params.locationVerb).split(':')[0] ?? '');
      const raw: unknown = request.query.dailyMetrics ?? request.query.daily_metrics;
      const metrics = (Array.isArray(raw) ? raw : raw === undefined ? [] : [raw]).map(String);
      if (metrics.length === 0) throw badRequest([{ field: 'daily_metrics', description: 'At least one daily metric is required.' }]);
      const unknown = metrics.filter((metric) => !DAILY_METRICS.includes(metric as TDailyMetric));
      if (unknown.length > 0) throw badRequest([{ field: 'daily_metrics', description: `Invalid daily metric: ${unknown.join(', ')}` }]);
      const range = ['dailyRange', 'daily_range'];
      const start = dateOf(request.query, range, ['startDate', 'start_date'], 'daily_range.start_date', true);
      const end = dateOf(request.query, range, ['endDate', 'end_date'], 'daily_range.end_date', true);
      const today = startOfUtcDay(store.now());
      if (start > end) throw badRequest([{ field: 'daily_range', description: 'Start date must not be after end date.' }]);
      if (end > today) throw badRequest([{ field: 'daily_range.end_date', description: 'End date must not be in the future.' }]);
      if (start < earliest(today)) throw badRequest([{ field: 'daily_range.start_date', description: `Data is only available for the last ${HISTORY_MONTHS} months.` }]);
      const lastAvailable = new Date(today.getTime() - context.performanceDelayDays * DAY_MS);
      const days = Array.from({ length: Math.round((end.getTime() - start.getTime()) / DAY_MS) + 1 }, (_, index) => new Date(start.getTime() + index * DAY_MS));
      return {
        multiDailyMetricTimeSeries: [
          {
            dailyMetricTimeSeries: [...new Set(metrics)].map((metric) => ({
              dailyMetric: metric,
              timeSeries: {
                datedValues: days.map((day) => {
                  const value = day <= lastAvailable ? dailyValue(location.id, metric as TDailyMetric, day) : 0;
                  return { date: googleDate(day), ...(value > 0 ? { value: String(value) } : {}) };
                }),
              },
            })),
          },
        ],
      };
    }),
  );
  router.get(
    '/v1/locations/:locationId/searchkeywords/impressions/monthly',
    apiRoute(context, 'businessprofileperformance.locations.searchkeywords.impressions.monthly.list', SERVICE, BUSINESS_MANAGE_SCOPE, (request, caller) => {
      const location = locationFor(store, caller, String(request.params.locationId));
      const range = ['monthlyRange', 'monthly_range'];
      const start = dateOf(request.query, range, ['startMonth', 'start_month'], 'monthly_range.start_month', false);
      const end = dateOf(request.query, range, ['endMonth', 'end_month'], 'monthly_range.end_month', false);
      const today = startOfUtcDay(store.now());
      if (start > end) throw badRequest([{ field: 'monthly_range', description: 'Start month must not be after end month.' }]);
      if (start < earliest(today)) throw badRequest([{ field: 'monthly_range.start_month', description: `Data is only available for the last ${HISTORY_MONTHS} months.` }]);
      // Only complete months have figures.
      const currentMonth = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 1));
      const months: Date[] = [];
      for (let month = start; month <= end && month < currentMonth; month = new Date(Date.UTC(month.getUTCFullYear(), month.getUTCMonth() + 1, 1))) months.push(month);
      const counts = (months.length === 0 ? [] : keywordsFor(location))
        .map((keyword, rank) => ({
          keyword,
          impressions: months.reduce((sum, month) => sum + monthlyImpressions(location, keyword, rank, month.getUTCFullYear(), month.getUTCMonth() + 1), 0),
        }))
        .sort((a, b) => b.impressions - a.impressions || a.keyword.localeCompare(b.keyword));
      const listing = `keywords:${location.id}:${start.toISOString()}:${end.toISOString()}`;
      const page = paginate(counts, listing, request.query.pageToken, pageSizeOf(request.query.pageSize, 100, 100));
      return withoutDefaults({
        searchKeywordsCounts: page.items.map(({ keyword, impressions }) => ({
          searchKeyword: keyword,
          insightsValue: impressions < KEYWORD_THRESHOLD ? { threshold: String(KEYWORD_THRESHOLD) } : { value: String(impressions) },
        })),
        nextPageToken: page.nextPageToken,
      });
    }),
  );
  return router;
};
