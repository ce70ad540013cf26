import { randomUUID } from 'node:crypto';
import {
  AnalysisRequests,
  HealthRequests,
  ReviewReceived,
  ReviewsRequests,
  type TAnalyticsMetric,
  type TInsight,
  type TInsightsView,
} from '@app/contracts';
import { FakeSerpApiServer, queryRows, waitFor, type TRunningProcess } from '@app/test-support';
import { lastLocalDays } from '../src/common/business-day';
import { startAnalysis, startPeer, type TAnalysisHarness, type TOwner } from './analysis-harness';

const DAY_MS = 86_400_000;
// Days are the business's own (the harness's businesses are in auth's default, America/Chicago).
const daysAgo = (days: number) => lastLocalDays(days + 1, new Date(), 'America/Chicago')[0] ?? '';

// Issue 8 on the real Postgres, Redis and Kafka, with the real reviews service beside it and
// SerpApi's HTTP API as a local fake: competitors' figures, the listing and its score, insights
// generated from seeded situations, and the analytics series.
describe('analysis: competitors, listing, insights and analytics', () => {
  const serp = new FakeSerpApiServer();
  let analysis: TAnalysisHarness;
  let reviews: TRunningProcess | undefined;

  beforeAll(async () => {
    await serp.start();
    reviews = await startPeer('reviews', 'insights');
    analysis = await startAnalysis('insights', {
      RANK_PROVIDER: 'serpapi',
      COMPETITOR_PROVIDER: 'serpapi',
      SERP_API_KEY: serp.apiKey,
      SERP_API_BASE_URL: serp.baseUrl,
      SERP_API_TIMEOUT_MS: '2000',
      REVIEWS_RPC_TIMEOUT_MS: '4000',
      SIMULATED_HISTORY_DAYS: '0',
    });
    await waitFor('the reviews service to answer', () => analysis.service.rpc.call(HealthRequests.reviews, {}, { timeoutMs: 3_000 }).then(() => true), 90_000);
  }, 180_000);

  afterAll(async () => {
    await analysis?.stop();
    await reviews?.stop();
    await serp.stop();
  });

  const insights = (owner: TOwner) => analysis.call(AnalysisRequests.insightsList, owner);
  const refresh = (owner: TOwner) => analysis.call(AnalysisRequests.insightsRefresh, owner);
  const ofType = (view: TInsightsView, type: TInsight['type']) => view.insights.filter((insight) => insight.type === type);
  const competitors = (owner: TOwner) => analysis.call(AnalysisRequests.competitorsList, owner);
  const app = async () => {
    const { InsightsQueue } = await import('../src/insights/insights.queue');
    const { InsightsService } = await import('../src/insights/insights.service');
    const { RefreshFiguresJob } = await import('../src/competitors/jobs/refresh-figures.job');
    const { RankChecksQueue } = await import('../src/ranks/rank-checks.queue');
    const { BusinessesRepository } = await import('../src/businesses/businesses.repository');
    const get = analysis.service.app.get.bind(analysis.service.app);
    return { insightsQueue: get(InsightsQueue), insights: get(InsightsService), figures: get(RefreshFiguresJob), ranks: get(RankChecksQueue), businesses: get(BusinessesRepository) };
  };

  it('shows competitors with their Google Maps figures and a rating gain of a month as a competitor insight', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Corner Cafe', city: 'Austin' });
    serp.mapsPlaces('the daily grind austin', [
      { title: 'Daily Grind Bakery', address: '1 Elm St, Austin, TX', rating: 3.9, reviews: 40 },
      { title: 'The Daily Grind', address: '500 Congress Ave, Austin, TX 78701', rating: 4.1, reviews: 210 },
    ]);
    const { added } = await analysis.call(AnalysisRequests.competitorsAdd, { ...owner, competitors: ['The Daily Grind'] });
    const id = added[0]?.id ?? '';
    // Taken right after it is added (a job), the place whose title has the name.
    const first = await waitFor('the figures', async () => ((await competitors(owner)).competitors[0]?.averageRating != null ? competitors(owner) : undefined));
    expect(first.limit).toBe(10);
    expect(first.competitors[0]).toMatchObject({
      id,
      name: 'The Daily Grind',
      address: '500 Congress Ave, Austin, TX 78701',
      averageRating: 4.1,
      totalReviews: 210,
      // 210 reviews × 9 visits per review (cafe) × (4.1 / 5)²
      estimatedTraffic: 1271,
      ratingChange: null,
      source: 'serpapi',
    });
    expect(serp.requests.some((params) => params.get('engine') === 'google_maps' && params.get('q') === 'The Daily Grind Austin')).toBe(true);

    // A month ago it was 4.1; today's daily job finds 4.5.
    const { figures, insightsQueue } = await app();
    await figures.handle({ businessId: owner.businessId, day: daysAgo(30) });
    serp.mapsPlaces('the daily grind austin', [{ title: 'The Daily Grind', address: '500 Congress Ave, Austin, TX 78701', rating: 4.5, reviews: 236 }]);
    await insightsQueue.sweep(new Date());
    const view = await waitFor('the competitor insight', async () => {
      const found = ofType(await insights(owner), 'competitor');
      return found.length > 0 ? found : undefined;
    });
    expect((await competitors(owner)).competitors[0]).toMatchObject({ averageRating: 4.5, totalReviews: 236, ratingChange: 0.4, estimatedTraffic: 1720 });
    expect(view).toEqual([
      expect.objectContaining({
        type: 'competitor',
        priority: 'medium',
        impactScore: 64,
        title: "The Daily Grind's rating rose to 4.5",
        action: { label: 'View competitor', href: `/competitors#competitor-${id}` },
        isRead: false,
      }),
    ]);
    // A second sweep the same day adds no job: the insight stays one.
    expect(await insightsQueue.sweep(new Date())).toBe(0);
  });

  it('keeps the last figures when SerpApi fails, and labels an estimate when Maps does not know the place', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Pour Decisions', city: 'Austin' });
    serp.mapsPlaces('bean & leaf cafe austin', [{ title: 'Bean & Leaf Cafe', address: '77 Rainey St, Austin, TX', rating: 4.3, reviews: 98 }]);
    const { added } = await analysis.call(AnalysisRequests.competitorsAdd, { ...owner, competitors: ['Bean & Leaf Cafe', 'Nowhere Known Espresso'] });
    const view = await waitFor('both figures', async () => {
      const current = await competitors(owner);
      return current.competitors.every((competitor) => competitor.source !== null) ? current : undefined;
    });
    expect(view.competitors.map((competitor) => [competitor.id, competitor.source, competitor.averageRating, competitor.address])).toEqual([
      [added[0]?.id, 'serpapi', 4.3, '77 Rainey St, Austin, TX'],
      [added[1]?.id, 'estimate', expect.any(Number) as unknown, null],
    ]);
    const { figures } = await app();
    serp.mode = 'http-500';
    try {
      await figures.handle({ businessId: owner.businessId, day: daysAgo(0) });
    } finally {
      serp.mode = 'ok';
    }
    expect(await competitors(owner)).toEqual(view);
    // The same run with SerpApi answering takes the day's figures afresh.
    serp.mapsPlaces('bean & leaf cafe austin', [{ title: 'Bean & Leaf Cafe', address: '77 Rainey St, Austin, TX', rating: 4.4, reviews: 101 }]);
    await figures.handle({ businessId: owner.businessId, day: daysAgo(0) });
    expect((await competitors(owner)).competitors[0]).toMatchObject({ averageRating: 4.4, totalReviews: 101 });
    // Another business cannot remove it; its owner can, figures and all.
    const other = await analysis.newOwner();
    expect(await analysis.failure(analysis.call(AnalysisRequests.competitorsRemove, { ...other, id: added[0]?.id ?? '' }))).toEqual({ code: 'NOT_FOUND', message: 'That competitor is not on your list.' });
    await analysis.call(AnalysisRequests.competitorsRemove, { ...owner, id: added[0]?.id ?? '' });
    expect((await competitors(owner)).competitors.map((competitor) => competitor.name)).toEqual(['Nowhere Known Espresso']);
    expect(await queryRows(analysis.databaseUrl, 'SELECT 1 FROM competitor_snapshots WHERE competitor_id = $1', [added[0]?.id])).toHaveLength(0);
  });

  it('turns a rank drop out of the top 3 into a high trend insight, kept read until the situation changes', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Drip Drop Coffee', city: 'Austin' });
    const query = `iced oat latte ${randomUUID().slice(0, 6)}`;
    serp.list(query, { title: 'Drip Drop Coffee', position: 2, where: 'local' });
    const [keyword] = (await analysis.call(AnalysisRequests.keywordsAdd, { ...owner, keywords: [query] })).added;
    const keywordId = keyword?.id ?? '';
    const { ranks } = await app();
    await ranks.enqueueCheck({ businessId: owner.businessId, day: daysAgo(1), reason: 'on-demand' }, `test:yesterday:${keywordId}`);
    const positions = () => analysis.rankRows(keywordId).then((rows) => rows.map((row) => [row.day, row.position]));
    await waitFor('yesterday and today at #2', async () => ((await positions()).length === 2 ? true : undefined));
    expect(await positions()).toEqual([[daysAgo(1), 2], [daysAgo(0), 2]]);

    serp.unlist(query);
    serp.list(query, { title: 'Drip Drop Coffee', position: 12, where: 'organic' });
    await analysis.call(AnalysisRequests.ranksCheck, { ...owner, keywordId });
    await waitFor('today at #12', async () => ((await positions())[1]?.[1] === 12 ? true : undefined));

    const [trend] = ofType(await refresh(owner), 'trend');
    expect(trend).toMatchObject({
      type: 'trend',
      priority: 'high',
      impactScore: 85,
      title: `"${query}" dropped 10 places`,
      description: 'It fell from #2 to #12, out of the top 3.',
      action: { label: 'Open keyword', href: `/keywords?keyword=${keywordId}` },
      isRead: false,
    });
    const read = await analysis.call(AnalysisRequests.insightsRead, { ...owner, id: trend?.id ?? '' });
    expect(read.isRead).toBe(true);
    // Regenerated with nothing changed: the same insight, still read, not a second one.
    const again = ofType(await refresh(owner), 'trend');
    expect(again).toEqual([expect.objectContaining({ id: trend?.id, isRead: true })]);

    // It falls out of the results: the situation changed, so it is news again.
    serp.unlist(query);
    await analysis.call(AnalysisRequests.ranksCheck, { ...owner, keywordId });
    await waitFor('today not ranked', async () => ((await positions())[1]?.[1] === null ? true : undefined));
    expect(ofType(await refresh(owner), 'trend')).toEqual([expect.objectContaining({ id: trend?.id, isRead: false, title: `"${query}" dropped out of the rankings` })]);

    // Only the owner can read it: anyone else's request finds nothing.
    const other = await analysis.newOwner();
    expect(await analysis.failure(analysis.call(AnalysisRequests.insightsRead, { ...other, id: trend?.id ?? '' }))).toEqual({ code: 'NOT_FOUND', message: 'That insight was not found.' });
    expect((await insights(other)).insights.some((insight) => insight.id === trend?.id)).toBe(false);
  });

  it('asks the reviews service about pending reviews: an insight, the listing task, and both clear once answered', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Bean Counter', city: 'Austin' });
    const review = (days: number, rating: number, reviewerName: string) =>
      analysis.event(
        ReviewReceived,
        { businessId: owner.businessId, externalId: `g-${randomUUID()}`, platform: 'Google', reviewerName, rating, reviewText: 'Lovely flat white.', reviewDate: new Date(Date.now() - days * DAY_MS).toISOString() },
        { businessId: owner.businessId },
      );
    for (const event of [review(9, 5, 'Ann B.'), review(4, 4, 'Bo C.'), review(2, 2, 'Cy D.')]) await analysis.publish(event, owner.businessId);
    await waitFor('the reviews stored by the reviews service', async () => {
      const summary = await analysis.service.rpc.call(ReviewsRequests.summary, { businessId: owner.businessId });
      return summary.total === 3 && !summary.isSample ? true : undefined;
    });
    const before = await analysis.listing(owner);
    expect(before.reviews).toEqual({ total: 3, averageRating: 3.7, pendingCount: 3 });
    expect(before.checklist.find((task) => task.id === 'reviews-replied')?.done).toBe(false);

    const [pending] = ofType(await refresh(owner), 'optimization').filter((insight) => insight.action.href.startsWith('/reviews'));
    expect(pending).toMatchObject({
      priority: 'high', // the oldest has waited 9 days
      impactScore: 66,
      title: '3 reviews waiting for a reply',
      description: expect.stringContaining('The oldest has waited 9 days.') as unknown,
      action: { label: 'Reply to reviews', href: '/reviews?status=pending' },
    });

    const page = await analysis.service.rpc.call(ReviewsRequests.list, { ...owner, query: { page: 1, limit: 20 } });
    for (const item of page.reviews) await analysis.service.rpc.call(ReviewsRequests.respond, { ...owner, reviewId: item.id, response: { responseText: 'Thank you!' } });
    const after = await analysis.listing(owner);
    expect(after.reviews.pendingCount).toBe(0);
    expect(after.checklist.find((task) => task.id === 'reviews-replied')?.done).toBe(true);
    expect(after.score).toBe(before.score + 15);
    expect((await refresh(owner)).insights.filter((insight) => insight.action.href.startsWith('/reviews'))).toEqual([]);

    // The same reviews, one per day, in the analytics series (from reviews.review.received).
    const series = await analysis.call(AnalysisRequests.analyticsSeries, { ...owner, startDate: daysAgo(13), endDate: daysAgo(0) });
    expect(series.series.filter((point) => point.reviews > 0).map((point) => [point.date, point.reviews])).toEqual([
      [daysAgo(9), 1],
      [daysAgo(4), 1],
      [daysAgo(2), 1],
    ]);
    expect(series.totals.reviews).toBe(3);
  });

  it('keeps the state of the latest refresh for every later read: idle, then done with its times', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Refresh Roasters' });
    expect((await insights(owner)).refresh).toEqual({ state: 'idle', startedAt: null, finishedAt: null, progress: null, error: null });
    const before = new Date().toISOString();
    const refreshed = (await refresh(owner)).refresh;
    expect(refreshed).toMatchObject({ state: 'done', progress: null, error: null });
    expect(refreshed.startedAt !== null && refreshed.startedAt >= before).toBe(true);
    expect(refreshed.finishedAt !== null && refreshed.finishedAt >= (refreshed.startedAt ?? '')).toBe(true);
    // A new read (a reloaded page) says the same.
    expect((await insights(owner)).refresh).toEqual(refreshed);
  });

  it('follows the seasonal calendar of the business type', async () => {
    const cafe = await analysis.newOwner({}, { businessName: 'Mug Life', businessType: 'cafe' });
    const gym = await analysis.newOwner({}, { businessName: 'Lift Club', businessType: 'gym' });
    const { insights: service, businesses } = await app();
    const generate = async (owner: TOwner, at: string) => {
      const business = await businesses.find(owner.businessId);
      if (!business) throw new Error('no business');
      await service.generate(business, new Date(at));
      return ofType(await insights(owner), 'seasonal');
    };
    expect(await generate(cafe, '2026-11-16T09:00:00Z')).toEqual([
      expect.objectContaining({ priority: 'high', impactScore: 72, title: 'Holiday drinks season is here', action: { label: 'Find seasonal keywords', href: '/keywords#suggestions' } }),
    ]);
    // Out of season, the insight goes; summer brings its own.
    expect((await generate(cafe, '2027-07-10T09:00:00Z')).map((insight) => [insight.title, insight.priority, insight.impactScore])).toEqual([['Iced coffee weather', 'medium', 60]]);
    expect(await generate(gym, '2026-11-16T09:00:00Z')).toEqual([]);
    expect((await generate(gym, '2027-01-05T09:00:00Z')).map((insight) => [insight.title, insight.priority, insight.impactScore])).toEqual([['New Year resolutions drive gym searches', 'high', 80]]);
  });

  it('keeps a listing per business whose score follows the fields, refusing bad values and read-only accounts', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Hearth Bakery', address: '9 Oak St, Austin, TX 78702', city: 'Austin' });
    const sample = await analysis.listing(owner);
    expect(sample).toMatchObject({ name: 'Hearth Bakery', address: '9 Oak St, Austin, TX 78702', phone: null, website: null, isSample: true, photosCount: 4 });
    expect(sample.checklist.reduce((sum, task) => sum + task.points, 0)).toBe(100);
    expect(sample.checklist.find((task) => task.id === 'hours')?.done).toBe(true);

    const update = (change: Record<string, unknown>) => analysis.call(AnalysisRequests.listingUpdate, { ...owner, update: change });
    const withPhone = await update({ phone: '+1 512 555 0100' });
    expect(withPhone.phone).toBe('+1 512 555 0100');
    expect(withPhone.score).toBe(sample.score + 10);
    const complete = await update({ website: 'https://hearth.example', description: 'Sourdough, '.repeat(30), categories: ['Bakery', 'Cafe', 'Coffee shop'], photosCount: 12 });
    expect(complete.score).toBe(sample.score + 10 + 10 + 15 + 10 + 15);
    expect(complete.checklist.filter((task) => !task.done).map((task) => task.id).every((id) => id === 'reviews-replied' || id === 'rating')).toBe(true);
    // Clearing the phone takes its points away again; the listing is kept between reads.
    expect((await update({ phone: '' })).score).toBe(complete.score - 10);
    expect((await analysis.listing(owner)).phone).toBeNull();

    expect(await analysis.failure(update({ phone: 'call me' }))).toMatchObject({ code: 'VALIDATION', details: [{ path: 'update.phone', message: 'Please enter a valid phone number' }] });
    expect(await analysis.failure(update({ hours: [{ day: 'monday', opens: '18:00', closes: '09:00' }] }))).toMatchObject({ code: 'VALIDATION' });
    const readOnly = await analysis.newOwner({ status: 'expired', readOnly: true });
    expect(await analysis.failure(analysis.call(AnalysisRequests.listingUpdate, { ...readOnly, update: { phone: '+1 512 555 0101' } }))).toMatchObject({ code: 'FORBIDDEN' });
  });

  it('answers analytics series for a period, refusing bad ranges, and the overview shows the same last 30 days', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Steam Room Cafe' });
    const series = (startDate: string, endDate: string, metric?: TAnalyticsMetric) =>
      analysis.call(AnalysisRequests.analyticsSeries, { ...owner, startDate, endDate, ...(metric ? { metric } : {}) });

    const month = await series(daysAgo(29), daysAgo(0));
    expect(month.series).toHaveLength(30);
    expect(month.series[0]?.date).toBe(daysAgo(29));
    expect(month.isEstimated).toBe(true);
    expect(month.metrics).toEqual(['listingViews', 'websiteClicks', 'phoneCalls', 'directionRequests', 'averageRank', 'reviews']);
    // Modelled from the day the business was created (today): no numbers before it.
    expect(month.series.slice(0, 29).every((point) => point.listingViews === 0)).toBe(true);
    expect(month.series[29]?.listingViews).toBeGreaterThan(0);
    for (const key of ['listingViews', 'websiteClicks', 'phoneCalls', 'directionRequests'] as const) {
      expect(month.totals[key]).toBe(month.series.reduce((sum, point) => sum + point[key], 0));
    }
    // The stored day does not change when asked again.
    expect((await series(daysAgo(0), daysAgo(0), 'listingViews')).series[0]).toEqual(month.series[29]);
    expect((await series(daysAgo(0), daysAgo(0), 'listingViews')).metrics).toEqual(['listingViews']);

    const overview = await analysis.call(AnalysisRequests.overview, owner);
    expect(overview.analytics).toEqual({
      googleMyBusinessViews: month.totals.listingViews,
      websiteClicks: month.totals.websiteClicks,
      phoneCalls: month.totals.phoneCalls,
      directionRequests: month.totals.directionRequests,
      // Modelled: no Google Business Profile connected.
      source: 'estimate',
      latestDay: null,
    });

    const year = await series('2025-01-01', '2026-01-01');
    expect(year.series).toHaveLength(366);
    expect(year.previousTotals.listingViews).toBe(0);
    expect(await analysis.failure(series(daysAgo(0), daysAgo(1)))).toMatchObject({ code: 'VALIDATION', message: 'startDate must be on or before endDate' });
    expect(await analysis.failure(series('2025-01-01', '2026-01-02'))).toMatchObject({ code: 'VALIDATION', message: 'Choose a period of at most 366 days' });
    expect(await analysis.failure(series('2025-13-01', '2026-01-02'))).toMatchObject({ code: 'VALIDATION' });
  });

  it('answers the series without dates with the last 30 of the business\'s own days', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Night Owl Cafe' });
    const { AnalyticsService } = await import('../src/analytics/analytics.service');
    const service = analysis.service.app.get(AnalyticsService);
    // 03:00 UTC on Nov 25 is still Nov 24 in Chicago: the period ends on the business's today.
    const series = await service.series(owner, {}, 'listingViews', new Date('2026-11-25T03:00:00Z'));
    expect({ startDate: series.startDate, endDate: series.endDate }).toEqual({ startDate: '2026-10-26', endDate: '2026-11-24' });
    expect(series.series).toHaveLength(30);
    // Over Kafka too: no dates is a valid request, one date alone is not.
    const latest = await analysis.call(AnalysisRequests.analyticsSeries, owner);
    expect(latest.endDate).toBe(daysAgo(0));
    expect(await analysis.failure(analysis.call(AnalysisRequests.analyticsSeries, { ...owner, startDate: daysAgo(3) }))).toMatchObject({ code: 'VALIDATION' });
  });

  it("counts a review on the business's own day: a Chicago evening is already tomorrow in UTC", async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Late Shift Cafe' });
    const event = analysis.event(
      ReviewReceived,
      { businessId: owner.businessId, externalId: `g-${randomUUID()}`, platform: 'Google', reviewerName: 'Di E.', rating: 5, reviewText: 'Open late, great tea.', reviewDate: '2026-11-24T03:00:00Z' },
      { businessId: owner.businessId },
    );
    await analysis.publish(event, owner.businessId);
    await waitFor('the review', async () => ((await queryRows(analysis.databaseUrl, 'SELECT 1 FROM received_reviews WHERE business_id = $1', [owner.businessId])).length ? true : undefined));
    const { series } = await analysis.call(AnalysisRequests.analyticsSeries, { ...owner, startDate: '2026-11-23', endDate: '2026-11-24', metric: 'reviews' });
    expect(series.map((point) => [point.date, point.reviews])).toEqual([
      ['2026-11-23', 1],
      ['2026-11-24', 0],
    ]);
  });

  it('counts unread insights on the overview and runs the daily job for every business once a day', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Night Owl Cafe' });
    const { insightsQueue } = await app();
    const generatedAt = () => queryRows<{ at: Date | null }>(analysis.databaseUrl, 'SELECT insights_generated_at AS at FROM businesses WHERE id = $1', [owner.businessId]);
    await insightsQueue.sweep(new Date());
    await waitFor('the daily job', async () => ((await generatedAt())[0]?.at ? true : undefined));
    const view = await insights(owner);
    expect(view.insights.length).toBeGreaterThan(0);
    expect(view.generatedAt).not.toBeNull();
    expect((await analysis.call(AnalysisRequests.overview, owner)).insights.unreadCount).toBe(view.unreadCount);
    await analysis.call(AnalysisRequests.insightsRead, { ...owner, id: view.insights[0]?.id ?? '' });
    expect((await analysis.call(AnalysisRequests.overview, owner)).insights.unreadCount).toBe(view.unreadCount - 1);
    // Today's metrics were written by the job.
    expect(await queryRows(analysis.databaseUrl, 'SELECT 1 FROM listing_metrics WHERE business_id = $1 AND day = $2::date', [owner.businessId, daysAgo(0)])).toHaveLength(1);
  });
});
