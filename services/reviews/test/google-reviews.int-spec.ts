import { randomUUID } from 'node:crypto';
import {
  eventOf,
  GoogleReplyUpdated,
  GoogleReviewSynced,
  ReplySubmitted,
  ReviewsRequests,
  UserRegistered,
  type TEventEnvelope,
  type TRequestContract,
  type TRequestInput,
  type TGoogleReplyUpdatedEvent,
  type TGoogleReviewSyncedEvent,
  type TReplySubmittedEvent,
  type TReview,
} from '@app/contracts';
import { RpcError } from '@app/service-kit';
import { newActor, queryRows, testDatabaseUrl, waitFor, type TInProcessService } from '@app/test-support';
import { EventPublisher, startReviewsService } from './review-events';

type TActor = { userId: string; businessId: string };

// Google reviews as analysis syncs them, and the owner's replies on their way to Google: the
// reviews service over the real Kafka, Postgres and Redis, fed the events analysis publishes.
describe('Google reviews and reply publication', () => {
  const databaseUrl = testDatabaseUrl('reviews_google');
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
  const list = (actor: TActor) => call(ReviewsRequests.list, { ...actor, query: { page: 1, limit: 100 } });
  const reviewOf = async (actor: TActor, id: string) => (await list(actor)).reviews.find((review) => review.id === id);
  const errorOf = (promise: Promise<unknown>) => promise.then(() => undefined, (error: unknown) => (error as RpcError).error);

  const googleName = (reviewId = randomUUID().slice(0, 8)) => `accounts/100/locations/200/reviews/${reviewId}`;
  const synced = (actor: TActor, overrides: Partial<TGoogleReviewSyncedEvent> = {}): TGoogleReviewSyncedEvent => ({
    businessId: actor.businessId,
    source: 'google-sandbox',
    externalId: googleName(),
    reviewerName: 'Jamie Customer',
    rating: 5,
    reviewText: 'Great flat white and a lovely team.',
    createTime: '2026-11-20T10:00:00.000Z',
    updateTime: '2026-11-20T10:00:00.000Z',
    reply: null,
    ...overrides,
  });
  const sync = (states: TGoogleReviewSyncedEvent[]) =>
    publisher.publish(
      GoogleReviewSynced.topic,
      states.map((payload) => eventOf(GoogleReviewSynced, payload, { actor: { businessId: payload.businessId } })),
      (event) => (event.payload as TGoogleReviewSyncedEvent).businessId,
    );
  const outcome = (review: TReview, actor: TActor, revision: number, state: TGoogleReplyUpdatedEvent['state'], reason: string | null = null) =>
    publisher.publish(
      GoogleReplyUpdated.topic,
      [eventOf(GoogleReplyUpdated, { businessId: actor.businessId, reviewId: review.id, revision, state, reason, at: new Date().toISOString() }, { actor: { businessId: actor.businessId } })],
      () => review.id,
    );
  // What reviews asked analysis to publish, in order (the outbox rows of reviews.reply.submitted).
  const submitted = async (reviewId: string) =>
    (
      await queryRows<{ payload: TEventEnvelope<TReplySubmittedEvent>; key: string }>(
        databaseUrl,
        `SELECT payload, key FROM outbox_events WHERE topic = $1 AND payload->'payload'->>'reviewId' = $2 ORDER BY created_at`,
        [ReplySubmitted.topic, reviewId],
      )
    ).map((row) => ({ key: row.key, ...row.payload.payload }));
  const storedOne = async (actor: TActor, predicate: (review: TReview) => boolean, what: string) =>
    waitFor(what, async () => (await list(actor)).reviews.find(predicate));

  it('stores a Google review once however often its state comes, labelled with its source, and drafts its suggestion', async () => {
    const actor = newActor();
    const state = synced(actor);
    await sync([state, state, state]);
    const review = await storedOne(actor, (item) => item.suggestionStatus === 'ready', 'the Google review with its suggestion');
    expect(review).toMatchObject({ reviewerName: 'Jamie Customer', platform: 'Google', rating: 5, status: 'pending', isSample: false, source: 'google-sandbox', replyPublication: null });
    const [before] = await queryRows<{ updated_at: Date }>(databaseUrl, 'SELECT updated_at FROM reviews WHERE id = $1', [review.id]);
    // The same state once more (a periodic sync) changes nothing; a marker event shows it was handled.
    const marker = synced(actor, { reviewerName: 'Marker' });
    await sync([state, marker]);
    await storedOne(actor, (item) => item.reviewerName === 'Marker', 'the marker review');
    expect(await queryRows(databaseUrl, 'SELECT updated_at FROM reviews WHERE id = $1', [review.id])).toEqual([before]);
    expect(await queryRows(databaseUrl, 'SELECT count(*)::int AS n FROM reviews WHERE business_id = $1', [actor.businessId])).toEqual([{ n: 2 }]);
    expect(await queryRows(databaseUrl, 'SELECT count(*)::int AS n FROM review_suggestions WHERE review_id = $1', [review.id])).toEqual([{ n: 1 }]);
  });

  it('replaces the generated samples with the first Google review and imports a reply already on Google as published', async () => {
    const actor = newActor();
    const registered = eventOf(UserRegistered, { ...actor, businessType: 'cafe', businessName: 'Corner Bean' }, { actor });
    await publisher.publish(UserRegistered.topic, [registered], () => actor.businessId);
    await waitFor('the sample set', async () => ((await list(actor)).total === 8 ? true : undefined));
    expect((await list(actor)).reviews.every((review) => review.isSample && review.source === 'sample')).toBe(true);

    const answeredAt = '2026-11-21T09:00:00.000Z';
    await sync([synced(actor, { source: 'google', reply: { text: 'Thanks Jamie, see you soon!', updateTime: answeredAt } })]);
    await waitFor('the samples to give way to the Google review', async () => ((await list(actor)).total === 1 ? true : undefined));
    const page = await list(actor);
    expect(page.isSample).toBe(false);
    expect(page.reviews[0]).toMatchObject({
      source: 'google',
      isSample: false,
      status: 'responded',
      responseText: 'Thanks Jamie, see you soon!',
      responseDate: answeredAt,
      replyPublication: { state: 'published', reason: null, updatedAt: answeredAt },
    });
  });

  it('publishes a reply through the outbox, shows each outcome of its own revision, and ignores older ones', async () => {
    const actor = newActor();
    const state = synced(actor);
    await sync([state]);
    const review = await storedOne(actor, () => true, 'the Google review');
    const replied = await call(ReviewsRequests.respond, { ...actor, reviewId: review.id, response: { responseText: 'Thank you, Jamie!' } });
    expect(replied).toMatchObject({ status: 'responded', responseText: 'Thank you, Jamie!', replyPublication: { state: 'publishing', reason: null } });
    expect(await submitted(review.id)).toEqual([{ key: review.id, businessId: actor.businessId, reviewId: review.id, externalId: state.externalId, text: 'Thank you, Jamie!', revision: 1 }]);

    await outcome(review, actor, 1, 'publishing', 'Google is busy; trying again shortly');
    await waitFor('the retry reason', async () => ((await reviewOf(actor, review.id))?.replyPublication?.reason === 'Google is busy; trying again shortly' ? true : undefined));
    await outcome(review, actor, 1, 'published');
    expect(await waitFor('published', async () => ((await reviewOf(actor, review.id))?.replyPublication?.state === 'published' ? (await reviewOf(actor, review.id)) : undefined))).toMatchObject({
      responseText: 'Thank you, Jamie!',
      replyPublication: { state: 'published', reason: null },
    });

    // An edited reply is revision 2; a late failure of revision 1 does not touch it.
    await call(ReviewsRequests.respond, { ...actor, reviewId: review.id, response: { responseText: 'Thank you so much, Jamie!' } });
    expect((await submitted(review.id)).map((event) => [event.revision, event.text])).toEqual([[1, 'Thank you, Jamie!'], [2, 'Thank you so much, Jamie!']]);
    await outcome(review, actor, 1, 'failed', 'stale');
    await outcome(review, actor, 2, 'published');
    expect(await waitFor('revision 2 published', async () => ((await reviewOf(actor, review.id))?.replyPublication?.state === 'published' ? (await reviewOf(actor, review.id)) : undefined))).toMatchObject({
      responseText: 'Thank you so much, Jamie!',
      replyPublication: { state: 'published', reason: null },
    });
  });

  it('keeps the reply that is still publishing, then shows a reply edited or deleted on Google', async () => {
    const actor = newActor();
    const state = synced(actor);
    await sync([state]);
    const review = await storedOne(actor, () => true, 'the Google review');
    await call(ReviewsRequests.respond, { ...actor, reviewId: review.id, response: { responseText: 'Thanks for coming by!' } });
    // A sync read before the reply reached Google: the owner's reply wins.
    await sync([{ ...state, reviewerName: 'Jamie C.' }]);
    await storedOne(actor, (item) => item.reviewerName === 'Jamie C.', 'the renamed reviewer');
    expect(await reviewOf(actor, review.id)).toMatchObject({ responseText: 'Thanks for coming by!', replyPublication: { state: 'publishing' } });

    await outcome(review, actor, 1, 'published');
    await waitFor('published', async () => ((await reviewOf(actor, review.id))?.replyPublication?.state === 'published' ? true : undefined));
    const editedAt = new Date(Date.now() + 1_000).toISOString();
    await sync([{ ...state, reply: { text: 'Thanks for coming by! Edited on Google.', updateTime: editedAt }, observedAt: editedAt }]);
    expect(await storedOne(actor, (item) => item.responseText === 'Thanks for coming by! Edited on Google.', 'the reply edited on Google')).toMatchObject({
      status: 'responded',
      respondedAutomatically: false,
      replyPublication: { state: 'published', updatedAt: editedAt },
    });

    await sync([{ ...state, reply: null, observedAt: new Date(Date.now() + 2_000).toISOString() }]);
    expect(await storedOne(actor, (item) => item.id === review.id && item.status === 'pending', 'the reply deleted on Google')).toMatchObject({ responseText: null, replyPublication: null });
    // Nothing was published again on its own.
    expect(await submitted(review.id)).toHaveLength(1);
  });

  it('lets the owner retry a failed reply, only a failed one, and only of their business', async () => {
    const actor = newActor();
    const state = synced(actor);
    await sync([state]);
    const review = await storedOne(actor, () => true, 'the Google review');
    const notYet = await errorOf(call(ReviewsRequests.replyRetry, { ...actor, reviewId: review.id }));
    expect(notYet).toMatchObject({ code: 'CONFLICT', message: 'Only a reply that failed to publish on Google can be retried' });

    await call(ReviewsRequests.respond, { ...actor, reviewId: review.id, response: { responseText: 'We hope to see you again.' } });
    await outcome(review, actor, 1, 'failed', 'Google is not answering; try again later');
    const failed = await storedOne(actor, (item) => item.replyPublication?.state === 'failed', 'the failed reply');
    expect(failed).toMatchObject({ responseText: 'We hope to see you again.', replyPublication: { state: 'failed', reason: 'Google is not answering; try again later' } });
    // A sync where Google has no reply keeps the failed one for the owner.
    await sync([{ ...state, reviewerName: 'Jamie Later', observedAt: new Date(Date.now() + 1_000).toISOString() }]);
    expect(await storedOne(actor, (item) => item.reviewerName === 'Jamie Later', 'the next sync')).toMatchObject({ responseText: 'We hope to see you again.', replyPublication: { state: 'failed' } });

    const stranger = newActor();
    expect(await errorOf(call(ReviewsRequests.replyRetry, { ...stranger, reviewId: review.id }))).toMatchObject({ code: 'NOT_FOUND' });
    const retried = await call(ReviewsRequests.replyRetry, { ...actor, reviewId: review.id });
    expect(retried).toMatchObject({ responseText: 'We hope to see you again.', replyPublication: { state: 'publishing', reason: null } });
    expect((await submitted(review.id)).map((event) => [event.revision, event.text])).toEqual([[1, 'We hope to see you again.'], [2, 'We hope to see you again.']]);
    expect(await errorOf(call(ReviewsRequests.replyRetry, { ...actor, reviewId: review.id }))).toMatchObject({ code: 'CONFLICT' });
  });

  it('publishes an automatic reply to a Google review like the owner’s', async () => {
    const actor = newActor();
    await call(ReviewsRequests.settingsUpdate, { ...actor, settings: { autoRespond: 'five-star' } });
    await sync([synced(actor, { rating: 5 })]);
    const review = await storedOne(actor, (item) => item.status === 'responded', 'the automatic reply');
    expect(review).toMatchObject({ respondedAutomatically: true, replyPublication: { state: 'publishing' } });
    expect(await submitted(review.id)).toEqual([expect.objectContaining({ text: review.responseText, revision: 1 })]);
  });
});
