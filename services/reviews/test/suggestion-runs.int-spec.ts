import { ReviewsRequests, type TSuggestionRun } from '@app/contracts';
import {
  FakeOpenAiServer,
  lastUserText,
  newActor,
  queryRows,
  serviceEntry,
  startProcess,
  testDatabaseUrl,
  waitFor,
  type TInProcessService,
  type TRunningProcess,
} from '@app/test-support';
import { EventPublisher, reviewEvent, startReviewsService } from './review-events';

// docs/product.md §4 Long actions: 'Generate responses' keeps its state on the server. The service
// takes requests and events; the worker is its own process, started only when the test wants
// suggestions drafted, so "running" is a state the test holds, not a moment it has to catch.
describe("'Generate responses' followed from the server", () => {
  const databaseUrl = testDatabaseUrl('reviews_runs');
  const fake = new FakeOpenAiServer();
  const publisher = new EventPublisher();
  let service: TInProcessService;
  let worker: TRunningProcess | undefined;

  beforeAll(async () => {
    await fake.start();
    // The model refuses every review of a reviewer called "Failing ...": those suggestions fail for good.
    fake.script = (request) =>
      lastUserText(request).includes('"reviewerName":"Failing')
        ? { kind: 'error', status: 500, message: 'model down' }
        : 'Thank you for the visit!';
    Object.assign(process.env, { SUGGESTION_WORKER: 'off' });
    service = await startReviewsService(databaseUrl);
    await publisher.connect();
  });

  afterAll(async () => {
    await worker?.stop();
    await publisher.disconnect();
    await service?.stop();
    await fake.stop();
  });

  const startWorker = (): void => {
    worker ??= startProcess('reviews-worker', serviceEntry('reviews', 'worker.js'), {
      ...fake.env({ OPENAI_MAX_RETRIES: '0' }),
      DATABASE_URL_REVIEWS: databaseUrl,
      PORT: '0',
      HTTP_HOST: '127.0.0.1',
      SUGGESTION_ATTEMPTS: '2',
      SUGGESTION_BACKOFF_MS: '50',
      AI_DAILY_BUDGET: '100000000',
    });
  };
  const runOf = async (actor: { userId: string; businessId: string }): Promise<TSuggestionRun> =>
    (await service.rpc.call(ReviewsRequests.list, { ...actor, query: { page: 1, limit: 20 } }))
      .suggestionRun;
  // New reviews from these reviewers, once the business has `total` reviews in all.
  const reviewsOf = async (
    actor: { userId: string; businessId: string },
    names: string[],
    total = names.length,
  ) => {
    await publisher.reviews(
      names.map((reviewerName) => reviewEvent(actor.businessId, { reviewerName })),
    );
    await waitFor(`${total} reviews`, async () => {
      const page = await service.rpc.call(ReviewsRequests.list, {
        ...actor,
        query: { page: 1, limit: 20 },
      });
      return page.total === total ? true : undefined;
    });
  };
  const settled = (actor: { userId: string; businessId: string }) =>
    waitFor(
      'the run to end',
      async () => {
        const run = await runOf(actor);
        return run.state === 'running' ? undefined : run;
      },
      60_000,
    );

  it('is idle before the first run, and a run with nothing pending is over at once', async () => {
    const actor = newActor();
    expect(await runOf(actor)).toEqual({
      state: 'idle',
      startedAt: null,
      finishedAt: null,
      progress: null,
      error: null,
      failed: 0,
    });
    const { queued, suggestionRun } = await service.rpc.call(
      ReviewsRequests.suggestionsGenerate,
      actor,
    );
    expect(queued).toBe(0);
    expect(suggestionRun).toMatchObject({
      state: 'done',
      progress: { done: 0, total: 0 },
      failed: 0,
      error: null,
    });
    expect(suggestionRun.finishedAt).toEqual(expect.any(String));
  });

  // The Reviews page stops asking once it reads "done": a run read as done must say when it ended,
  // also when read between its last job's commit and that job's settle (the e2e test's
  // intermittent "New replies drafted for 6 reviews." without its date).
  it('says when it ended as soon as nothing waits, though the last job has not settled it yet', async () => {
    const actor = newActor();
    await reviewsOf(actor, ['Dana Dale', 'Eve Ely']);
    const started = await service.rpc.call(ReviewsRequests.suggestionsGenerate, actor);
    expect(started.suggestionRun).toMatchObject({ state: 'running', progress: { done: 0, total: 2 } });
    // What the jobs' commits leave before their settle: both drafted, the run not yet marked over.
    await queryRows(databaseUrl, `UPDATE reviews SET suggestion_status = 'ready' WHERE business_id = $1::uuid`, [actor.businessId]);
    const run = await runOf(actor);
    expect(run).toMatchObject({ state: 'done', progress: { done: 2, total: 2 }, failed: 0 });
    expect(Date.parse(run.finishedAt ?? '')).toBeGreaterThanOrEqual(Date.parse(run.startedAt ?? ''));
    // The same to every later read.
    expect(await runOf(actor)).toEqual(run);
  });

  it('runs while suggestions wait (a reload asks again and sees the same), then says how many were drafted and how many failed', async () => {
    const actor = newActor();
    await reviewsOf(actor, ['Ann Able', 'Bob Baker', 'Failing Fred']);

    const started = await service.rpc.call(ReviewsRequests.suggestionsGenerate, actor);
    expect(started.queued).toBe(3);
    expect(started.suggestionRun).toMatchObject({
      state: 'running',
      progress: { done: 0, total: 3 },
      finishedAt: null,
      failed: 0,
    });
    // No worker yet: whoever asks sees the run waiting, as long as it waits.
    expect(await runOf(actor)).toEqual(started.suggestionRun);
    // Another business sees nothing of it.
    expect((await runOf(newActor())).state).toBe('idle');

    startWorker();
    const run = await settled(actor);
    expect(run).toMatchObject({
      state: 'done',
      progress: { done: 3, total: 3 },
      failed: 1,
      error: null,
      startedAt: started.suggestionRun.startedAt,
    });
    expect(Date.parse(run.finishedAt ?? '')).toBeGreaterThanOrEqual(
      Date.parse(run.startedAt ?? ''),
    );
    const page = await service.rpc.call(ReviewsRequests.list, {
      ...actor,
      query: { page: 1, limit: 20 },
    });
    expect(
      page.reviews.map((review) => [review.reviewerName, review.suggestionStatus]).sort(),
    ).toEqual([
      ['Ann Able', 'ready'],
      ['Bob Baker', 'ready'],
      ['Failing Fred', 'failed'],
    ]);
    // What it said at the end, it says later too.
    expect(await runOf(actor)).toEqual(run);
  });

  it('has failed when no suggestion could be drafted, and a new run starts over from the pending reviews', async () => {
    const actor = newActor();
    await reviewsOf(actor, ['Failing Fay']);
    startWorker();
    // The review's first suggestion fails before the run (a new review is drafted at once).
    await waitFor(
      'the first suggestion to fail',
      async () => {
        const page = await service.rpc.call(ReviewsRequests.list, {
          ...actor,
          query: { page: 1, limit: 20 },
        });
        return page.reviews[0]?.suggestionStatus === 'failed' ? true : undefined;
      },
      60_000,
    );

    await service.rpc.call(ReviewsRequests.suggestionsGenerate, actor);
    const failed = await settled(actor);
    expect(failed).toMatchObject({
      state: 'failed',
      progress: { done: 1, total: 1 },
      failed: 1,
      error: 'No reply could be drafted. Please try again later.',
    });

    // The reviewer's next review drafts fine: the next run counts the pending ones again.
    await reviewsOf(actor, ['Failing Fay', 'Carl Cole'], 3);
    await waitFor(
      'Carl to be drafted',
      async () => {
        const page = await service.rpc.call(ReviewsRequests.list, {
          ...actor,
          query: { page: 1, limit: 20 },
        });
        return page.reviews.find((review) => review.reviewerName === 'Carl Cole')
          ?.suggestionStatus === 'ready'
          ? true
          : undefined;
      },
      60_000,
    );
    const again = await service.rpc.call(ReviewsRequests.suggestionsGenerate, actor);
    expect(again.suggestionRun).toMatchObject({
      state: 'running',
      progress: { done: 0, total: 3 },
      failed: 0,
    });
    expect(await settled(actor)).toMatchObject({
      state: 'done',
      progress: { done: 3, total: 3 },
      failed: 2,
    });
  });
});
