import { generateKeyPair, SignJWT } from 'jose';
import { GOOGLE_SANDBOX_SEED, GoogleSandbox, ApiUser, queryRows, readJson, systemForSuite, testDatabaseUrl, waitFor } from '@app/test-support';

const CORNER_BEAN = `locations/${GOOGLE_SANDBOX_SEED.locations.cornerBean}`;
const PUSH_PATH = '/api/google/notifications';
// The audience the push subscription puts in its tokens (configured on both sides).
const AUDIENCE = 'https://nearbly.test/api/google/notifications';

type TListedReview = { id: string; reviewerName: string; status: string; responseText: string | null; source: string; replyPublication: { state: string; reason: string | null } | null };

// Google reviews over HTTP through the whole system: Pub/Sub pushes from the Google sandbox to the
// BFF's webhook (OIDC token verified), analysis fetching the review and publishing replies, the
// reviews service storing them; every process is the built one.
describe('Google review notifications and replies through the BFF', () => {
  const prefix = 'nearbly_test_google_notifications';
  const reviewsDb = testDatabaseUrl('reviews', prefix);
  const analysisDb = testDatabaseUrl('analysis', prefix);
  const sandbox = new GoogleSandbox({ pushRetry: { delaysMs: [] } });
  const system = systemForSuite(
    () => ({
      databasePrefix: prefix,
      bffEnv: sandbox.env({ GOOGLE_PUBSUB_AUDIENCE: AUDIENCE }),
      serviceEnv: { analysis: { ...sandbox.env(), GOOGLE_REVIEWS_SWEEP_MS: '500', GOOGLE_REPLY_ATTEMPTS: '2', GOOGLE_REPLY_BACKOFF_MS: '100' } },
    }),
    [sandbox],
  );
  let owner: ApiUser;

  const reviews = async (): Promise<TListedReview[]> => (await readJson(await owner.request('GET', '/api/reviews?limit=100'))).reviews;
  const push = (authorization?: string, body: unknown = { message: { data: Buffer.from('{}').toString('base64'), messageId: 'm-1' }, subscription: 's' }) =>
    fetch(`${system.baseUrl}${PUSH_PATH}`, { method: 'POST', headers: { 'content-type': 'application/json', ...(authorization ? { authorization } : {}) }, body: JSON.stringify(body) });

  beforeAll(async () => {
    sandbox.control.configurePush({ pushEndpoint: `${system.baseUrl}${PUSH_PATH}`, audience: AUDIENCE });
    owner = new ApiUser(system.baseUrl);
    await owner.signUp({ businessName: 'Corner Bean' });
    const { authorizationUrl } = await readJson(await owner.request('POST', '/api/google/connect', { returnTo: '/onboarding' }));
    const callback = new URL(await sandbox.consent(authorizationUrl, { email: GOOGLE_SANDBOX_SEED.users.owner }));
    await owner.request('GET', `${callback.pathname}${callback.search}`);
    expect((await owner.request('POST', '/api/google/location', { name: CORNER_BEAN })).status).toBe(200);
  });

  it("imports the location's reviews, labelled as from the Google sandbox, in place of the samples", async () => {
    const expected = sandbox.snapshot().reviews.filter((review) => review.locationId === GOOGLE_SANDBOX_SEED.locations.cornerBean).length;
    const imported = await waitFor('the imported reviews', async () => {
      const page = await readJson(await owner.request('GET', '/api/reviews?limit=100'));
      return page.total === expected && !page.isSample ? page : undefined;
    }, 90_000);
    expect(imported.reviews.every((review: TListedReview) => review.source === 'google-sandbox')).toBe(true);
  });

  it('shows a review posted on Google through its push, and stores it once when Pub/Sub replays it 50 times', async () => {
    const added = await sandbox.control.addReview(GOOGLE_SANDBOX_SEED.locations.cornerBean, { reviewer: 'Pushed Paula', starRating: 5, comment: 'Came in through Pub/Sub' });
    expect(added.notification).toMatchObject({ published: true, delivered: true, status: 204 });
    const paula = await waitFor('the pushed review', async () => (await reviews()).find((review) => review.reviewerName === 'Pushed Paula'));
    expect(paula).toMatchObject({ status: 'pending', source: 'google-sandbox' });
    const replays = await sandbox.control.redeliver(added.notification.messageId ?? '', 50);
    expect(new Set(replays.map((attempt) => attempt.status))).toEqual(new Set([204]));
    expect(await queryRows(reviewsDb, 'SELECT count(*)::int AS n FROM reviews WHERE reviewer_name = $1', ['Pushed Paula'])).toEqual([{ n: 1 }]);
    expect(await queryRows(analysisDb, 'SELECT count(*)::int AS n FROM google_notifications WHERE message_id = $1', [added.notification.messageId])).toEqual([{ n: 1 }]);
  });

  it('refuses pushes without a valid Google token, with a wrong audience or a forged signature, and stores nothing', async () => {
    const missing = await push();
    expect(missing.status).toBe(401);
    expect(await readJson(missing)).toEqual({ error: 'A Google-signed bearer token is required' });
    expect((await push('Bearer not-a-token')).status).toBe(401);

    const { kid } = sandbox.signingKey;
    const now = Math.floor(Date.now() / 1000);
    const forged = await new SignJWT({ aud: AUDIENCE, email: sandbox.env().GOOGLE_PUBSUB_SERVICE_ACCOUNT, email_verified: true })
      .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
      .setIssuer('https://accounts.google.com')
      .setIssuedAt(now)
      .setExpirationTime(now + 600)
      .sign((await generateKeyPair('RS256')).privateKey);
    const forgedAnswer = await push(`Bearer ${forged}`);
    expect(forgedAnswer.status).toBe(401);
    expect(await readJson(forgedAnswer)).toEqual({ error: 'The token is not a valid Google ID token' });

    // Google's real token, meant for another endpoint.
    sandbox.control.configurePush({ audience: 'https://some-other-app.example/push' });
    try {
      const added = await sandbox.control.addReview(GOOGLE_SANDBOX_SEED.locations.cornerBean, { reviewer: 'Wrong Audience Walt', starRating: 1 });
      expect(added.notification).toMatchObject({ delivered: false, status: 403 });
      expect(await queryRows(analysisDb, 'SELECT count(*)::int AS n FROM google_notifications WHERE message_id = $1', [added.notification.messageId])).toEqual([{ n: 0 }]);
    } finally {
      sandbox.control.configurePush({ audience: AUDIENCE });
    }
    expect((await reviews()).some((review) => review.reviewerName === 'Wrong Audience Walt')).toBe(false);
  });

  it('publishes a reply on Google, shows a failure with its reason, and publishes it on Retry', async () => {
    const [first, second] = (await reviews()).filter((review) => review.status === 'pending');
    const sent = await owner.request('POST', `/api/reviews/${first!.id}/respond`, { responseText: 'Thank you for the visit!' });
    expect(sent.status).toBe(200);
    expect((await readJson(sent)).replyPublication).toMatchObject({ state: 'publishing' });
    await waitFor('the reply published', async () => ((await reviews()).find((review) => review.id === first!.id)?.replyPublication?.state === 'published' ? true : undefined));
    expect(sandbox.snapshot().reviews.some((review) => review.reply?.comment === 'Thank you for the visit!')).toBe(true);

    expect((await owner.request('POST', `/api/reviews/${first!.id}/reply/retry`)).status).toBe(409);
    sandbox.control.addFault({ operation: 'mybusiness.accounts.locations.reviews.updateReply', status: 503, times: 2 });
    await owner.request('POST', `/api/reviews/${second!.id}/respond`, { responseText: 'Sorry we kept you waiting.' });
    const failed = await waitFor('the reply failed', async () => {
      const review = (await reviews()).find((item) => item.id === second!.id);
      return review?.replyPublication?.state === 'failed' ? review : undefined;
    });
    expect(failed.replyPublication?.reason).toBe('Google did not take the reply after several tries (error 503). Try again later.');
    const retried = await owner.request('POST', `/api/reviews/${second!.id}/reply/retry`);
    expect(retried.status).toBe(200);
    await waitFor('the retried reply published', async () => ((await reviews()).find((review) => review.id === second!.id)?.replyPublication?.state === 'published' ? true : undefined));
    expect(sandbox.snapshot().reviews.some((review) => review.reply?.comment === 'Sorry we kept you waiting.')).toBe(true);

    const unknown = await owner.request('POST', '/api/reviews/not-a-uuid/reply/retry');
    expect(unknown.status).toBe(404);
    expect(await readJson(unknown)).toEqual({ error: 'Review not found' });
  });
});
