import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { ApiUser, OWNER_SIGNUP, readJson, systemForSuite, waitFor } from '@app/test-support';

// Issue 16, abuse and spend: what visitors may do without an account is limited per client
// address and by a global budget per day; 'Check now' has a cooldown and 'Refresh insights' a
// daily quota per business. Every refusal is a 429 with a JSON error saying when to try again.
describe('limits on anonymous actions and on costly on-demand work', () => {
  const system = systemForSuite({
    databasePrefix: 'nearbly_test_abuse',
    bffEnv: {
      SIGNUP_PER_IP_PER_HOUR: '3',
      SIGNUP_DAILY_BUDGET: '5',
      ANALYSIS_PER_IP_PER_HOUR: '3',
      ANALYSIS_DAILY_BUDGET: '5',
      NEWSLETTER_PER_IP_PER_HOUR: '3',
      NEWSLETTER_DAILY_BUDGET: '5',
      CHAT_ANONYMOUS_PER_IP_PER_DAY: '3',
      CHAT_ANONYMOUS_DAILY_BUDGET: '5',
      RANK_CHECK_COOLDOWN_SECONDS: '600',
      INSIGHTS_REFRESH_PER_BUSINESS_PER_DAY: '2',
    },
  });
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });

  // The daily budgets are one counter per day in Redis, which outlives a run: each test starts
  // with the whole budget of this suite.
  beforeEach(async () => {
    const day = new Date().toISOString().slice(0, 10);
    await redis.del(...['signup', 'analysis', 'newsletter', 'chat-anonymous'].map((action) => `bff:ratelimit:${action}:budget:${day}`));
  });

  afterAll(() => redis.disconnect());

  const actions = {
    'sign-up': {
      send: (user: ApiUser) => user.request('POST', '/api/auth/signup', { ...OWNER_SIGNUP, email: `owner-${randomUUID()}@example.com` }),
      ok: 201,
      tooMany: /^Too many sign-ups from your address\. Please try again in \d+ minutes?\.$/,
      spent: 'Sign-ups are paused for today. Please try again tomorrow.',
    },
    'free analysis': {
      send: (user: ApiUser) => user.request('GET', '/api/analysis/local-seo?businessType=cafe&location=Austin%2C%20TX'),
      ok: 200,
      tooMany: /^Too many free analyses from your address\. Please try again in \d+ minutes?\.$/,
      spent: 'The free analysis has reached its limit for today. Please try again tomorrow.',
    },
    newsletter: {
      send: (user: ApiUser) => user.request('POST', '/api/newsletter/subscribe', { email: `reader-${randomUUID()}@example.com`, businessType: 'cafe' }),
      ok: 200,
      tooMany: /^Too many newsletter sign-ups from your address\. Please try again in \d+ minutes?\.$/,
      spent: 'Newsletter sign-ups are paused for today. Please try again tomorrow.',
    },
    'anonymous chat': {
      send: (user: ApiUser) =>
        user.request('POST', '/api/chatbot/message', { message: 'What does it cost?', conversationId: `conv_${randomUUID()}`, context: { page: '/', userAgent: 'test' } }),
      ok: 200,
      tooMany: /^You've sent Maya a lot of messages today\. Please try again in \d+ minutes?, or sign in\.$/,
      spent: 'Maya has answered all the visitors she can for today. Please try again tomorrow, or sign in.',
    },
  } as const;

  it.each(Object.keys(actions) as (keyof typeof actions)[])('%s: 3 per address, then 429 saying when; another address is still served', async (name) => {
    const action = actions[name];
    const visitor = new ApiUser(system.baseUrl);
    for (let attempt = 0; attempt < 3; attempt += 1) expect((await action.send(visitor)).status).toBe(action.ok);
    const refused = await action.send(visitor);
    expect(refused.status).toBe(429);
    const body = await readJson(refused);
    expect(body.error).toMatch(action.tooMany);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await action.send(new ApiUser(system.baseUrl))).status).toBe(action.ok);
  });

  it.each(Object.keys(actions) as (keyof typeof actions)[])('%s: a global budget of 5 a day, whatever the address', async (name) => {
    const action = actions[name];
    for (let visitor = 0; visitor < 5; visitor += 1) expect((await action.send(new ApiUser(system.baseUrl))).status).toBe(action.ok);
    const refused = await action.send(new ApiUser(system.baseUrl));
    expect(refused.status).toBe(429);
    expect((await readJson(refused)).error).toBe(action.spent);
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(86_400);
  });

  it('does not count a signed-in owner against the anonymous chat limits', async () => {
    const owner = new ApiUser(system.baseUrl);
    await owner.signUp();
    for (let message = 0; message < 5; message += 1) expect((await actions['anonymous chat'].send(owner)).status).toBe(200);
  });

  it("'Check now' has a cooldown per business: 429 saying when it can be retried", async () => {
    const owner = new ApiUser(system.baseUrl);
    await owner.signUp();
    const added = await owner.request('POST', '/api/dashboard/keywords', { keywords: ['oat latte'] });
    expect(added.status).toBe(201);
    const first = await owner.request('POST', '/api/dashboard/keywords/check', {});
    expect(first.status).toBe(202);
    const again = await owner.request('POST', '/api/dashboard/keywords/check', {});
    expect(again.status).toBe(429);
    expect(await readJson(again)).toMatchObject({ error: 'Rankings were checked moments ago. You can check again in 10 minutes.' });
    const retryAfter = Number(again.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    // Another business is not held back by this one's check.
    const other = new ApiUser(system.baseUrl);
    await other.signUp();
    await other.request('POST', '/api/dashboard/keywords', { keywords: ['cold brew'] });
    expect((await other.request('POST', '/api/dashboard/keywords/check', {})).status).toBe(202);
  });

  it("'Refresh insights' has a daily quota per business", async () => {
    const owner = new ApiUser(system.baseUrl);
    await owner.signUp();
    await waitFor('the business in analysis', async () => ((await readJson(await owner.request('GET', '/api/dashboard/overview'))).business?.name ? true : undefined));
    for (let refresh = 0; refresh < 2; refresh += 1) expect((await owner.request('POST', '/api/dashboard/insights/refresh')).status).toBe(200);
    const refused = await owner.request('POST', '/api/dashboard/insights/refresh');
    expect(refused.status).toBe(429);
    expect((await readJson(refused)).error).toMatch(/^Insights were refreshed 2 times today\. They still update on their own; you can refresh again in \d+ minutes?\.$/);
  });
});
