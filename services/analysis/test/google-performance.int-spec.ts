import { OAuth2Client } from 'google-auth-library';
import {
  AnalysisRequests,
  GOOGLE_BUSINESS_SCOPE,
  GoogleRequests,
  UserDeleted,
  type TGoogleSync,
} from '@app/contracts';
import { GOOGLE_SANDBOX_SEED, GoogleSandbox, queryRows, waitFor } from '@app/test-support';
import { startAnalysis, type TAnalysisHarness, type TOwner } from './analysis-harness';

const DAY_MS = 86_400_000;
const utcDay = (offset: number) => new Date(Date.now() + offset * DAY_MS).toISOString().slice(0, 10);
const DAILY = 'businessprofileperformance.locations.fetchMultiDailyMetricsTimeSeries';
const KEYWORDS = 'businessprofileperformance.locations.searchkeywords.impressions.monthly.list';
const { owner: MARIA } = GOOGLE_SANDBOX_SEED.users;
const REDIRECT_URI = 'http://127.0.0.1:3000/api/google/connect/callback';
const { cornerBean, cornerBeanEast } = GOOGLE_SANDBOX_SEED.locations;

type TDayRow = { day: string; views: number; clicks: number; calls: number; directions: number; source: string };

// Issue 17's figures on the real Postgres, Redis and Kafka, with the Google sandbox as Google: a
// connected business's daily figures and search keywords imported from the Performance API and
// read by the Dashboard overview, Reports' series and the keyword ideas.
describe('analysis: Google Business Profile performance figures', () => {
  const sandbox = new GoogleSandbox();
  let analysis: TAnalysisHarness;
  // Requests of analysis's other contexts, by topic until their contracts exist (issue 18).

  beforeAll(async () => {
    await sandbox.start();
    analysis = await startAnalysis('google_performance', sandbox.env());
  }, 180_000);

  afterAll(async () => {
    await analysis?.stop();
    await sandbox.stop();
  });

  const app = async () => {
    const { GoogleAccess } = await import('../src/google/google-access');
    const { PerformanceQueue } = await import('../src/google/performance/performance.queue');
    const get = analysis.service.app.get.bind(analysis.service.app);
    return { access: get(GoogleAccess), queue: get(PerformanceQueue) };
  };

  // The owner connects as the BFF's callback would have it: Google's consent walked as Maria (PKCE),
  // the code handed to analysis, then the location picked (Maria manages two).
  const connect = async (owner: TOwner, locationId: string) => {
    const client = new OAuth2Client({ clientId: sandbox.clientId, clientSecret: sandbox.clientSecret, endpoints: sandbox.oauthEndpoints });
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
    const url = client.generateAuthUrl({
      redirect_uri: REDIRECT_URI,
      access_type: 'offline',
      prompt: 'consent',
      scope: ['openid', 'email', GOOGLE_BUSINESS_SCOPE],
      code_challenge: codeChallenge,
      code_challenge_method: 'S256' as never,
    });
    const code = new URL(await sandbox.consent(url, { email: MARIA })).searchParams.get('code') ?? '';
    await analysis.call(GoogleRequests.connect, { ...owner, code, codeVerifier: codeVerifier ?? '', redirectUri: REDIRECT_URI });
    const picked = await analysis.call(GoogleRequests.locationPick, { ...owner, name: `locations/${locationId}` });
    expect(picked.status).toBe('connected');
  };

  const connection = async (owner: TOwner) =>
    (await queryRows<{ status: string; message: string | null; performance_sync: TGoogleSync }>(analysis.databaseUrl, 'SELECT status, message, performance_sync FROM google_connections WHERE business_id = $1', [owner.businessId]))[0];
  const days = (owner: TOwner) =>
    queryRows<TDayRow>(
      analysis.databaseUrl,
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, impressions_desktop_maps + impressions_desktop_search + impressions_mobile_maps + impressions_mobile_search AS views,
        website_clicks AS clicks, call_clicks AS calls, direction_requests AS directions, source FROM google_daily_metrics WHERE business_id = $1 ORDER BY day`,
      [owner.businessId],
    );
  // Waits for the import in progress (or queued by `sweep`, as the repeating sweep would) to end.
  const imported = async (owner: TOwner, sweep?: Date) => {
    // A first import ends with a sync time; a later one with a new one.
    const before = sweep ? ((await connection(owner))?.performance_sync.lastSyncedAt ?? null) : null;
    if (sweep) await (await app()).queue.sweep(sweep);
    return waitFor('the import', async () => {
      const sync = (await connection(owner))?.performance_sync;
      return sync && sync.state !== 'running' && (sync.state === 'failed' || sync.lastSyncedAt !== before) ? sync : undefined;
    }, 60_000);
  };
  const series = (owner: TOwner, range: { startDate?: string; endDate?: string } = {}) => analysis.call(AnalysisRequests.analyticsSeries, { ...owner, ...range });

  let connected: TOwner;
  let stored: TDayRow[];

  it("stores Google's published days once connected, the last 3 days (not published yet) absent, and a re-run stores no duplicates", async () => {
    connected = await analysis.newOwner();
    await connect(connected, cornerBean);
    // Queued by the location pick itself.
    const sync = await imported(connected);
    expect(sync).toMatchObject({ state: 'idle', error: null });
    expect((await analysis.googleConnection(connected)).sync.performance).toMatchObject({ state: 'idle', imported: sync.imported });
    stored = await days(connected);
    // About 18 months back, up to the newest day Google has published: 3 days ago.
    expect(stored.length).toBeGreaterThan(500);
    expect(sync.imported).toBe(stored.length);
    expect(stored[stored.length - 1]?.day).toBe(utcDay(-3));
    expect(stored.some((row) => row.day >= utcDay(-2))).toBe(false);
    expect(stored.every((row) => row.source === 'google-sandbox')).toBe(true);
    // A busy coffee shop: about 1,400 impressions a month.
    const lastMonth = stored.slice(-30).reduce((sum, row) => sum + row.views, 0);
    expect(lastMonth).toBeGreaterThan(800);
    expect(lastMonth).toBeLessThan(3_000);
    expect(sandbox.requests(DAILY)).toHaveLength(1);
    // Three complete months of search keywords, each one page after another.
    expect(sandbox.requests(KEYWORDS).length).toBeGreaterThanOrEqual(3);

    // The next day's import asks for the last 30 days again: the same days, no second row.
    const again = await imported(connected, new Date(Date.now() + DAY_MS));
    expect(again.lastSyncedAt).not.toBe(sync.lastSyncedAt);
    expect(again.state).toBe('idle');
    const asked = new URL(sandbox.requests(DAILY)[1]?.path ?? '', sandbox.origin).searchParams;
    expect(asked.getAll('dailyMetrics')).toHaveLength(7);
    expect(await days(connected)).toEqual(stored);
    const duplicates = await queryRows(analysis.databaseUrl, 'SELECT day FROM google_daily_metrics WHERE business_id = $1 GROUP BY day HAVING COUNT(*) > 1', [connected.businessId]);
    expect(duplicates).toEqual([]);
  }, 120_000);

  it("shows Google's figures unlabelled in the overview and Reports' series, with the latest day Google published", async () => {
    const month = await series(connected);
    expect(month).toMatchObject({ isEstimated: false, source: 'google-sandbox', latestDay: utcDay(-3) });
    const byDay = new Map(stored.map((row) => [row.day, row]));
    for (const point of month.series) {
      const row = byDay.get(point.date);
      // A day Google has not published has no figures: zeros in the series, never modelled ones.
      expect([point.date, point.listingViews, point.websiteClicks, point.phoneCalls, point.directionRequests]).toEqual([
        point.date,
        row?.views ?? 0,
        row?.clicks ?? 0,
        row?.calls ?? 0,
        row?.directions ?? 0,
      ]);
    }
    const overview = await analysis.call(AnalysisRequests.overview, connected);
    expect(overview.analytics).toEqual({
      googleMyBusinessViews: month.totals.listingViews,
      websiteClicks: month.totals.websiteClicks,
      phoneCalls: month.totals.phoneCalls,
      directionRequests: month.totals.directionRequests,
      source: 'google-sandbox',
      latestDay: utcDay(-3),
    });
    // A year's report reads the same stored days.
    const year = await series(connected, { startDate: utcDay(-367), endDate: utcDay(-3) });
    expect(year.totals.listingViews).toBe(stored.filter((row) => row.day >= utcDay(-367)).reduce((sum, row) => sum + row.views, 0));
  });

  it('keeps a business without a Google connection on the labelled estimates', async () => {
    const owner = await analysis.newOwner();
    const month = await series(owner);
    expect(month).toMatchObject({ isEstimated: true, source: 'estimate', latestDay: null });
    expect((await analysis.call(AnalysisRequests.overview, owner)).analytics).toMatchObject({ source: 'estimate', latestDay: null });
    const ideas = await analysis.call(AnalysisRequests.keywordSuggestions, owner);
    expect(ideas.suggestions.some((item) => item.kind === 'google-search')).toBe(false);
  });

  it("puts the owner's real top Google searches, with their impressions, first among the keyword ideas", async () => {
    const ideas = await analysis.call(AnalysisRequests.keywordSuggestions, connected);
    const fromGoogle = ideas.suggestions.filter((item) => item.kind === 'google-search');
    expect(fromGoogle).toHaveLength(5);
    expect(ideas.suggestions.slice(0, 5)).toEqual(fromGoogle);
    expect(fromGoogle.every((item) => item.google?.source === 'google-sandbox' && item.google.impressions > 0)).toBe(true);
    const impressions = fromGoogle.map((item) => item.google?.impressions ?? 0);
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    expect(fromGoogle.map((item) => item.keyword)).toContain('corner bean coffee');
    expect(fromGoogle[0]?.reason).toMatch(/^People found your Google profile with this search: [\d,]+ impressions \(/);
    // The ideas still follow.
    expect(ideas.suggestions.length).toBeGreaterThan(5);
  });

  it("retries Google's 503 and imports on the next attempt", async () => {
    const owner = await analysis.newOwner();
    const calls = sandbox.requests(DAILY).length;
    sandbox.control.addFault({ operation: DAILY, status: 503, times: 1 });
    await connect(owner, cornerBeanEast);
    const sync = await imported(owner);
    expect(sync).toMatchObject({ state: 'idle', error: null });
    expect(sandbox.requests(DAILY).slice(calls).map((entry) => entry.status)).toEqual([503, 200]);
    expect((await days(owner)).length).toBeGreaterThan(500);
    expect((await connection(owner))?.status).toBe('connected');
  }, 120_000);

  it('marks the connection revoked when Google answers 401, keeping what was imported', async () => {
    const { ImportPerformanceJob } = await import('../src/google/performance/import-performance.job');
    sandbox.control.addFault({ operation: DAILY, status: 401, times: 1 });
    const calls = sandbox.requests(DAILY).length;
    // The job itself (the queue would not retry it: access withdrawn is final).
    await expect(analysis.service.app.get(ImportPerformanceJob).handle({ businessId: connected.businessId }, { last: false })).rejects.toMatchObject({ name: 'UnrecoverableError' });
    expect(sandbox.requests(DAILY).slice(calls).map((entry) => entry.status)).toEqual([401]);
    const row = await connection(connected);
    expect(row?.status).toBe('revoked');
    expect(row?.message).toMatch(/Reconnect Google/);
    expect(row?.performance_sync.state).toBe('failed');
    expect((await days(connected)).length).toBe(stored.length);
    expect((await series(connected)).source).toBe('google-sandbox');
    // No more calls to Google for it until the owner reconnects.
    expect(await (await app()).access.forBusiness(connected.businessId)).toBeNull();
  }, 120_000);

  it("erases the imported figures and searches with the owner's account", async () => {
    const count = async (table: string) => (await queryRows<{ n: number }>(analysis.databaseUrl, `SELECT COUNT(*)::int AS n FROM ${table} WHERE business_id = $1`, [connected.businessId]))[0]?.n;
    expect(await count('google_daily_metrics')).toBeGreaterThan(0);
    expect(await count('google_search_keywords')).toBeGreaterThan(0);
    await analysis.publish(analysis.event(UserDeleted, connected, connected), connected.userId);
    await waitFor('the erasure', async () => ((await count('google_daily_metrics')) === 0 ? true : undefined));
    expect(await count('google_search_keywords')).toBe(0);
  });
});
