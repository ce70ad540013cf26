import { DEMO_OVERVIEW } from '@app/contracts';
import { ApiUser, readJson, systemForSuite, waitFor } from '@app/test-support';

// Issue 7 through the whole system: onboarding and keyword routes (BFF → analysis over Kafka,
// plan limits from billing), the overview fan-out to analysis, reviews and billing.
describe('dashboard, keywords and onboarding over the running system', () => {
  const prefix = 'nearbly_test_dashboard';
  const system = systemForSuite({ databasePrefix: prefix });

  const newOwner = async (businessName = 'Corner Bean Coffee') => {
    const owner = new ApiUser(system.baseUrl);
    await owner.signUp({ businessName });
    return owner;
  };

  it('answers the demo overview (docs/product.md §9) to an anonymous or unauthorised caller', async () => {
    const anonymous = await new ApiUser(system.baseUrl).request('GET', '/api/dashboard/overview');
    expect(anonymous.status).toBe(200);
    expect(await readJson(anonymous)).toEqual(DEMO_OVERVIEW);
    const stranger = new ApiUser(system.baseUrl);
    stranger.token = 'not.a.token';
    const body = await readJson(await stranger.request('GET', '/api/dashboard/overview'));
    expect(body).toMatchObject({ isDemo: true, keywords: { total: 25, averageRank: 3.2, top3Rankings: 12, top10Rankings: 20 }, reviews: { total: 47, averageRating: 4.6, recentReviews: 3 } });
    expect(body.analytics).toEqual({ googleMyBusinessViews: 1247, websiteClicks: 89, phoneCalls: 23, directionRequests: 156 });
    expect(body.insights).toEqual({ unreadCount: 2 });
    const keywords = await stranger.request('GET', '/api/dashboard/keywords');
    expect(keywords.status).toBe(401);
    expect((await readJson(keywords)).error).toMatch(/Unauthorized/);
  });

  it('walks onboarding: connect, keywords and competitors saved as the owner goes, then complete', async () => {
    const owner = await newOwner();
    expect(await readJson(await owner.request('GET', '/api/onboarding'))).toEqual({ gmbConnected: false, keywords: [], competitors: [], completed: false });
    const suggestions = await readJson(await owner.request('GET', '/api/onboarding/suggestions'));
    expect(suggestions.keywords).toHaveLength(6);
    expect(suggestions.competitors).toHaveLength(5);
    expect((await owner.request('PATCH', '/api/onboarding', { gmbConnected: true })).status).toBe(200);
    expect((await owner.request('POST', '/api/dashboard/keywords', { keywords: [suggestions.keywords[0]] })).status).toBe(201);
    const duplicate = await owner.request('POST', '/api/dashboard/keywords', { keywords: [String(suggestions.keywords[0]).toUpperCase()] });
    expect(duplicate.status).toBe(409);
    expect((await readJson(duplicate)).error).toBe(`"${String(suggestions.keywords[0]).toUpperCase()}" is already on your list.`);
    expect((await owner.request('POST', '/api/onboarding/competitors', { competitors: ['The Daily Grind'] })).status).toBe(201);
    const state = await readJson(await owner.request('PATCH', '/api/onboarding', { completed: true }));
    expect(state).toMatchObject({ gmbConnected: true, completed: true, keywords: [{ name: suggestions.keywords[0] }], competitors: [{ name: 'The Daily Grind' }] });
  });

  it('refuses bad input with 400 JSON details and another business\'s keyword with 404', async () => {
    const owner = await newOwner();
    const blank = await owner.request('POST', '/api/dashboard/keywords', { keywords: ['  '] });
    expect(blank.status).toBe(400);
    expect(await readJson(blank)).toEqual({ error: 'Validation error', details: [{ path: 'keywords.0', message: 'Please enter a keyword' }] });
    expect((await owner.request('POST', '/api/dashboard/keywords', {})).status).toBe(400);
    expect((await owner.request('PATCH', '/api/onboarding', { gmbConnected: false })).status).toBe(400);
    expect((await owner.request('DELETE', '/api/dashboard/keywords/not-a-uuid')).status).toBe(400);
    const [mine] = (await readJson(await owner.request('POST', '/api/dashboard/keywords', { keywords: ['cold brew near me'] }))).added as { id: string }[];
    const other = await newOwner('Other Cafe');
    const stolen = await other.request('DELETE', `/api/dashboard/keywords/${mine?.id ?? ''}`);
    expect(stolen.status).toBe(404);
    expect((await readJson(stolen)).error).toBe('That keyword is not on your list.');
    expect((await readJson(await owner.request('GET', '/api/dashboard/keywords'))).keywords).toHaveLength(1);
  });

  it('adds keywords, checks ranks on demand and shows them in the overview with the plan from billing', async () => {
    const owner = await newOwner();
    const added = await owner.request('POST', '/api/dashboard/keywords', { keywords: ['oat latte', 'espresso bar austin'] });
    // On failure, the answer and the analysis service's last log lines say why.
    expect({ status: added.status, ...(added.status === 201 ? {} : { body: await added.text(), log: system.processes.get('analysis')?.output().slice(-3000) }) }).toEqual({ status: 201 });
    const check = await owner.request('POST', '/api/dashboard/keywords/check', {});
    expect(check.status).toBe(202);
    expect((await readJson(check)).queued).toBe(2);
    const view = await waitFor('the ranks', async () => {
      const body = await readJson(await owner.request('GET', '/api/dashboard/keywords'));
      return (body.keywords as { position: number | null }[]).every((keyword) => keyword.position !== null) ? body : undefined;
    });
    // The trial (Growing Local) as billing announced it: 100 keywords, checked daily.
    expect(view).toMatchObject({ limit: 100, rankCheckFrequency: 'daily', provider: 'simulated' });
    // The check's state is the server's (docs/product.md §4 Long actions): it ends done, both checked.
    const run = await waitFor('the check done', async () => {
      const body = await readJson(await owner.request('GET', '/api/dashboard/keywords'));
      return body.rankCheck?.state === 'done' ? body.rankCheck : undefined;
    });
    expect(run).toMatchObject({ state: 'done', progress: { done: 2, total: 2 }, error: null });
    const overview = await waitFor('the overview', async () => {
      const body = await readJson(await owner.request('GET', '/api/dashboard/overview'));
      return body.business?.name ? body : undefined;
    });
    expect(overview).toMatchObject({ isDemo: false, business: { name: 'Corner Bean Coffee', type: 'cafe', city: 'Austin' }, keywords: { total: 2 } });
    expect(overview.subscription).toMatchObject({ planName: 'Growing Local', status: 'trialing' });
  });

  it('answers what it has, quickly, when a service is down, and names the missing block', async () => {
    const owner = await newOwner();
    // The business reaches analysis by auth's event, within moments of sign-up.
    await waitFor('the business in analysis', async () => ((await readJson(await owner.request('GET', '/api/dashboard/overview'))).business?.name ? true : undefined));
    await system.processes.get('reviews')?.stop('SIGKILL');
    try {
      // The complete overview may be served from the cache for OVERVIEW_CACHE_SECONDS; after
      // that the missing block is named. Every answer comes quickly meanwhile.
      const body = await waitFor('the overview to name the missing block', async () => {
        const started = Date.now();
        const response = await owner.request('GET', '/api/dashboard/overview');
        expect(Date.now() - started).toBeLessThan(4_000);
        expect(response.status).toBe(200);
        const answer = await readJson(response);
        return answer.unavailable.includes('reviews') ? answer : undefined;
      }, 15_000);
      expect(body.reviews).toBeNull();
      expect(body.business).toMatchObject({ name: 'Corner Bean Coffee' });
    } finally {
      await system.restartService('reviews');
    }
  });

  it('serves repeat loads of the overview from its cache, and shows the owner\'s own change at once', async () => {
    const owner = await newOwner();
    const first = await waitFor('the business in analysis', async () => {
      const body = await readJson(await owner.request('GET', '/api/dashboard/overview'));
      return body.business?.name && body.unavailable.length === 0 ? body : undefined;
    });
    expect(first.keywords.total).toBe(0);
    const handled = async () => {
      const text = await (await fetch(`http://127.0.0.1:${system.servicePorts.analysis}/metrics`)).text();
      return Number(/nearbly_kafka_handler_duration_seconds_count\{topic="analysis\.overview",outcome="ok"\} (\d+)/.exec(text)?.[1] ?? 0);
    };
    const before = await handled();
    for (let i = 0; i < 5; i += 1) expect((await readJson(await owner.request('GET', '/api/dashboard/overview'))).keywords.total).toBe(0);
    expect(await handled()).toBe(before);

    expect((await owner.request('POST', '/api/dashboard/keywords', { keywords: ['flat white'] })).status).toBe(201);
    const after = await readJson(await owner.request('GET', '/api/dashboard/overview'));
    expect(after.keywords.total).toBe(1);
    expect(await handled()).toBe(before + 1);

    // Past its fresh period (5 s) the overview is still answered at once from the cache while a
    // single refresh runs behind it, however many loads arrive together.
    await new Promise((resolve) => setTimeout(resolve, 5_500));
    const loads = await Promise.all(Array.from({ length: 5 }, () => owner.request('GET', '/api/dashboard/overview').then(readJson)));
    expect(loads.map((load) => load.keywords.total)).toEqual([1, 1, 1, 1, 1]);
    await waitFor('the background refresh', async () => ((await handled()) === before + 2 ? true : undefined), 5_000);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect((await readJson(await owner.request('GET', '/api/dashboard/overview'))).keywords.total).toBe(1);
    expect(await handled()).toBe(before + 2);
  });
});
