import { AnalysisRequests } from '@app/contracts';
import { FakeSerpApiServer } from '@app/test-support';
import { startAnalysis, type TAnalysisHarness, type TOwner } from './analysis-harness';

// RANK_PROVIDER=serpapi: SerpApi's HTTP API, here a local fake of it on 127.0.0.1. A failed
// check (HTTP error, an error answer, no answer in time) is stored as "no data", never as 0.
describe('rank checks through SerpApi', () => {
  const serp = new FakeSerpApiServer();
  let analysis: TAnalysisHarness;

  beforeAll(async () => {
    await serp.start();
    analysis = await startAnalysis('serpapi', {
      RANK_PROVIDER: 'serpapi',
      SERP_API_KEY: serp.apiKey,
      SERP_API_BASE_URL: serp.baseUrl,
      SERP_API_TIMEOUT_MS: '800',
    });
  });

  afterAll(async () => {
    await analysis?.stop();
    await serp.stop();
  });

  const add = async (owner: TOwner, keyword: string) => (await analysis.call(AnalysisRequests.keywordsAdd, { ...owner, keywords: [keyword] })).added[0]?.id ?? '';

  it('takes the Maps pack position, else the organic one, else not ranked; searches in the city', async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Corner Bean Coffee', city: 'Austin' });
    serp.list('oat latte', { title: 'Corner Bean Coffee', position: 2, where: 'local' });
    serp.list('coffee roaster', { title: 'Corner Bean Coffee - Fresh Roasts', position: 7, where: 'organic' });
    const local = await add(owner, 'oat latte');
    const organic = await add(owner, 'coffee roaster');
    const absent = await add(owner, 'bubble tea');
    const since = new Date(0).toISOString();
    expect(await analysis.checkedAfter(owner, local, since)).toMatchObject({ position: 2, status: 'ok' });
    expect(await analysis.checkedAfter(owner, organic, since)).toMatchObject({ position: 7, status: 'ok' });
    expect(await analysis.checkedAfter(owner, absent, since)).toMatchObject({ position: null, status: 'not_ranked' });
    const request = serp.requests.find((params) => params.get('q') === 'oat latte');
    expect(Object.fromEntries(request ?? [])).toMatchObject({ engine: 'google', location: 'Austin', num: '100', api_key: serp.apiKey });
    expect((await analysis.call(AnalysisRequests.keywordsList, owner)).provider).toBe('serpapi');
  });

  it.each(['http-500', 'error-body', 'hang'] as const)('stores a failed check (%s) as no data, never as position 0', async (mode) => {
    const owner = await analysis.newOwner({}, { businessName: `Shop ${mode}` });
    serp.mode = 'ok';
    serp.list(`flat white ${mode}`, { title: `Shop ${mode}`, position: 3, where: 'local' });
    const id = await add(owner, `flat white ${mode}`);
    const first = await analysis.checkedAfter(owner, id, new Date(0).toISOString());
    expect(first.position).toBe(3);
    serp.mode = mode;
    try {
      const requested = await analysis.call(AnalysisRequests.ranksCheck, { ...owner, keywordId: id });
      const failed = await analysis.checkedAfter(owner, id, requested.requestedAt);
      expect(failed).toMatchObject({ position: null, status: 'no_data', trend: 'no-data' });
      // Same day: the failed check replaced today's point; the stored row has no position, not 0.
      const rows = await analysis.rankRows(id);
      expect(rows.at(-1)).toMatchObject({ position: null, status: 'no_data', provider: 'serpapi' });
      expect(rows.some((row) => row.position === 0)).toBe(false);
    } finally {
      serp.mode = 'ok';
    }
  });
});
