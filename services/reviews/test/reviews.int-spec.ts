import { randomUUID } from 'node:crypto';
import {
  BusinessUpdated,
  eventOf,
  HealthRequests,
  ReviewReceived,
  ReviewsRequests,
  UserDeleted,
  UserRegistered,
  type TRequestContract,
  type TRequestInput,
} from '@app/contracts';
import { RpcError } from '@app/service-kit';
import { newActor, queryRows, testDatabaseUrl, waitFor, type TInProcessService } from '@app/test-support';
import { EventPublisher, reviewEvent, startReviewsService } from './review-events';

// The reviews service and its worker in this process, over the real Kafka, Postgres and Redis.
describe('reviews over Kafka with the suggestions worker', () => {
  const databaseUrl = testDatabaseUrl('reviews_main');
  const publisher = new EventPublisher();
  let service: TInProcessService;

  beforeAll(async () => {
    process.env.SUGGESTION_BACKOFF_MS = '50';
    service = await startReviewsService(databaseUrl);
    await publisher.connect();
  });

  afterAll(async () => {
    await publisher.disconnect();
    await service?.stop();
  });

  const call = <TContract extends TRequestContract>(contract: TContract, input: TRequestInput<TContract>) => service.rpc.call(contract, input, { timeoutMs: 10_000 });
  const list = (actor: { userId: string; businessId: string }, query: Record<string, unknown> = {}) =>
    call(ReviewsRequests.list, { ...actor, query: { page: 1, limit: 20, ...query } });
  const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error as RpcError).error);
  const suggestionsOf = (reviewId: string) =>
    queryRows<{ generation: number; text: string; tone: string; source: string }>(databaseUrl, 'SELECT generation, text, tone, source FROM review_suggestions WHERE review_id = $1 ORDER BY generation', [reviewId]);
  const readyReviews = async (actor: { userId: string; businessId: string }, count: number) =>
    waitFor(`${count} reviews with suggestions`, async () => {
      const page = await list(actor);
      return page.reviews.length === count && page.reviews.every((review) => review.suggestionStatus === 'ready') ? page.reviews : undefined;
    }, 30_000);

  it('stores a review once and drafts exactly one suggestion, even when the event comes again', async () => {
    const actor = newActor();
    const event = reviewEvent(actor.businessId, { reviewerName: 'Tom Becker', rating: 2, reviewText: 'Waited 20 minutes and the flat white was cold.' });
    const sameReviewNewEvent = eventOf(ReviewReceived, event.payload, { actor: event.actor });
    await publisher.reviews([event, event, sameReviewNewEvent]);
    const [review] = await readyReviews(actor, 1);
    expect(review).toMatchObject({ reviewerName: 'Tom Becker', platform: 'Google', rating: 2, status: 'pending', responseText: null, isSample: false });
    expect(review?.aiSuggestedResponse).toMatch(/^Hi Tom, We're truly sorry about the flat white/);
    // Let any duplicate job have its chance before counting.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await suggestionsOf(review!.id)).toEqual([{ generation: 1, text: review!.aiSuggestedResponse, tone: 'friendly-professional', source: 'local' }]);
    expect(await queryRows(databaseUrl, 'SELECT count(*)::int AS n FROM reviews WHERE business_id = $1', [actor.businessId])).toEqual([{ n: 1 }]);
  });

  it('lists newest first with pagination and platform and status filters', async () => {
    const actor = newActor();
    const day = 86_400_000;
    const events = Array.from({ length: 25 }, (_, index) =>
      reviewEvent(actor.businessId, {
        reviewerName: `Reviewer ${index}`,
        platform: index % 5 === 0 ? 'Yelp' : 'Google',
        reviewDate: new Date(Date.now() - index * day).toISOString(),
      }),
    );
    await publisher.reviews(events);
    await waitFor('25 reviews', async () => ((await list(actor)).total === 25 ? true : undefined));
    const first = await list(actor);
    expect(first).toMatchObject({ total: 25, page: 1, limit: 20, totalPages: 2, isSample: false, aiMode: 'local' });
    expect(first.reviews.map((review) => review.reviewerName).slice(0, 3)).toEqual(['Reviewer 0', 'Reviewer 1', 'Reviewer 2']);
    expect((await list(actor, { page: 2 })).reviews.map((review) => review.reviewerName)).toEqual(['Reviewer 20', 'Reviewer 21', 'Reviewer 22', 'Reviewer 23', 'Reviewer 24']);
    const yelp = await list(actor, { platform: 'Yelp' });
    expect(yelp.total).toBe(5);
    expect(yelp.reviews.every((review) => review.platform === 'Yelp')).toBe(true);

    const target = first.reviews[3]!;
    const answered = await call(ReviewsRequests.respond, { ...actor, reviewId: target.id, response: { responseText: '  Thanks, see you soon!  ' } });
    expect(answered).toMatchObject({ id: target.id, status: 'responded', responseText: 'Thanks, see you soon!', respondedAutomatically: false });
    expect(Date.now() - Date.parse(answered.responseDate!)).toBeLessThan(60_000);
    expect((await list(actor, { status: 'responded' })).reviews.map((review) => review.id)).toEqual([target.id]);
    expect((await list(actor, { status: 'pending' })).total).toBe(24);
  });

  it('lets only the owning business see or answer a review', async () => {
    const actor = newActor();
    const stranger = newActor();
    await publisher.reviews([reviewEvent(actor.businessId)]);
    const [review] = await readyReviews(actor, 1);
    expect((await list(stranger)).total).toBe(0);
    const error = await errorOf(call(ReviewsRequests.respond, { ...stranger, reviewId: review!.id, response: { responseText: 'Hijacked' } }));
    expect(error).toMatchObject({ code: 'NOT_FOUND', message: 'Review not found' });
    expect(await queryRows(databaseUrl, 'SELECT response_text FROM reviews WHERE id = $1', [review!.id])).toEqual([{ response_text: null }]);
    const blank = await errorOf(call(ReviewsRequests.respond, { ...actor, reviewId: review!.id, response: { responseText: '   ' } }));
    expect(blank).toMatchObject({ code: 'VALIDATION', details: [{ path: 'response.responseText', message: 'Response text is required' }] });
  });

  it('sends suggestions automatically under the auto-respond rules and only for the ratings they name', async () => {
    const fiveStarOnly = newActor();
    await call(ReviewsRequests.settingsUpdate, { ...fiveStarOnly, settings: { autoRespond: 'five-star' } });
    await publisher.reviews([
      reviewEvent(fiveStarOnly.businessId, { reviewerName: 'Five Star', rating: 5 }),
      reviewEvent(fiveStarOnly.businessId, { reviewerName: 'Four Star', rating: 4, reviewDate: new Date(Date.now() - 1_000).toISOString() }),
    ]);
    const [five, four] = await readyReviews(fiveStarOnly, 2);
    expect(five).toMatchObject({ reviewerName: 'Five Star', status: 'responded', respondedAutomatically: true });
    expect(five?.responseText).toBe(five?.aiSuggestedResponse);
    expect(four).toMatchObject({ reviewerName: 'Four Star', status: 'pending', responseText: null });

    const positive = newActor();
    await call(ReviewsRequests.settingsUpdate, { ...positive, settings: { autoRespond: 'positive' } });
    await publisher.reviews([4, 3].map((rating, index) => reviewEvent(positive.businessId, { reviewerName: `${rating} stars`, rating, reviewDate: new Date(Date.now() - index * 1_000).toISOString() })));
    const [positiveFour, three] = await readyReviews(positive, 2);
    expect(positiveFour).toMatchObject({ rating: 4, status: 'responded', respondedAutomatically: true });
    expect(three).toMatchObject({ rating: 3, status: 'pending' });

    const manual = newActor();
    await publisher.reviews([reviewEvent(manual.businessId, { rating: 5 })]);
    expect((await readyReviews(manual, 1))[0]).toMatchObject({ status: 'pending', responseText: null });
  });

  it('persists the settings and regenerates pending suggestions in the new tone', async () => {
    const actor = newActor();
    expect(await call(ReviewsRequests.settingsGet, actor)).toEqual({ tone: 'friendly-professional', autoRespond: 'manual' });
    await publisher.reviews([
      reviewEvent(actor.businessId, { reviewerName: 'Paula Pending' }),
      reviewEvent(actor.businessId, { reviewerName: 'Andy Answered', reviewDate: new Date(Date.now() - 1_000).toISOString() }),
    ]);
    const [pending, answered] = await readyReviews(actor, 2);
    await call(ReviewsRequests.respond, { ...actor, reviewId: answered!.id, response: { responseText: 'Thanks Andy!' } });
    expect(await call(ReviewsRequests.settingsUpdate, { ...actor, settings: { tone: 'casual-warm' } })).toEqual({ tone: 'casual-warm', autoRespond: 'manual' });
    expect(await call(ReviewsRequests.settingsGet, actor)).toEqual({ tone: 'casual-warm', autoRespond: 'manual' });
    expect(await call(ReviewsRequests.suggestionsGenerate, actor)).toMatchObject({ queued: 1, suggestionRun: { state: 'running', progress: { total: 1 } } });
    const regenerated = await waitFor('a casual suggestion', async () => {
      const review = (await list(actor)).reviews.find((item) => item.id === pending!.id);
      return review?.suggestionStatus === 'ready' && review.aiSuggestedResponse?.startsWith('Hey Paula!') ? review : undefined;
    });
    expect(regenerated.aiSuggestedResponse).toContain('Thanks a ton for the 5 stars!');
    // The run is over once its one review is drafted (the answered one was never part of it).
    const ended = await waitFor('the run to end', async () => {
      const run = (await list(actor)).suggestionRun;
      return run.state === 'running' ? undefined : run;
    });
    expect(ended).toMatchObject({ state: 'done', progress: { done: 1, total: 1 }, failed: 0 });
    expect((await suggestionsOf(pending!.id)).map((row) => [row.generation, row.tone])).toEqual([[1, 'friendly-professional'], [2, 'casual-warm']]);
    expect(await suggestionsOf(answered!.id)).toHaveLength(1);
    // A tone no contract allows: refused as a validation error (by the caller's check of the contract first).
    const sarcastic = { ...actor, settings: { tone: 'sarcastic' } } as unknown as TRequestInput<typeof ReviewsRequests.settingsUpdate>;
    const bad = await errorOf(call(ReviewsRequests.settingsUpdate, sarcastic));
    expect(bad).toMatchObject({ code: 'VALIDATION' });
  });

  it('seeds a sample set for a new business until its first real review, and erases everything on deletion', async () => {
    const actor = newActor();
    const registered = eventOf(UserRegistered, { ...actor, businessType: 'gym', businessName: 'Iron Works' }, { actor });
    await publisher.publish(UserRegistered.topic, [registered, registered], () => actor.businessId);
    const samples = await readyReviews(actor, 7);
    expect(samples.every((review) => review.isSample)).toBe(true);
    expect(new Set(samples.map((review) => review.platform)).size).toBeGreaterThan(2);
    expect(samples.find((review) => review.rating <= 2)?.aiSuggestedResponse).toContain('free week pass');
    expect(samples[0]?.aiSuggestedResponse).toContain('Iron Works');
    expect((await list(actor)).isSample).toBe(true);
    expect(await call(ReviewsRequests.summary, { businessId: actor.businessId })).toMatchObject({ total: 7, isSample: true });

    const oldest = new Date(Date.now() - 40 * 86_400_000).toISOString();
    await publisher.reviews([
      reviewEvent(actor.businessId, { rating: 5, reviewDate: oldest }),
      reviewEvent(actor.businessId, { rating: 4 }),
    ]);
    await waitFor('the samples to give way to real reviews', async () => ((await list(actor)).total === 2 ? true : undefined));
    expect((await list(actor)).isSample).toBe(false);
    expect(await call(ReviewsRequests.summary, { businessId: actor.businessId })).toEqual({
      total: 2,
      averageRating: 4.5,
      recentReviews: 1,
      pendingCount: 2,
      isSample: false,
      // The oldest unanswered review (issue 8: how long reviews have waited, for insights).
      oldestPendingAt: oldest,
    });
    expect(await call(ReviewsRequests.summary, { businessId: randomUUID() })).toEqual({ total: 0, averageRating: 0, recentReviews: 0, pendingCount: 0, isSample: false, oldestPendingAt: null });

    const deleted = eventOf(UserDeleted, actor, { actor });
    await publisher.publish(UserDeleted.topic, [deleted], () => actor.businessId);
    await waitFor('the reviews to be erased', async () => ((await list(actor)).total === 0 ? true : undefined));
    expect(await queryRows(databaseUrl, 'SELECT count(*)::int AS n FROM review_suggestions WHERE business_id = $1', [actor.businessId])).toEqual([{ n: 0 }]);
    expect(await queryRows(databaseUrl, 'SELECT count(*)::int AS n FROM review_settings WHERE business_id = $1', [actor.businessId])).toEqual([{ n: 0 }]);
  });

  it("keeps the business's timezone from its registration (its AI quota's day), and an update's after it", async () => {
    const actor = newActor();
    const timezoneOf = async () => (await queryRows<{ timezone: string }>(databaseUrl, 'SELECT timezone FROM review_settings WHERE business_id = $1', [actor.businessId]))[0]?.timezone;
    const registered = eventOf(UserRegistered, { ...actor, businessType: 'cafe', businessName: 'Harbor Beans', timezone: 'America/New_York' }, { actor });
    await publisher.publish(UserRegistered.topic, [registered], () => actor.businessId);
    expect(await waitFor('the registration', timezoneOf)).toBe('America/New_York');

    const updated = eventOf(
      BusinessUpdated,
      { ...actor, business: { id: actor.businessId, businessName: 'Harbor Beans', businessType: 'cafe', address: '1 Pier St', city: null, website: null, timezone: 'America/Denver' } },
      { actor },
    );
    await publisher.publish(BusinessUpdated.topic, [updated], () => actor.businessId);
    await waitFor('the update', async () => ((await timezoneOf()) === 'America/Denver' ? true : undefined));

    // A registration from before they carried a timezone leaves the stored one alone.
    const older = eventOf(UserRegistered, { ...actor, businessType: 'cafe', businessName: 'Harbor Beans II' }, { actor });
    await publisher.publish(UserRegistered.topic, [older], () => actor.businessId);
    await waitFor('the older registration', async () =>
      (await queryRows(databaseUrl, "SELECT 1 FROM review_settings WHERE business_id = $1 AND business_name = 'Harbor Beans II'", [actor.businessId])).length ? true : undefined,
    );
    expect(await timezoneOf()).toBe('America/Denver');
  });

  it('shows the suggestions queue, dead letters included, in its health', async () => {
    const health = await call(HealthRequests.reviews, {});
    expect(health.status).toBe('ok');
    expect(health.queues?.['review-suggestions']).toEqual({ waiting: expect.any(Number), active: expect.any(Number), delayed: expect.any(Number), deadLetter: 0 });
  });
});
