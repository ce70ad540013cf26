import { dailyMetricsUrl, keywordsUrl, parseDailyMetrics, parseKeywordsPage } from './performance-api';

// Answers shaped as Google (and libs/google-sandbox/src/performance) gives them: int64 counts as
// strings, a zero value left out, no value for the last days, which are not published yet.
const series = (dailyMetric: string, values: [string, string | undefined][]) => ({
  dailyMetric,
  timeSeries: {
    datedValues: values.map(([day, value]) => {
      const [year, month, date] = day.split('-').map(Number);
      return { date: { year, month, day: date }, ...(value === undefined ? {} : { value }) };
    }),
  },
});

describe(parseDailyMetrics.name, () => {
  it('keeps the published days with their figures, a missing value as zero, and leaves out the days Google has not published yet', () => {
    const body = {
      multiDailyMetricTimeSeries: [
        {
          dailyMetricTimeSeries: [
            series('BUSINESS_IMPRESSIONS_MOBILE_MAPS', [['2026-11-20', '17'], ['2026-11-21', '12'], ['2026-11-22', undefined], ['2026-11-23', undefined]]),
            series('BUSINESS_IMPRESSIONS_DESKTOP_SEARCH', [['2026-11-20', '9'], ['2026-11-21', undefined], ['2026-11-22', undefined], ['2026-11-23', undefined]]),
            series('CALL_CLICKS', [['2026-11-20', undefined], ['2026-11-21', '2'], ['2026-11-22', undefined], ['2026-11-23', undefined]]),
            series('BUSINESS_FOOD_ORDERS', [['2026-11-23', '4']]),
          ],
        },
      ],
    };
    const { days, latestDay } = parseDailyMetrics(body);
    expect(latestDay).toBe('2026-11-21');
    expect(days.map((day) => day.day)).toEqual(['2026-11-20', '2026-11-21']);
    expect(days[0]?.figures).toEqual({ impressionsDesktopMaps: 0, impressionsDesktopSearch: 9, impressionsMobileMaps: 17, impressionsMobileSearch: 0, callClicks: 0, websiteClicks: 0, directionRequests: 0 });
    expect(days[1]?.figures).toMatchObject({ impressionsMobileMaps: 12, impressionsDesktopSearch: 0, callClicks: 2 });
  });

  it('has no days and no latest day when Google has published nothing for the period, and refuses an answer of another shape', () => {
    expect(parseDailyMetrics({ multiDailyMetricTimeSeries: [{ dailyMetricTimeSeries: [series('WEBSITE_CLICKS', [['2026-11-23', undefined]])] }] })).toEqual({ days: [], latestDay: null });
    expect(parseDailyMetrics({})).toEqual({ days: [], latestDay: null });
    expect(() => parseDailyMetrics({ multiDailyMetricTimeSeries: [{ dailyMetricTimeSeries: [{ dailyMetric: 'CALL_CLICKS', timeSeries: { datedValues: [{ date: '2026-11-20', value: '1' }] } }] }] })).toThrow();
  });
});

describe(parseKeywordsPage.name, () => {
  it('reads counts and thresholds, normalises the keyword and gives the next page', () => {
    const page = parseKeywordsPage({
      searchKeywordsCounts: [
        { searchKeyword: 'Coffee  Shop', insightsValue: { value: '412' } },
        { searchKeyword: 'cold brew 78701', insightsValue: { threshold: '15' } },
      ],
      nextPageToken: 'abc',
    });
    expect(page).toEqual({
      counts: [
        { keyword: 'coffee shop', impressions: 412, threshold: null },
        { keyword: 'cold brew 78701', impressions: null, threshold: 15 },
      ],
      nextPageToken: 'abc',
    });
    expect(parseKeywordsPage({})).toEqual({ counts: [], nextPageToken: null });
  });
});

describe('Performance API URLs', () => {
  it('asks for every daily metric over the range, and for one month of keywords a page at a time', () => {
    const daily = new URL(dailyMetricsUrl('https://businessprofileperformance.googleapis.com/', 'locations/478', '2025-05-01', '2026-11-24'));
    expect(daily.pathname).toBe('/v1/locations/478:fetchMultiDailyMetricsTimeSeries');
    expect(daily.searchParams.getAll('dailyMetrics')).toHaveLength(7);
    expect(Object.fromEntries([...daily.searchParams].filter(([key]) => key.startsWith('dailyRange')))).toEqual({
      'dailyRange.startDate.year': '2025',
      'dailyRange.startDate.month': '5',
      'dailyRange.startDate.day': '1',
      'dailyRange.endDate.year': '2026',
      'dailyRange.endDate.month': '11',
      'dailyRange.endDate.day': '24',
    });
    const keywords = new URL(keywordsUrl('http://127.0.0.1:3110', 'locations/478', '2026-10', 'next'));
    expect(`${keywords.origin}${keywords.pathname}`).toBe('http://127.0.0.1:3110/v1/locations/478/searchkeywords/impressions/monthly');
    expect(keywords.searchParams.get('monthlyRange.startMonth.month')).toBe('10');
    expect(keywords.searchParams.get('monthlyRange.endMonth.year')).toBe('2026');
    expect(keywords.searchParams.get('pageToken')).toBe('next');
  });
});
