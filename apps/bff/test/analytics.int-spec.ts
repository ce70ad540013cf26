import { randomUUID } from 'node:crypto';
import { ANALYTICS_MESSAGES } from '@app/contracts';
import { ApiUser, readJson, systemForSuite, waitFor } from '@app/test-support';
import { tz } from '@date-fns/tz';
import { format, subDays } from 'date-fns';

const today = () => new Date().toISOString().slice(0, 10);
const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);
// A day on the calendar of the owners' business (auth's default timezone, America/Chicago).
const businessDaysAgo = (days: number) => format(subDays(new Date(), days, { in: tz('America/Chicago') }), 'yyyy-MM-dd');

// Issue 8 through the whole system: BFF → Kafka → analysis (and reviews, billing) → PostgreSQL.
describe('competitors, listing, insights and analytics over the running system', () => {
  const system = systemForSuite({ databasePrefix: 'nearbly_test_bff_analytics' });

  const newOwner = async (businessName = 'Corner Bean Coffee') => {
    const owner = new ApiUser(system.baseUrl);
    await owner.signUp({ businessName });
    // The business and its trial reach analysis by events within moments of sign-up; until then
    // the listing shows no name.
    await waitFor('the business in analysis', async () => {
      const listing = await owner.request('GET', '/api/gmb/listing');
      return listing.status === 200 && (await readJson(listing)).name === businessName ? true : undefined;
    });
    return owner;
  };

  it('refuses every route without a session with 401 JSON', async () => {
    const anonymous = new ApiUser(system.baseUrl);
    for (const [method, path] of [
      ['GET', '/api/analytics/competitors'],
      ['POST', '/api/analytics/competitors'],
      ['DELETE', `/api/analytics/competitors/${randomUUID()}`],
      ['GET', '/api/gmb/listing'],
      ['PATCH', '/api/gmb/listing'],
      ['GET', '/api/dashboard/insights'],
      ['PATCH', `/api/dashboard/insights/${randomUUID()}/read`],
      ['POST', '/api/dashboard/insights/refresh'],
      ['GET', '/api/analytics/data'],
    ] as const) {
      const response = await anonymous.request(method, path);
      expect({ path, status: response.status }).toEqual({ path, status: 401 });
      expect((await readJson(response)).error).toMatch(/Unauthorized/);
    }
  });

  it('adds, lists with estimated figures and removes competitors; others\' ids and bad ids are 404', async () => {
    const owner = await newOwner();
    expect(await readJson(await owner.request('GET', '/api/analytics/competitors'))).toEqual({ competitors: [], limit: 10 });
    const added = await owner.request('POST', '/api/analytics/competitors', { competitors: ['The Daily Grind', 'Bean & Leaf Cafe'] });
    expect(added.status).toBe(201);
    const [first] = (await readJson(added)).added as { id: string }[];
    const view = await waitFor('the figures', async () => {
      const body = await readJson(await owner.request('GET', '/api/analytics/competitors'));
      return body.competitors.every((competitor: { averageRating: number | null }) => competitor.averageRating !== null) ? body : undefined;
    });
    expect(view.competitors.map((competitor: { name: string }) => competitor.name)).toEqual(['The Daily Grind', 'Bean & Leaf Cafe']);
    for (const competitor of view.competitors) {
      expect(competitor).toMatchObject({ source: 'estimate', address: null, ratingChange: null });
      expect(competitor.totalReviews).toBeGreaterThan(0);
      expect(competitor.estimatedTraffic).toBeGreaterThan(0);
    }
    // The same competitor has the same estimate for another owner in the same city.
    const other = await newOwner('Other Cafe');
    await other.request('POST', '/api/analytics/competitors', { competitors: ['The Daily Grind'] });
    const theirs = await waitFor('their figures', async () => (await readJson(await other.request('GET', '/api/analytics/competitors'))).competitors.find((competitor: { averageRating: number | null }) => competitor.averageRating !== null));
    expect(theirs.averageRating).toBe(view.competitors[0].averageRating);

    const stolen = await other.request('DELETE', `/api/analytics/competitors/${first?.id ?? ''}`);
    expect(stolen.status).toBe(404);
    expect(await readJson(stolen)).toEqual({ error: 'That competitor is not on your list.' });
    expect((await owner.request('DELETE', '/api/analytics/competitors/not-an-id')).status).toBe(404);
    const blank = await owner.request('POST', '/api/analytics/competitors', { competitors: ['  '] });
    expect(blank.status).toBe(400);
    expect(await readJson(blank)).toEqual({ error: 'Validation error', details: [{ path: 'competitors.0', message: 'Please enter a competitor name' }] });
    expect((await owner.request('DELETE', `/api/analytics/competitors/${first?.id ?? ''}`)).status).toBe(200);
    expect((await readJson(await owner.request('GET', '/api/analytics/competitors'))).competitors.map((competitor: { name: string }) => competitor.name)).toEqual(['Bean & Leaf Cafe']);
  });

  it('shows the listing with its score and checklist, and the score follows a filled field', async () => {
    const owner = await newOwner();
    const listing = await readJson(await owner.request('GET', '/api/gmb/listing'));
    expect(listing).toMatchObject({ name: 'Corner Bean Coffee', address: '118 Congress Ave, Austin, TX 78701', isSample: true });
    const patched = await owner.request('PATCH', '/api/gmb/listing', { photosCount: 14, categories: ['Coffee shop', 'Cafe', 'Bakery'] });
    expect(patched.status).toBe(200);
    const after = await readJson(patched);
    expect(after.score).toBe(listing.score + 25);
    expect(after.checklist.filter((task: { id: string; done: boolean }) => ['photos', 'categories'].includes(task.id)).every((task: { done: boolean }) => task.done)).toBe(true);
    const bad = await owner.request('PATCH', '/api/gmb/listing', { website: 'cornerbean' });
    expect(bad.status).toBe(400);
    expect(await readJson(bad)).toEqual({ error: 'Validation error', details: [{ path: 'website', message: 'Please enter a valid website address starting with http:// or https://' }] });
    expect((await owner.request('PATCH', '/api/gmb/listing', { rating: 5 })).status).toBe(400);
  });

  it('refreshes insights, marks one read (404 for anyone else\'s) and the overview counts the unread', async () => {
    const owner = await newOwner();
    const refreshed = await owner.request('POST', '/api/dashboard/insights/refresh');
    expect(refreshed.status).toBe(200);
    const view = await readJson(refreshed);
    // A new cafe's listing is missing a description, photos and a phone: each is an insight.
    expect(view.insights.map((insight: { action: { href: string } }) => insight.action.href)).toEqual(expect.arrayContaining(['/gmb#task-description', '/gmb#task-photos', '/gmb#task-phone']));
    expect(view.unreadCount).toBe(view.insights.length);
    const [first] = view.insights as { id: string }[];
    const read = await owner.request('PATCH', `/api/dashboard/insights/${first?.id ?? ''}/read`);
    expect(read.status).toBe(200);
    expect((await readJson(read)).isRead).toBe(true);
    const listed = await readJson(await owner.request('GET', '/api/dashboard/insights'));
    expect(listed.unreadCount).toBe(view.unreadCount - 1);
    const overview = await readJson(await owner.request('GET', '/api/dashboard/overview'));
    expect(overview.insights).toEqual({ unreadCount: view.unreadCount - 1 });

    const other = await newOwner('Other Cafe');
    const stolen = await other.request('PATCH', `/api/dashboard/insights/${first?.id ?? ''}/read`);
    expect(stolen.status).toBe(404);
    expect(await readJson(stolen)).toEqual({ error: 'That insight was not found.' });
    expect((await other.request('PATCH', '/api/dashboard/insights/42/read')).status).toBe(404);
  });

  it('answers the analytics series for the last 30 days by default, the same totals as the dashboard, and 400 for bad ranges', async () => {
    const owner = await newOwner();
    const response = await owner.request('GET', '/api/analytics/data');
    expect(response.status).toBe(200);
    const series = await readJson(response);
    // Without dates: the last 30 of the business's own days.
    expect(series).toMatchObject({ startDate: businessDaysAgo(29), endDate: businessDaysAgo(0), isEstimated: true, source: 'estimate', latestDay: null });
    expect(series.series).toHaveLength(30);
    const overview = await readJson(await owner.request('GET', '/api/dashboard/overview'));
    expect(overview.analytics).toEqual({
      googleMyBusinessViews: series.totals.listingViews,
      websiteClicks: series.totals.websiteClicks,
      phoneCalls: series.totals.phoneCalls,
      directionRequests: series.totals.directionRequests,
      // Modelled: no Google Business Profile connected.
      source: 'estimate',
      latestDay: null,
    });
    const week = await readJson(await owner.request('GET', `/api/analytics/data?startDate=${daysAgo(6)}&endDate=${today()}&metric=listingViews`));
    expect(week.series).toHaveLength(7);
    expect(week.metrics).toEqual(['listingViews']);

    for (const [query, error] of [
      ['startDate=21-11-2026', ANALYTICS_MESSAGES.dateInvalid],
      [`startDate=${today()}&endDate=${daysAgo(1)}`, ANALYTICS_MESSAGES.rangeReversed],
      ['startDate=2024-01-01&endDate=2025-06-01', ANALYTICS_MESSAGES.rangeTooLong],
      ['metric=visits', ANALYTICS_MESSAGES.metricUnknown],
    ]) {
      const bad = await owner.request('GET', `/api/analytics/data?${query}`);
      expect({ query, status: bad.status, body: await readJson(bad) }).toEqual({ query, status: 400, body: { error } });
    }
  });
});
