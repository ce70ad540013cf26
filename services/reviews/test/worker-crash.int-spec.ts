import { ReviewsRequests } from '@app/contracts';
import {
  FakeOpenAiServer,
  newActor,
  queryRows,
  serviceEntry,
  startProcess,
  testDatabaseUrl,
  waitFor,
  type TInProcessService,
  type TRunningProcess,
} from '@app/test-support';
import { EventPublisher, requestsAbout, reviewEvent, startReviewsService } from './review-events';

// A worker killed in the middle of a job (SIGKILL: no cleanup at all) and started again: the job
// is taken over once its lock expires and the review gets exactly one suggestion.
describe('a suggestions worker killed mid-job', () => {
  const databaseUrl = testDatabaseUrl('reviews_crash');
  const fake = new FakeOpenAiServer();
  const publisher = new EventPublisher();
  let service: TInProcessService;
  const workers: TRunningProcess[] = [];

  // The worker as its own process (dist/worker.js, built by test:int's dependency on build).
  const startWorker = () => {
    const worker = startProcess('reviews-worker', serviceEntry('reviews', 'worker.js'), {
      ...fake.env({ OPENAI_MAX_RETRIES: '0', OPENAI_TIMEOUT_MS: '60000' }),
      DATABASE_URL_REVIEWS: databaseUrl,
      PORT: '0',
      HTTP_HOST: '127.0.0.1',
      SUGGESTION_LOCK_MS: '2000',
    });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    await fake.start();
    // The service takes events and requests; only the child process runs the worker.
    Object.assign(process.env, { SUGGESTION_WORKER: 'off' });
    service = await startReviewsService(databaseUrl);
    await publisher.connect();
  });

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop('SIGKILL')));
    await publisher.disconnect();
    await service?.stop();
    await fake.stop();
  });

  it('produces exactly one suggestion after the worker dies holding the job and comes back', async () => {
    // The first call hangs (the worker is killed while waiting for it); later calls answer at once.
    const asked = () => requestsAbout(fake.requests, 'Crash Carla').length;
    fake.script = () => (asked() === 1 ? { kind: 'text', content: 'never delivered', delayMs: 120_000 } : 'Thank you, Carla, for the kind words!');
    const actor = newActor();
    const first = startWorker();
    await publisher.reviews([reviewEvent(actor.businessId, { reviewerName: 'Crash Carla' })]);
    await waitFor('the worker to ask the model', () => {
      if (first.child.exitCode !== null) return Promise.reject(new Error(`the worker exited:\n${first.output()}`));
      return Promise.resolve(asked() === 1 ? true : undefined);
    }, 60_000);

    first.child.kill('SIGKILL');
    expect(await first.exited).toBeNull();
    const [stored] = await queryRows<{ id: string; suggestion_status: string }>(databaseUrl, 'SELECT id, suggestion_status FROM reviews WHERE business_id = $1', [actor.businessId]);
    expect(stored?.suggestion_status).toBe('pending');

    startWorker();
    const review = await waitFor(
      'the suggestion after the restart',
      async () => {
        const page = await service.rpc.call(ReviewsRequests.list, { ...actor, query: { page: 1, limit: 20 } });
        return page.reviews[0]?.suggestionStatus === 'ready' ? page.reviews[0] : undefined;
      },
      60_000,
    );
    expect(review.aiSuggestedResponse).toBe('Thank you, Carla, for the kind words!');
    // Past another lock period: nothing else runs the job a second time.
    await new Promise((resolve) => setTimeout(resolve, 4_000));
    expect(await queryRows(databaseUrl, 'SELECT generation, text, source FROM review_suggestions WHERE review_id = $1', [stored!.id])).toEqual([
      { generation: 1, text: 'Thank you, Carla, for the kind words!', source: 'openai' },
    ]);
    expect(asked()).toBe(2);
  });
});
