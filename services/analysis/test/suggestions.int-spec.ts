import { AnalysisRequests } from '@app/contracts';
import Redis from 'ioredis';
import { quotaDay } from '@app/service-kit';
import { FakeOpenAiServer, lastUserText, queryRows, waitFor } from '@app/test-support';
import { startAnalysis, type TAnalysisHarness } from './analysis-harness';
import { lastLocalDays } from '../src/common/business-day';

// AI keyword suggestions through the real openai SDK against a local fake of the OpenAI API; the
// local generator answers when the model fails. This service also runs as the local demo does,
// with simulated history for new keywords, and its rank-check schedule sweeps every second.
describe('AI keyword suggestions, and the demo history', () => {
  const openAi = new FakeOpenAiServer();
  let analysis: TAnalysisHarness;
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379', { lazyConnect: true });

  beforeAll(async () => {
    await openAi.start();
    analysis = await startAnalysis('suggestions', {
      ...openAi.env({ OPENAI_TIMEOUT_MS: '1000', OPENAI_MAX_RETRIES: '0' }),
      RANK_PROVIDER: 'simulated',
      SIMULATED_HISTORY_DAYS: '6',
      RANK_SWEEP_INTERVAL_MS: '1000',
      AI_KEYWORD_IDEAS_PER_BUSINESS_PER_DAY: '2',
      AI_DAILY_BUDGET: '6',
    });
  });

  // The global AI budget is one counter per day in Redis, which outlives a run: each test starts
  // with the whole (small) budget.
  beforeEach(async () => {
    await redis.del(`ai:budget:${quotaDay()}`);
  });

  afterAll(async () => {
    redis.disconnect();
    await analysis?.stop();
    await openAi.stop();
  });

  const failingModel = () => openAi.reset(() => ({ kind: 'error' as const, status: 500 }));

  const suggest = (owner: { userId: string; businessId: string }) => analysis.call(AnalysisRequests.keywordSuggestions, owner);

  it("asks the model with the business type, city and month, and answers its suggestions", async () => {
    const owner = await analysis.newOwner({}, { businessType: 'boutique', city: 'Denver' });
    openAi.reset(() =>
      JSON.stringify({
        suggestions: [
          { keyword: 'Holiday Gift Boutique Denver', kind: 'seasonal', reason: 'Gift shoppers search early in December.' },
          { keyword: 'denver christkindlmarket gifts', kind: 'local-event', reason: 'The market brings visitors downtown.' },
          { keyword: 'winter coats denver', kind: 'weather', reason: 'Cold snaps send people looking for coats.' },
        ],
      }),
    );
    const answer = await suggest(owner);
    expect(answer.source).toBe('openai');
    expect(answer.suggestions.map((item) => item.keyword)).toEqual(['holiday gift boutique denver', 'denver christkindlmarket gifts', 'winter coats denver']);
    const asked = JSON.parse(lastUserText(openAi.requests[0] ?? { messages: [], model: '', stream: false, body: {}, apiKey: undefined })) as Record<string, string>;
    expect(asked).toMatchObject({ businessType: 'boutique', city: 'Denver' });
    expect(typeof asked.month).toBe('string');
  });

  it.each([
    ['an HTTP error', { kind: 'error' as const, status: 500 }],
    ['an unreadable body', { kind: 'malformed' as const }],
    ['text that is not the JSON asked for', { kind: 'text' as const, content: 'Here are some ideas: latte, mocha' }],
    ['no answer in time', { kind: 'text' as const, content: '{}', delayMs: 3_000 }],
  ])('falls back to the local generator on %s', async (_what, reply) => {
    const owner = await analysis.newOwner({}, { businessType: 'cafe', city: 'Austin' });
    openAi.reset(() => reply);
    const answer = await suggest(owner);
    expect(answer.source).toBe('local');
    expect(answer.suggestions.map((item) => item.kind)).toEqual(expect.arrayContaining(['seasonal', 'weather', 'local-event']));
    expect(answer.suggestions.every((item) => item.keyword.endsWith('austin'))).toBe(true);
  });

  it("keeps the model's suggestions for the business and the day: asking again costs no call", async () => {
    const owner = await analysis.newOwner({}, { businessType: 'cafe', city: 'Austin' });
    openAi.reset(() => JSON.stringify({ suggestions: [{ keyword: 'pumpkin latte austin', kind: 'seasonal', reason: 'It is the season.' }] }));
    const first = await suggest(owner);
    const second = await suggest(owner);
    expect(first).toEqual({ suggestions: [{ keyword: 'pumpkin latte austin', kind: 'seasonal', reason: 'It is the season.' }], source: 'openai', aiNotice: null });
    expect(second).toEqual(first);
    expect(openAi.requests).toHaveLength(1);
    // Another business asks the model for its own.
    expect((await suggest(await analysis.newOwner({}, { businessType: 'cafe', city: 'Austin' }))).source).toBe('openai');
    expect(openAi.requests).toHaveLength(2);
  });

  it("answers from the local generator once the business's daily quota is spent, and says so", async () => {
    const owner = await analysis.newOwner({}, { businessType: 'cafe', city: 'Austin' });
    failingModel();
    // A failed call is not cached: each one counts against the quota of 2.
    expect(await suggest(owner)).toMatchObject({ source: 'local', aiNotice: null });
    expect(await suggest(owner)).toMatchObject({ source: 'local', aiNotice: null });
    expect(openAi.requests).toHaveLength(2);
    const spent = await suggest(owner);
    expect(spent.source).toBe('local');
    expect(spent.suggestions.length).toBeGreaterThan(0);
    expect(spent.aiNotice).toMatch(/^Today's AI quota for your business is used up: keyword ideas come from the local generator until tomorrow/);
    expect(openAi.requests).toHaveLength(2);
  });

  it('answers from the local generator once the global daily AI budget is spent, and says so', async () => {
    failingModel();
    // AI_DAILY_BUDGET is 6: three businesses use their quota of 2 each.
    for (let index = 0; index < 3; index += 1) {
      const owner = await analysis.newOwner({}, { businessType: 'gym', city: 'Denver' });
      for (let call = 0; call < 2; call += 1) expect((await suggest(owner)).aiNotice).toBeNull();
    }
    expect(openAi.requests).toHaveLength(6);
    const late = await suggest(await analysis.newOwner({}, { businessType: 'gym', city: 'Denver' }));
    expect(late).toMatchObject({ source: 'local' });
    expect(late.aiNotice).toMatch(/^AI has reached its daily limit: keyword ideas come from the local generator until tomorrow/);
    expect(openAi.requests).toHaveLength(6);
  });

  it('gives a new keyword SIMULATED_HISTORY_DAYS past days of simulated ranks, announcing only today', async () => {
    const owner = await analysis.newOwner();
    await analysis.call(AnalysisRequests.keywordsAdd, { ...owner, keywords: ['oat latte'] });
    const view = await waitFor('the history', async () => {
      const keywords = await analysis.call(AnalysisRequests.keywordsList, owner);
      return keywords.keywords[0]?.history.length === 7 ? keywords : undefined;
    });
    const history = view.keywords[0]?.history ?? [];
    // The business's own days (the harness's businesses are in America/Chicago).
    const week = lastLocalDays(7, new Date(), 'America/Chicago');
    expect(history.map((point) => point.date)).toEqual(week);
    expect(history.every((point) => point.status === 'ok' && (point.position ?? 0) >= 1)).toBe(true);
    const overview = await analysis.call(AnalysisRequests.overview, owner);
    expect(overview.recentActivity.filter((item) => item.kind === 'rank-change').length).toBeLessThanOrEqual(1);
  });

  it('runs the scheduled sweep by itself (BullMQ job scheduler) and marks the business checked', async () => {
    const owner = await analysis.newOwner();
    await analysis.call(AnalysisRequests.keywordsAdd, { ...owner, keywords: ['cortado'] });
    const [row] = await waitFor('the scheduled check', async () => {
      const rows = await queryRows<{ last: Date | null }>(analysis.databaseUrl, 'SELECT last_scheduled_check_at AS last FROM businesses WHERE id = $1', [owner.businessId]);
      return rows[0]?.last ? rows : undefined;
    }, 15_000);
    expect(Date.now() - (row?.last?.getTime() ?? 0)).toBeLessThan(15_000);
  });
});
