import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { eventOf, ReviewReceived, type TReviewGrowth } from '@app/contracts';
import { ApiUser, GOOGLE_SANDBOX_SEED, GoogleSandbox, queryRows, readJson, systemForSuite, testDatabaseUrl, waitFor } from '@app/test-support';

const CORNER_BEAN = `locations/${GOOGLE_SANDBOX_SEED.locations.cornerBean}`;
const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);
const utcDay = (days: number) => daysAgo(days).toISOString().slice(0, 10);

// Issue 21 "Review growth" through the running system: GET /api/reviews/growth answers analysis'
// pace (its reviews, the competitors' stored snapshots) and the review link of the location
// connected in the Google sandbox (read once from its metadata, then cached).
describe('review growth over the running system', () => {
  const prefix = 'nearbly_test_bff_review_growth';
  const analysisDb = testDatabaseUrl('analysis', prefix);
  const sandbox = new GoogleSandbox();
  const system = systemForSuite(() => ({ databasePrefix: prefix, bffEnv: sandbox.env(), serviceEnv: { analysis: { ...sandbox.env(), REVIEWS_RPC_TIMEOUT_MS: '500' } } }), [sandbox]);
  let producer: Producer;

  beforeAll(async () => {
    producer = new Kafka({ clientId: 'review-growth-test', brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logLevel: logLevel.NOTHING }).producer();
    await producer.connect();
  });

  afterAll(async () => {
    await producer?.disconnect();
  });

  const growthOf = async (owner: ApiUser): Promise<TReviewGrowth> => {
    const response = await owner.request('GET', '/api/reviews/growth');
    expect(response.status).toBe(200);
    return readJson(response);
  };

  const newOwner = async (businessName: string) => {
    const owner = new ApiUser(system.baseUrl);
    await owner.signUp({ businessName });
    const me = await readJson(await owner.request('GET', '/api/auth/me'));
    const businessId = me.business.id as string;
    await waitFor('the business in analysis', async () => ((await queryRows(analysisDb, 'SELECT 1 FROM businesses WHERE id = $1', [businessId])).length ? true : undefined));
    return { owner, businessId };
  };

  // Reviews as an import publishes them (reviews.review.received), written `days` ago.
  const reviewsWritten = async (businessId: string, days: number[]) => {
    for (const ago of days) {
      const event = eventOf(
        ReviewReceived,
        { businessId, externalId: `g-${randomUUID()}`, platform: 'Google' as const, reviewerName: 'Sam P.', rating: 5, reviewText: 'Lovely.', reviewDate: daysAgo(ago).toISOString() },
        { actor: { businessId } },
      );
      await producer.send({ topic: ReviewReceived.topic, messages: [{ key: businessId, value: JSON.stringify(event) }] });
    }
    await waitFor('the reviews in analysis', async () => {
      const [row] = await queryRows<{ count: string }>(analysisDb, 'SELECT count(*) FROM received_reviews WHERE business_id = $1', [businessId]);
      return Number(row?.count) === days.length ? true : undefined;
    });
  };

  // A competitor with its stored daily figures: [days ago, total reviews, source].
  const competitorWith = async (businessId: string, name: string, snapshots: [number, number, 'serpapi' | 'estimate'][]) => {
    const [competitor] = await queryRows<{ id: string }>(analysisDb, 'INSERT INTO competitors (id, business_id, name, normalized) VALUES (gen_random_uuid(), $1, $2, $3) RETURNING id', [
      businessId,
      name,
      name.toLowerCase(),
    ]);
    for (const [ago, total, source] of snapshots) {
      await queryRows(analysisDb, 'INSERT INTO competitor_snapshots (id, business_id, competitor_id, taken_on, total_reviews, average_rating, source) VALUES (gen_random_uuid(), $1, $2, $3::date, $4, 4.5, $5)', [
        businessId,
        competitor?.id,
        utcDay(ago),
        total,
        source,
      ]);
    }
  };

  const connectCornerBean = async (owner: ApiUser) => {
    const started = await owner.request('POST', '/api/google/connect', { returnTo: '/settings' });
    expect(started.status).toBe(200);
    const { authorizationUrl } = await readJson(started);
    const callback = new URL(await sandbox.consent(authorizationUrl, { email: GOOGLE_SANDBOX_SEED.users.owner }));
    expect((await owner.request('GET', `${callback.pathname}${callback.search}`)).status).toBe(302);
    expect((await owner.request('POST', '/api/google/location', { name: CORNER_BEAN })).status).toBe(200);
  };

  it("compares the shop's pace with its competitors' and gives the connected location's review link", async () => {
    const { owner, businessId } = await newOwner('Corner Bean');
    // 9 reviews in the last 90 days (3 a month), 2 older ones that do not count.
    await reviewsWritten(businessId, [2, 5, 11, 20, 33, 41, 58, 70, 85, 120, 200]);
    // 18 more reviews in 60 days: 9 a month; the snapshot of 120 days ago is outside the window.
    await competitorWith(businessId, 'Bean There', [
      [120, 50, 'serpapi'],
      [80, 100, 'serpapi'],
      [20, 118, 'serpapi'],
    ]);
    // The local estimate: 5 in 50 days, 3 a month, flagged as estimated.
    await competitorWith(businessId, 'Slow Brew', [
      [60, 30, 'estimate'],
      [10, 35, 'estimate'],
    ]);
    await competitorWith(businessId, 'New Place', [[3, 12, 'serpapi']]);

    const before = await growthOf(owner);
    expect(before).toMatchObject({ shopName: 'Corner Bean', reviewLink: null, placeId: null });
    expect(before.pace).toEqual({
      ownPerMonth: 3,
      competitors: [
        { name: 'Bean There', perMonth: 9, estimated: false },
        { name: 'Slow Brew', perMonth: 3, estimated: true },
        { name: 'New Place', perMonth: null, estimated: false },
      ],
      leaderName: 'Bean There',
      leaderPerMonth: 9,
      gapPerMonth: 6,
    });

    await connectCornerBean(owner);
    const after = await growthOf(owner);
    expect(after.placeId).toBe('ChIJsandboxCornerBean0001');
    // The sandbox's metadata.newReviewUri for the location: its own review form.
    expect(after.reviewLink).toMatch(new RegExp(`/_sandbox/\\?location=${GOOGLE_SANDBOX_SEED.locations.cornerBean}#add-review$`));
    // Once the location's reviews are imported, the shop's own pace counts those written in the
    // last 90 days too (kept once each, beside the 9 above).
    await waitFor('the Google reviews import', async () =>
      (await queryRows(analysisDb, 'SELECT 1 FROM google_review_imports WHERE business_id = $1 AND completed_at IS NOT NULL', [businessId])).length ? true : undefined,
    60_000);
    const since = Date.now() - 90 * 24 * 3_600_000;
    const recentOnGoogle = sandbox.snapshot().reviews.filter((review) => review.locationId === GOOGLE_SANDBOX_SEED.locations.cornerBean && Date.parse(review.createTime) >= since).length;
    expect(recentOnGoogle).toBeGreaterThan(0);
    expect((await growthOf(owner)).pace.ownPerMonth).toBe(Math.round(((9 + recentOnGoogle) / 3) * 10) / 10);
    // Cached with the location it belongs to, so the page does not call Google each time.
    expect(await queryRows(analysisDb, 'SELECT place_id, review_link, review_link_location FROM google_connections WHERE business_id = $1', [businessId])).toEqual([
      { place_id: 'ChIJsandboxCornerBean0001', review_link: after.reviewLink, review_link_location: CORNER_BEAN },
    ]);
    await queryRows(analysisDb, "UPDATE google_connections SET review_link = 'https://g.page/r/cached/review' WHERE business_id = $1", [businessId]);
    expect((await growthOf(owner)).reviewLink).toBe('https://g.page/r/cached/review');
  });

  it('answers a 4xx with what Google said when it refuses the location, never a 500', async () => {
    const { owner } = await newOwner('Refused Bean');
    await connectCornerBean(owner);
    sandbox.control.addFault({ operation: 'mybusinessbusinessinformation.locations.get', status: 403, times: 1000 });
    try {
      const refused = await owner.request('GET', '/api/reviews/growth');
      expect(refused.status).toBe(400);
      expect(await readJson(refused)).toMatchObject({ error: 'Google refused access to this Business Profile: the Google account may no longer manage it.' });
    } finally {
      sandbox.control.clearFaults();
    }
    expect((await growthOf(owner)).placeId).toBe('ChIJsandboxCornerBean0001');
  });

  it('has no review link and no pace of its own for a business without Google or reviews, and refuses without a session', async () => {
    const { owner } = await newOwner('Quiet Corner');
    expect(await growthOf(owner)).toEqual({
      shopName: 'Quiet Corner',
      reviewLink: null,
      placeId: null,
      pace: { ownPerMonth: null, competitors: [], leaderName: null, leaderPerMonth: null, gapPerMonth: null },
    });
    const anonymous = await new ApiUser(system.baseUrl).request('GET', '/api/reviews/growth');
    expect(anonymous.status).toBe(401);
  });
});
