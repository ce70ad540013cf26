import { AnalysisRequests, type TKeywordsView } from '@app/contracts';
import { FakeSerpApiServer, waitFor } from '@app/test-support';
import { startAnalysis, type TAnalysisHarness, type TOwner } from './analysis-harness';

// Issue 19 (docs/product.md §4): the server keeps the state of a business's latest rank check, so
// the Keywords page shows it running with its progress and then its outcome, after a reload too.
// The fake SerpApi holds one keyword's answer to catch the check in the middle, without timing.
describe('rank check progress', () => {
  const serp = new FakeSerpApiServer();
  let analysis: TAnalysisHarness;

  beforeAll(async () => {
    await serp.start();
    analysis = await startAnalysis('rankprogress', {
      RANK_PROVIDER: 'serpapi',
      SERP_API_KEY: serp.apiKey,
      SERP_API_BASE_URL: serp.baseUrl,
      // Longer than the test holds an answer: the held keyword is checked, not timed out.
      SERP_API_TIMEOUT_MS: '60000',
    });
  });

  afterAll(async () => {
    serp.release();
    await analysis?.stop();
    await serp.stop();
  });

  const view = (owner: TOwner) => analysis.call(AnalysisRequests.keywordsList, owner);
  const checkWhen = (owner: TOwner, what: string, ready: (view: TKeywordsView) => boolean) =>
    waitFor(what, async () => {
      const current = await view(owner);
      return ready(current) ? current : undefined;
    });

  it("says 'idle' before any check, 'running' with keywords done of total, then 'done', to every read", async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Progress Coffee', city: 'Austin' });
    expect((await view(owner)).rankCheck).toEqual({
      state: 'idle',
      startedAt: null,
      finishedAt: null,
      progress: null,
      error: null,
    });
    await analysis.call(AnalysisRequests.keywordsAdd, {
      ...owner,
      keywords: ['progress one', 'progress two', 'progress three'],
    });
    // New keywords are checked at once: that run is the latest until "Check now".
    await checkWhen(owner, 'the first check', (current) => current.rankCheck.state === 'done');

    serp.hold('progress two');
    let requestedAt = '';
    try {
      const queued = await analysis.call(AnalysisRequests.ranksCheck, owner);
      requestedAt = queued.requestedAt;
      expect(queued.queued).toBe(3);
      // Running from the moment it is queued, with what there is to do.
      const started = (await view(owner)).rankCheck;
      expect(started).toMatchObject({
        state: 'running',
        finishedAt: null,
        error: null,
        progress: { total: 3 },
      });
      expect(started.startedAt !== null && started.startedAt >= queued.requestedAt).toBe(true);
      // The first keyword is checked; the second waits for SerpApi: 1 of 3, to any new read.
      await checkWhen(
        owner,
        'one keyword checked',
        (current) => current.rankCheck.progress?.done === 1,
      );
      expect((await view(owner)).rankCheck).toMatchObject({
        state: 'running',
        progress: { done: 1, total: 3 },
        finishedAt: null,
      });
    } finally {
      serp.release();
    }
    const done = (
      await checkWhen(owner, 'the check done', (current) => current.rankCheck.state === 'done')
    ).rankCheck;
    expect(done).toMatchObject({ state: 'done', progress: { done: 3, total: 3 }, error: null });
    expect(
      done.finishedAt !== null && done.startedAt !== null && done.finishedAt >= done.startedAt,
    ).toBe(true);
    // One run from the click to its end: the job carried on the run the click started.
    expect(done.startedAt).toBe(requestedAt);
    expect((await view(owner)).rankCheck).toEqual(done);
  });

  // The dashboard's intermittent "Last check: 0 keywords checked": the new keywords' first check,
  // still going when the owner clicks Check now, ended the click's run as its own.
  it("keeps a Check now running while the new keywords' first check, started before it, ends", async () => {
    const owner = await analysis.newOwner({}, { businessName: 'Overlap Coffee', city: 'Austin' });
    const { RankChecksQueue } = await import('../src/ranks/rank-checks.queue');
    const queue = analysis.service.app.get(RankChecksQueue);
    const held = (count: number) => () => Promise.resolve(serp.waiting === count ? true : undefined);
    serp.hold('overlap two');
    try {
      await analysis.call(AnalysisRequests.keywordsAdd, { ...owner, keywords: ['overlap one', 'overlap two'] });
      await waitFor('the first check held', held(1));
      const queued = await analysis.call(AnalysisRequests.ranksCheck, owner);
      expect(queued.queued).toBe(2);
      // Both checks wait for the same answer; the older one gets it first and ends.
      await waitFor('the Check now held too', held(2));
      serp.releaseOldest();
      await waitFor('the first check ended', async () => ((await queue.counts()).active === 1 ? true : undefined));
      expect((await view(owner)).rankCheck).toMatchObject({ state: 'running', finishedAt: null, error: null, progress: { total: 2 } });
    } finally {
      serp.release();
    }
    const done = (await checkWhen(owner, 'the Check now done', (current) => current.rankCheck.state === 'done')).rankCheck;
    expect(done).toMatchObject({ state: 'done', progress: { done: 2, total: 2 }, error: null });
  });
});
