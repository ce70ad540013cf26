import { join } from 'node:path';
import { ApiUser, readJson, REPO_ROOT, startCommand, systemForSuite } from '@app/test-support';

// scripts/seed-demo.mjs as `npm start` runs it, against the running system: the demo account
// leaves with docs/product.md §9's demo figures where they apply.
describe('the demo account seed', () => {
  const prefix = 'nearbly_test_demo_seed';
  // As `npm start` runs analysis: simulated ranks with six weeks of history.
  const system = systemForSuite({ databasePrefix: prefix, serviceEnv: { analysis: { SIMULATED_HISTORY_DAYS: '42' } } });

  const seed = async () => {
    const script = `import(${JSON.stringify(join(REPO_ROOT, 'scripts/seed-demo.mjs'))}).then((seed) => seed.seedDemoAccount(${JSON.stringify(system.baseUrl)})).then((result) => console.log(result))`;
    const run = startCommand('seed-demo', process.execPath, ['--input-type=module', '-e', script], { DATABASE_PREFIX: prefix, LOG_LEVEL: 'warn' });
    const code = await run.exited;
    expect({ code, output: code === 0 ? '' : run.output() }).toEqual({ code: 0, output: '' });
    // The result is the last line (kafkajs may warn before it).
    return run.output().trim().split('\n').at(-1);
  };

  it('leaves the demo with its listing figures, reviews, competitors, listing and 2 unread insights, also when run again', async () => {
    expect(await seed()).toBe('created');
    const demo = new ApiUser(system.baseUrl);
    const login = await demo.request('POST', '/api/auth/login', { email: 'demo@nearbly.app', password: 'Corner-Bean-2026!' });
    demo.token = (await readJson(login)).token as string;

    const check = async () => {
      const overview = await readJson(await demo.request('GET', '/api/dashboard/overview'));
      // The demo is not connected to Google: its figures are the labelled estimates.
      expect(overview.analytics).toEqual({ googleMyBusinessViews: 1247, websiteClicks: 89, phoneCalls: 23, directionRequests: 156, source: 'estimate', latestDay: null });
      expect(overview.insights).toEqual({ unreadCount: 2 });
      expect(overview.reviews).toMatchObject({ total: 47, averageRating: 4.6, recentReviews: 3 });
      expect(overview.keywords.total).toBe(8);
      const series = await readJson(await demo.request('GET', '/api/analytics/data'));
      expect(series.totals).toMatchObject({ listingViews: 1247, websiteClicks: 89, phoneCalls: 23, directionRequests: 156, reviews: 3 });
      expect(series.previousTotals.listingViews).toBeGreaterThan(0);
      const competitors = await readJson(await demo.request('GET', '/api/analytics/competitors'));
      expect(competitors.competitors.map((competitor: { name: string }) => competitor.name)).toEqual(['Austin Coffee Roasters', 'The Daily Grind', 'Bean & Leaf Cafe']);
      const listing = await readJson(await demo.request('GET', '/api/gmb/listing'));
      // Everything but replies to the three recent reviews.
      expect(listing).toMatchObject({ name: 'Corner Bean Coffee', score: 85, reviews: { total: 47, averageRating: 4.6, pendingCount: 3 } });
      const insights = await readJson(await demo.request('GET', '/api/dashboard/insights'));
      expect(insights.unreadCount).toBe(2);
      expect(insights.insights.map((insight: { action: { href: string } }) => insight.action.href)).toContain('/reviews?status=pending');
      // One geo-grid scan of the first keyword (labelled simulated), not one more on a second run.
      const scans = await readJson(await demo.request('GET', '/api/visibility/scans'));
      expect(scans).toEqual([expect.objectContaining({ gridSize: 5, radiusKm: 1, source: 'simulated' })]);
    };
    await check();
    expect(await seed()).toBe('exists');
    await check();
  });
});
