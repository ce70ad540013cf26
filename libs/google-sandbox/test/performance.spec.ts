import type { OAuth2Client } from 'google-auth-library';
import { GoogleSandbox, SEED } from '../src';
import { connect } from './sdk';

type TSeries = { multiDailyMetricTimeSeries: { dailyMetricTimeSeries: { dailyMetric: string; timeSeries: { datedValues: { date: { year: number; month: number; day: number }; value?: string }[] } }[] }[] };
type TKeywords = { searchKeywordsCounts?: { searchKeyword: string; insightsValue: { value?: string; threshold?: string } }[]; nextPageToken?: string };

const DAY = 86_400_000;
const at = (daysAgo: number) => new Date(Date.UTC(2026, 10, 24) - daysAgo * DAY);
const dateParams = (prefix: string, date: Date) => ({
  [`${prefix}.year`]: date.getUTCFullYear(),
  [`${prefix}.month`]: date.getUTCMonth() + 1,
  [`${prefix}.day`]: date.getUTCDate(),
});

describe('Google sandbox Business Profile Performance API', () => {
  // A fixed clock: "today" is 24 November 2026.
  const sandbox = new GoogleSandbox({ now: () => new Date('2026-11-24T15:00:00Z') });
  let owner: OAuth2Client;
  const location = `locations/${SEED.locations.cornerBean}`;
  // A repeated query parameter per metric (dailyMetrics=A&dailyMetrics=B), as Google expects.
  const query = (values: Record<string, unknown>) =>
    new URLSearchParams(Object.entries(values).flatMap(([key, value]): [string, string][] => (Array.isArray(value) ? value.map((item) => [key, String(item)]) : [[key, String(value)]]))).toString();
  const series = (params: Record<string, unknown>) => owner.request<TSeries>({ url: `${sandbox.urls.api}v1/${location}:fetchMultiDailyMetricsTimeSeries?${query(params)}` });

  beforeAll(async () => {
    await sandbox.start();
    owner = await connect(sandbox, SEED.users.owner);
  });
  afterAll(() => sandbox.stop());

  it('answers daily figures for each metric asked, without values for the days Google has not counted yet', async () => {
    const { data } = await series({
      dailyMetrics: ['BUSINESS_IMPRESSIONS_MOBILE_MAPS', 'CALL_CLICKS', 'WEBSITE_CLICKS', 'BUSINESS_DIRECTION_REQUESTS'],
      ...dateParams('dailyRange.startDate', at(40)),
      ...dateParams('dailyRange.endDate', at(0)),
    });
    const metrics = data.multiDailyMetricTimeSeries[0]?.dailyMetricTimeSeries ?? [];
    expect(metrics.map((metric) => metric.dailyMetric)).toEqual(['BUSINESS_IMPRESSIONS_MOBILE_MAPS', 'CALL_CLICKS', 'WEBSITE_CLICKS', 'BUSINESS_DIRECTION_REQUESTS']);
    const maps = metrics[0]?.timeSeries.datedValues ?? [];
    expect(maps).toHaveLength(41);
    expect(maps[0]?.date).toEqual({ year: 2026, month: 10, day: 15 });
    // the last three days have no value yet; the days before have figures, as strings (int64)
    expect(maps.slice(-3).every((day) => day.value === undefined)).toBe(true);
    expect(maps.slice(0, -3).every((day) => /^\d+$/.test(day.value ?? ''))).toBe(true);
    const views = maps.slice(0, 30).reduce((sum, day) => sum + Number(day.value ?? 0), 0);
    expect(views).toBeGreaterThan(300);
  });

  it('gives the same figure for a day on every call', async () => {
    const ask = () => series({ dailyMetrics: 'WEBSITE_CLICKS', ...dateParams('daily_range.start_date', at(200)), ...dateParams('daily_range.end_date', at(150)) });
    expect((await ask()).data).toEqual((await ask()).data);
  });

  it('refuses an unknown metric, an inverted range and a start older than 18 months', async () => {
    const refused = (params: Record<string, unknown>) => expect(series(params)).rejects.toMatchObject({ response: { status: 400, data: { error: { status: 'INVALID_ARGUMENT' } } } });
    await refused({ dailyMetrics: 'FOOT_TRAFFIC', ...dateParams('dailyRange.startDate', at(10)), ...dateParams('dailyRange.endDate', at(5)) });
    await refused({ dailyMetrics: 'CALL_CLICKS', ...dateParams('dailyRange.startDate', at(5)), ...dateParams('dailyRange.endDate', at(10)) });
    await refused({ dailyMetrics: 'CALL_CLICKS', ...dateParams('dailyRange.startDate', at(600)), ...dateParams('dailyRange.endDate', at(10)) });
  });

  it('lists monthly search keyword impressions page by page, low counts as a threshold', async () => {
    const keywords: TKeywords['searchKeywordsCounts'] = [];
    let pageToken: string | undefined;
    let pages = 0;
    do {
      const { data } = await owner.request<TKeywords>({
        url: `${sandbox.urls.api}v1/${location}/searchkeywords/impressions/monthly`,
        params: { 'monthlyRange.startMonth.year': 2026, 'monthlyRange.startMonth.month': 8, 'monthlyRange.endMonth.year': 2026, 'monthlyRange.endMonth.month': 10, ...(pageToken ? { pageToken } : {}) },
      });
      keywords.push(...(data.searchKeywordsCounts ?? []));
      pageToken = data.nextPageToken;
      pages += 1;
    } while (pageToken);
    expect(pages).toBe(2);
    expect(keywords.length).toBeGreaterThan(100);
    expect(keywords[0]).toEqual({ searchKeyword: 'corner bean coffee', insightsValue: { value: expect.stringMatching(/^\d+$/) } });
    expect(keywords.some((keyword) => keyword.insightsValue.threshold === '15')).toBe(true);
    const values = keywords.filter((keyword) => keyword.insightsValue.value).map((keyword) => Number(keyword.insightsValue.value));
    expect(values).toEqual([...values].sort((a, b) => b - a));
  });

  it('has no keyword figures for the month not over yet', async () => {
    const { data } = await owner.request<TKeywords>({
      url: `${sandbox.urls.api}v1/${location}/searchkeywords/impressions/monthly`,
      params: { 'monthlyRange.startMonth.year': 2026, 'monthlyRange.startMonth.month': 11, 'monthlyRange.endMonth.year': 2026, 'monthlyRange.endMonth.month': 11 },
    });
    expect(data).toEqual({});
  });
});
