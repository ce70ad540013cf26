import { randomUUID } from 'node:crypto';
import { AlertsRequests, AnalysisRequests, eventOf, ReviewReceived, UserDeleted } from '@app/contracts';
import { FakeSerpApiServer, queryRows, waitFor } from '@app/test-support';
import { startAnalysis, type TAnalysisHarness, type TOwner } from './analysis-harness';

// Issue 21 (docs/product.md §10 Alerts): each alert is raised once for its situation, lands in the
// in-app list unread, is announced once with analysis.alert.raised, and a failed check never
// raises one. The clock the rules read is the situation's own (check days, review and event
// times), pinned here.
const NOW = new Date('2026-11-20T15:00:00Z');
const HOUR_MS = 60 * 60 * 1000;

describe('alerts', () => {
  const serp = new FakeSerpApiServer();
  let analysis: TAnalysisHarness;
  // Requests of analysis's other contexts, by topic until their contracts exist (issue 18).

  beforeAll(async () => {
    await serp.start();
    analysis = await startAnalysis('alerts', { RANK_PROVIDER: 'serpapi', COMPETITOR_PROVIDER: 'serpapi', SERP_API_KEY: serp.apiKey, SERP_API_BASE_URL: serp.baseUrl, SERP_API_TIMEOUT_MS: '800' });
  });

  afterAll(async () => {
    await analysis?.stop();
    await serp.stop();
  });

  const alerts = (owner: TOwner) => analysis.call(AlertsRequests.list, owner);
  const raisedEvents = (alertId: string) =>
    queryRows(analysis.databaseUrl, `SELECT 1 FROM outbox_events WHERE topic = 'analysis.alert.raised' AND payload->'payload'->>'alertId' = $1`, [alertId]);
  const checkNow = async (owner: TOwner, id: string) => {
    const { requestedAt } = await analysis.call(AnalysisRequests.ranksCheck, { ...owner, keywordId: id });
    return analysis.checkedAfter(owner, id, requestedAt);
  };
  const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) - days * 24 * HOUR_MS).toISOString().slice(0, 10);
  const seedCheck = (owner: TOwner, keywordId: string, day: string, position: number | null, status: string) =>
    queryRows(analysis.databaseUrl, `INSERT INTO rank_checks (id, business_id, keyword_id, checked_on, position, status, provider) VALUES ($1, $2, $3, $4::date, $5, $6, 'serpapi')`, [
      randomUUID(),
      owner.businessId,
      keywordId,
      day,
      position,
      status,
    ]);

  it('raises one ranking alert when a keyword drops out of the top 3, compared with the last check that had data, and none for a failed check', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Drop Shop Coffee' });
    serp.mode = 'ok';
    serp.list('drop latte', { title: 'Drop Shop Coffee', position: 2, where: 'local' });
    const [added] = (await analysis.call(AnalysisRequests.keywordsAdd, { ...owner, keywords: ['drop latte'] })).added;
    const id = added?.id ?? '';
    await analysis.checkedAfter(owner, id, new Date(0).toISOString());
    // The first check has nothing before it: no alert.
    expect((await alerts(owner)).items).toEqual([]);
    const today = (await analysis.rankRows(id)).at(-1)?.day ?? '';
    // Seeded history: #2 two days ago, then a failed check yesterday (it must be skipped over).
    await seedCheck(owner, id, daysBefore(today, 2), 2, 'ok');
    await seedCheck(owner, id, daysBefore(today, 1), null, 'no_data');

    serp.unlist('drop latte');
    serp.list('drop latte', { title: 'Drop Shop Coffee', position: 5, where: 'local' });
    await checkNow(owner, id);
    const view = await alerts(owner);
    expect(view.unread).toBe(1);
    expect(view.items).toEqual([
      { id: expect.any(String) as unknown, kind: 'ranking', title: '"drop latte" dropped out of the top 3', body: `It moved from #2 to #5 on ${today}.`, link: '/keywords', createdAt: expect.any(String) as unknown, read: false },
    ]);
    const alertId = view.items[0]?.id ?? '';
    expect(await raisedEvents(alertId)).toHaveLength(1);

    // The same situation again (Check now once more): still one alert, one event.
    await checkNow(owner, id);
    expect((await alerts(owner)).items).toHaveLength(1);
    // A failed check (no data) raises nothing, not even "back in the top 3" against #5.
    serp.mode = 'http-500';
    try {
      expect(await checkNow(owner, id)).toMatchObject({ status: 'no_data' });
    } finally {
      serp.mode = 'ok';
    }
    expect((await alerts(owner)).items.map((alert) => alert.title)).toEqual(['"drop latte" dropped out of the top 3']);
    expect(await raisedEvents(alertId)).toHaveLength(1);
  });

  const reviewEvent = (owner: TOwner, rating: number, hoursAgo: number, externalId = `g-${randomUUID()}`, reviewerName = 'Pat Q.') =>
    eventOf(
      ReviewReceived,
      { businessId: owner.businessId, externalId, platform: 'Google' as const, reviewerName, rating, reviewText: 'Waited forever.', reviewDate: new Date(NOW.getTime() - hoursAgo * HOUR_MS).toISOString() },
      { actor: { businessId: owner.businessId }, occurredAt: NOW },
    );
  const reviewsStored = (owner: TOwner, count: number) =>
    waitFor('the reviews', async () => ((await queryRows(analysis.databaseUrl, 'SELECT 1 FROM received_reviews WHERE business_id = $1', [owner.businessId])).length >= count ? true : undefined));

  it('raises a review alert for a 1-3 star review once, and none for 4-5 stars or an old review', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Review Alert Cafe' });
    const low = reviewEvent(owner, 2, 1, 'g-low', 'Sam R.');
    await analysis.publish(low, owner.businessId);
    // The same review again under a new event id, and redelivered.
    await analysis.publish({ ...low, id: randomUUID() }, owner.businessId);
    await analysis.publish(low, owner.businessId);
    await analysis.publish(reviewEvent(owner, 5, 1), owner.businessId);
    await analysis.publish(reviewEvent(owner, 1, 24 * 5), owner.businessId);
    await reviewsStored(owner, 3);
    const view = await alerts(owner);
    expect(view.items).toHaveLength(1);
    expect(view.items[0]).toMatchObject({ kind: 'review', title: 'New 2-star review from Sam R.', link: '/reviews?status=pending', read: false });
    expect(view.items[0]?.body).toContain('"Waited forever."');
    expect(await raisedEvents(view.items[0]?.id ?? '')).toHaveLength(1);
  });

  it('flags 3 one-star reviews within 24 hours as a possible review attack, once', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Attack Target Diner' });
    for (const hoursAgo of [20, 10]) await analysis.publish(reviewEvent(owner, 1, hoursAgo), owner.businessId);
    await reviewsStored(owner, 2);
    expect((await alerts(owner)).items.map((alert) => alert.kind)).toEqual(['review', 'review']);
    for (const hoursAgo of [2, 1]) await analysis.publish(reviewEvent(owner, 1, hoursAgo), owner.businessId);
    await reviewsStored(owner, 4);
    const attacks = (await alerts(owner)).items.filter((alert) => alert.kind === 'review-attack');
    expect(attacks).toHaveLength(1);
    expect(attacks[0]?.title).toBe('Possible review attack: 3 one-star reviews in 24 hours');
    expect(attacks[0]?.body).toContain('choose "Report review"');
    expect(attacks[0]?.body).toContain('"Review management tool"');
  });

  it("watches a competitor's rating and review pace from SerpApi's figures, once per change, never from a failed refresh", async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Watcher Cafe', city: 'Austin' });
    const query = 'grind watch cafe austin';
    const place = (rating: number, reviews: number) => serp.mapsPlaces(query, [{ title: 'Grind Watch Cafe', address: '1 Congress Ave, Austin, TX', rating, reviews }]);
    place(4.5, 92);
    const { added } = await analysis.call(AnalysisRequests.competitorsAdd, { ...owner, competitors: ['Grind Watch Cafe'] });
    await waitFor('the first figures', async () => ((await queryRows(analysis.databaseUrl, 'SELECT 1 FROM competitor_snapshots WHERE competitor_id = $1', [added[0]?.id])).length ? true : undefined));
    const { RefreshFiguresJob } = await import('../src/competitors/jobs/refresh-figures.job');
    const figures = analysis.service.app.get(RefreshFiguresJob);
    // The pinned history: 4.5 stars throughout, about 2 new reviews a week, then a week of 12.
    const day = '2026-06-15';
    for (const [daysAgo, reviews] of [
      [35, 92],
      [7, 100],
      [1, 104],
    ] as const) {
      place(4.5, reviews);
      await figures.handle({ businessId: owner.businessId, day: daysBefore(day, daysAgo) });
    }
    expect((await alerts(owner)).items).toEqual([]);

    place(4.3, 112);
    await figures.handle({ businessId: owner.businessId, day });
    await figures.handle({ businessId: owner.businessId, day });
    serp.mode = 'http-500';
    try {
      await figures.handle({ businessId: owner.businessId, day: daysBefore(day, -1) });
    } finally {
      serp.mode = 'ok';
    }
    const view = await alerts(owner);
    expect(view.items.map((alert) => [alert.kind, alert.title, alert.body, alert.link]).sort()).toEqual([
      ['competitor', 'Grind Watch Cafe is getting reviews faster', '12 new reviews in the last 7 days, about 2 a week before.', '/competitors'],
      ['competitor', "Grind Watch Cafe's rating went down to 4.3", 'It was 4.5 on 2026-06-14.', '/competitors'],
    ]);
    for (const alert of view.items) expect(await raisedEvents(alert.id)).toHaveLength(1);
  });

  it("watches a competitor's categories and opening hours from SerpApi's answer, once per change, never from an answer without them", async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Hours Watcher Cafe', city: 'Austin' });
    const query = 'hours watch bakery austin';
    const hours = { monday: '7 AM–6 PM', tuesday: '7 AM–6 PM', sunday: 'Closed' };
    const place = (profile: { types?: string[]; operating_hours?: Record<string, string> }) =>
      serp.mapsPlaces(query, [{ title: 'Hours Watch Bakery', address: '2 Congress Ave, Austin, TX', rating: 4.4, reviews: 50, ...profile }]);
    place({ types: ['Bakery'], operating_hours: hours });
    const { added } = await analysis.call(AnalysisRequests.competitorsAdd, { ...owner, competitors: ['Hours Watch Bakery'] });
    await waitFor('the first figures', async () => ((await queryRows(analysis.databaseUrl, 'SELECT 1 FROM competitor_snapshots WHERE competitor_id = $1', [added[0]?.id])).length ? true : undefined));
    const { RefreshFiguresJob } = await import('../src/competitors/jobs/refresh-figures.job');
    const figures = analysis.service.app.get(RefreshFiguresJob);
    const day = '2026-07-15';
    await figures.handle({ businessId: owner.businessId, day: daysBefore(day, 2) });
    // An answer without categories or hours (SerpApi left them out) is no change.
    place({});
    await figures.handle({ businessId: owner.businessId, day: daysBefore(day, 1) });
    expect((await alerts(owner)).items).toEqual([]);

    place({ types: ['Bakery', 'Coffee shop'], operating_hours: { ...hours, sunday: '8 AM–1 PM' } });
    await figures.handle({ businessId: owner.businessId, day });
    await figures.handle({ businessId: owner.businessId, day });
    const view = await alerts(owner);
    expect(view.items.map((alert) => [alert.title, alert.body]).sort()).toEqual([
      ['Hours Watch Bakery changed its categories on Google', `Now: Bakery, Coffee shop. Before (${daysBefore(day, 2)}): Bakery.`],
      ['Hours Watch Bakery changed its opening hours', 'Sunday: 8 AM–1 PM (was Closed).'],
    ]);
    for (const alert of view.items) expect(await raisedEvents(alert.id)).toHaveLength(1);
  });

  it("rolls up a day's 4-5 star reviews into one alert from the next day's daily job", async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Digest Deli' });
    // The business's 2026-06-10 (America/Chicago): 15:00 and 23:00 UTC are on it, 06:00 UTC the next day is not.
    const at = (iso: string, rating: number) =>
      eventOf(
        ReviewReceived,
        { businessId: owner.businessId, externalId: `g-${randomUUID()}`, platform: 'Google' as const, reviewerName: 'Dee F.', rating, reviewText: 'Great.', reviewDate: iso },
        { actor: { businessId: owner.businessId }, occurredAt: new Date(iso) },
      );
    for (const [iso, rating] of [
      ['2026-06-10T15:00:00Z', 5],
      ['2026-06-10T23:00:00Z', 4],
      ['2026-06-11T06:00:00Z', 5],
    ] as const)
      await analysis.publish(at(iso, rating), owner.businessId);
    await reviewsStored(owner, 3);
    const { GenerateInsightsJob } = await import('../src/insights/jobs/generate-insights.job');
    const job = analysis.service.app.get(GenerateInsightsJob);
    await job.handle({ businessId: owner.businessId, day: '2026-06-11', at: '2026-06-11T12:00:00.000Z' });
    await job.handle({ businessId: owner.businessId, day: '2026-06-11', at: '2026-06-11T13:00:00.000Z' });
    const { items } = await alerts(owner);
    expect(items.map((alert) => [alert.kind, alert.title, alert.link])).toEqual([['review', '2 new 4-5 star reviews on 2026-06-10', '/reviews']]);
    expect(items[0]?.body).toMatch(/^1 with 5 stars\./);
  });

  it('marks alerts read one by one or all at once, and never another business’s; erasure removes them', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Reader Bakery' });
    const other = await analysis.newOwner({}, { businessName: 'Other Bakery' });
    for (const hoursAgo of [3, 2]) await analysis.publish(reviewEvent(owner, 3, hoursAgo), owner.businessId);
    await reviewsStored(owner, 2);
    const [first, second] = (await alerts(owner)).items;
    expect(await analysis.failure(analysis.call(AlertsRequests.read, { ...other, id: first!.id }))).toMatchObject({ code: 'NOT_FOUND' });
    const read = await analysis.call(AlertsRequests.read, { ...owner, id: first!.id });
    expect(read).toMatchObject({ id: first?.id, read: true });
    expect((await alerts(owner)).unread).toBe(1);
    const all = await analysis.call(AlertsRequests.readAll, owner);
    expect(all.unread).toBe(0);
    expect(all.items.map((alert) => [alert.id, alert.read])).toEqual([
      [first?.id, true],
      [second?.id, true],
    ]);

    await analysis.publish(analysis.event(UserDeleted, owner, owner), owner.userId);
    await waitFor('the erasure', async () => ((await queryRows(analysis.databaseUrl, 'SELECT 1 FROM alerts WHERE business_id = $1', [owner.businessId])).length === 0 ? true : undefined));
  });
});
