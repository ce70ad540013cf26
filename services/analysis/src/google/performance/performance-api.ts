import { z } from 'zod';

// Google's Business Profile Performance API v1, as JSON: the daily metrics we import and the
// parsing of its answers (fetchMultiDailyMetricsTimeSeries, searchkeywords.impressions.monthly).

// The daily metrics we import and the column each one fills.
export const DAILY_METRIC_COLUMNS = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 'impressionsDesktopMaps',
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 'impressionsDesktopSearch',
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: 'impressionsMobileMaps',
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 'impressionsMobileSearch',
  CALL_CLICKS: 'callClicks',
  WEBSITE_CLICKS: 'websiteClicks',
  BUSINESS_DIRECTION_REQUESTS: 'directionRequests',
} as const;
export type TDailyMetric = keyof typeof DAILY_METRIC_COLUMNS;
export const DAILY_METRICS = Object.keys(DAILY_METRIC_COLUMNS) as TDailyMetric[];

export type TGoogleDayFigures = Record<(typeof DAILY_METRIC_COLUMNS)[TDailyMetric], number>;
export type TGoogleDay = { day: string; figures: TGoogleDayFigures };

// A google.type.Date; Google's int64 counts are JSON strings.
const ZGoogleDate = z.object({ year: z.number().int(), month: z.number().int().min(1).max(12), day: z.number().int().min(1).max(31) });
const ZInt64 = z.union([z.string().regex(/^\d+$/), z.number().int().nonnegative()]).transform(Number);

const ZDailyAnswer = z.object({
  multiDailyMetricTimeSeries: z
    .array(
      z.object({
        dailyMetricTimeSeries: z
          .array(
            z.object({
              dailyMetric: z.string(),
              timeSeries: z.object({ datedValues: z.array(z.object({ date: ZGoogleDate, value: ZInt64.optional() })).default([]) }).default({ datedValues: [] }),
            }),
          )
          .default([]),
      }),
    )
    .default([]),
});

const isoDay = (date: z.infer<typeof ZGoogleDate>): string =>
  `${String(date.year).padStart(4, '0')}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

const isDailyMetric = (metric: string): metric is TDailyMetric => metric in DAILY_METRIC_COLUMNS;

const zeroFigures = (): TGoogleDayFigures => ({
  impressionsDesktopMaps: 0,
  impressionsDesktopSearch: 0,
  impressionsMobileMaps: 0,
  impressionsMobileSearch: 0,
  callClicks: 0,
  websiteClicks: 0,
  directionRequests: 0,
});

// The days of a fetchMultiDailyMetricsTimeSeries answer that Google has published, oldest first.
// Google leaves out a value that is zero (proto3 JSON) and also gives no value for the last few days,
// whose figures are not ready: a day with no value in any metric after the newest day that has one
// is not published yet (left out, never stored as zeros); before it, a missing value is a zero.
export const parseDailyMetrics = (body: unknown): { days: TGoogleDay[]; latestDay: string | null } => {
  const answer = ZDailyAnswer.parse(body);
  const byDay = new Map<string, TGoogleDayFigures>();
  let latestDay: string | null = null;
  for (const series of answer.multiDailyMetricTimeSeries.flatMap((item) => item.dailyMetricTimeSeries)) {
    if (!isDailyMetric(series.dailyMetric)) continue;
    const column = DAILY_METRIC_COLUMNS[series.dailyMetric];
    for (const { date, value } of series.timeSeries.datedValues) {
      const day = isoDay(date);
      const figures = byDay.get(day) ?? zeroFigures();
      byDay.set(day, figures);
      if (value === undefined) continue;
      figures[column] = value;
      if (latestDay === null || day > latestDay) latestDay = day;
    }
  }
  const days = [...byDay.entries()]
    .filter(([day]) => latestDay !== null && day <= latestDay)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([day, figures]) => ({ day, figures }));
  return { days, latestDay };
};

// One search keyword's impressions over the months asked: the count, or Google's threshold when
// the count is too small to be given.
export type TKeywordCount = { keyword: string; impressions: number | null; threshold: number | null };

const ZKeywordsPage = z.object({
  searchKeywordsCounts: z
    .array(
      z.object({
        searchKeyword: z.string(),
        insightsValue: z.object({ value: ZInt64.optional(), threshold: ZInt64.optional() }).default({}),
      }),
    )
    .default([]),
  nextPageToken: z.string().optional(),
});

export const parseKeywordsPage = (body: unknown): { counts: TKeywordCount[]; nextPageToken: string | null } => {
  const page = ZKeywordsPage.parse(body);
  return {
    counts: page.searchKeywordsCounts
      .map((count) => ({
        keyword: count.searchKeyword.trim().replace(/\s+/g, ' ').toLowerCase(),
        // A count Google gives as a value; without value nor threshold, the value was zero (left out).
        impressions: count.insightsValue.threshold === undefined ? (count.insightsValue.value ?? 0) : null,
        threshold: count.insightsValue.threshold ?? null,
      }))
      .filter((count) => count.keyword.length > 0),
    nextPageToken: page.nextPageToken || null,
  };
};

// The Performance API's URLs under its root (GOOGLE_PERFORMANCE_URL), for a location named
// `locations/{id}`. Repeated query parameters are written out one by one, as Google reads them.
const under = (root: string, path: string): string => new URL(path, root.endsWith('/') ? root : `${root}/`).toString();

const googleDateParams = (prefix: string, day: string, withDay: boolean): [string, string][] => {
  const [year = '', month = '', date = ''] = day.split('-');
  return [[`${prefix}.year`, String(Number(year))], [`${prefix}.month`, String(Number(month))], ...(withDay ? [[`${prefix}.day`, String(Number(date))] as [string, string]] : [])];
};

export const dailyMetricsUrl = (root: string, locationName: string, startDay: string, endDay: string): string => {
  const query = new URLSearchParams([
    ...DAILY_METRICS.map((metric): [string, string] => ['dailyMetrics', metric]),
    ...googleDateParams('dailyRange.startDate', startDay, true),
    ...googleDateParams('dailyRange.endDate', endDay, true),
  ]);
  return `${under(root, `v1/${locationName}:fetchMultiDailyMetricsTimeSeries`)}?${query.toString()}`;
};

// `month`: YYYY-MM; one month per call, so each month's counts are its own.
export const keywordsUrl = (root: string, locationName: string, month: string, pageToken: string | null): string => {
  const day = `${month}-01`;
  const query = new URLSearchParams([
    ...googleDateParams('monthlyRange.startMonth', day, false),
    ...googleDateParams('monthlyRange.endMonth', day, false),
    ['pageSize', '100'],
    ...(pageToken ? [['pageToken', pageToken] as [string, string]] : []),
  ]);
  return `${under(root, `v1/${locationName}/searchkeywords/impressions/monthly`)}?${query.toString()}`;
};
