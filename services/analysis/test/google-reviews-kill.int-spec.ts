import type { z } from 'zod';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import {
  eventOf,
  GOOGLE_BUSINESS_SCOPE,
  ReviewsRequests,
  SubscriptionChanged,
  UserRegistered,
  type TEventContract,
  type TReview,
} from '@app/contracts';
import { AesGcmSecretBox, ensureLocalRpcKeys, RpcClient, rpcSigner } from '@app/service-kit';
import {
  dropDatabase,
  freePort,
  GOOGLE_SANDBOX_SEED as SEED,
  GoogleSandbox,
  newActor,
  queryRows,
  RPC_PRINCIPALS,
  serviceEntry,
  skipServiceBacklog,
  startProcess,
  testDatabaseUrl,
  waitFor,
  type TRunningProcess,
} from '@app/test-support';
import { OAuth2Client } from 'google-auth-library';
import { clearQueues, startPeer, syncedEvents, type TOwner } from './analysis-harness';

const ACCOUNT = `accounts/${SEED.accounts.owner}`;
const EAST = `locations/${SEED.locations.cornerBeanEast}`;
const LIST = 'mybusiness.accounts.locations.reviews.list';
const TOKEN_KEY = 'google-reviews-kill-test-token-encryption-key';
// Google's page of reviews as the importer asks for it.
const PAGE_SIZE = 50;

// A Google reviews import whose process is killed (SIGKILL, nothing runs on the way out) in the
// middle of a page: the analysis service and the reviews service each run as their own process
// over the real Kafka, Postgres and Redis, Google is the sandbox. After a restart the import goes
// on from its last checkpoint: every review once on the Reviews page, each handed on once.
describe('Google reviews: an import killed mid-page', () => {
  const sandbox = new GoogleSandbox();
  const databaseUrl = testDatabaseUrl('analysis_google_reviews_kill');
  let reviews: Awaited<ReturnType<typeof startPeer>>;
  let analysis: TRunningProcess | undefined;
  let analysisEnv: Record<string, string>;
  let producer: Producer;
  let rpc: RpcClient;

  const launchAnalysis = () => {
    analysis = startProcess('analysis', serviceEntry('analysis'), analysisEnv);
    return analysis;
  };

  beforeAll(async () => {
    await sandbox.start();
    ensureLocalRpcKeys(RPC_PRINCIPALS);
    reviews = await startPeer('reviews', 'google_reviews_kill');
    await dropDatabase(databaseUrl);
    await clearQueues(databaseUrl);
    const migrate = startProcess('analysis-migrate', serviceEntry('analysis', 'migrate.js'), { DATABASE_URL_ANALYSIS: databaseUrl });
    if ((await migrate.exited) !== 0) throw new Error(`Migrating analysis failed (build it first):\n${migrate.output()}`);
    await skipServiceBacklog('analysis');
    analysisEnv = {
      ...sandbox.env(),
      DATABASE_URL_ANALYSIS: databaseUrl,
      GOOGLE_TOKEN_ENCRYPTION_KEY: TOKEN_KEY,
      GOOGLE_REVIEWS_SWEEP_MS: '300',
      PORT: String(await freePort()),
      HTTP_HOST: '127.0.0.1',
    };
    launchAnalysis();
    const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
    producer = new Kafka({ clientId: 'analysis-kill-test', brokers, logLevel: logLevel.NOTHING }).producer();
    await producer.connect();
    rpc = new RpcClient({ caller: 'bff', brokers, logLevel: 'warn', signer: rpcSigner('bff', process.env) });
    await rpc.connect();
  });

  afterAll(async () => {
    await rpc?.close();
    await producer?.disconnect();
    await analysis?.stop();
    await reviews?.stop();
    await dropDatabase(databaseUrl);
    await sandbox.stop();
  });

  const publish = <TContract extends TEventContract>(contract: TContract, payload: z.input<TContract['payload']>, owner: TOwner) =>
    producer.send({ topic: contract.topic, messages: [{ key: owner.userId, value: JSON.stringify(eventOf(contract, payload, { actor: owner })) }] });

  // A business known to analysis and reviews with a plan, as after sign-up and the trial's start.
  const newOwner = async (): Promise<TOwner> => {
    const owner = newActor();
    await publish(UserRegistered, { ...owner, businessType: 'cafe', businessName: 'Corner Bean East', address: '40 East Ave, Austin, TX 78702', city: 'Austin' }, owner);
    await publish(
      SubscriptionChanged,
      { ...owner, planName: 'Growing Local', status: 'trialing', limits: { locations: 3, keywords: 100, competitors: 10 }, readOnly: false, rankCheckFrequency: 'daily', currentPeriodEnd: null, changedAt: new Date().toISOString() },
      owner,
    );
    await waitFor('the business and its plan', async () =>
      (await queryRows(databaseUrl, 'SELECT 1 FROM businesses WHERE id = $1 AND plan_name IS NOT NULL', [owner.businessId])).length ? true : undefined,
    );
    return owner;
  };

  // The owner connected their Google account to the location (consent in the sandbox as Maria;
  // the refresh token sealed under the service's key, as analysis keeps it).
  const connect = async (owner: TOwner, location: string) => {
    const client = new OAuth2Client({ clientId: sandbox.clientId, clientSecret: sandbox.clientSecret, redirectUri: 'http://127.0.0.1:3000/api/google/connect/callback', endpoints: sandbox.oauthEndpoints, transporterOptions: { fetchImplementation: fetch } });
    const { codeVerifier, codeChallenge } = await client.generateCodeVerifierAsync();
    const url = client.generateAuthUrl({ access_type: 'offline', prompt: 'consent', scope: [GOOGLE_BUSINESS_SCOPE], code_challenge: codeChallenge, code_challenge_method: 'S256' as never });
    const back = new URL(await sandbox.consent(url, { email: SEED.users.owner }));
    const { tokens } = await client.getToken({ code: back.searchParams.get('code') ?? '', codeVerifier });
    const sealed = new AesGcmSecretBox(TOKEN_KEY).seal(tokens.refresh_token ?? '');
    const idle = JSON.stringify({ state: 'idle', lastSyncedAt: null, imported: null, error: null });
    await queryRows(
      databaseUrl,
      `INSERT INTO google_connections (business_id, status, google_email, account_name, location_name, location_title, location_address, refresh_token, scopes, connected_at, listing_sync, reviews_sync, performance_sync, updated_at)
       VALUES ($1, 'connected', $2, $3, $4, 'Corner Bean East', '40 East Ave', $5, ARRAY[$6], now(), $7::jsonb, $7::jsonb, $7::jsonb, now())`,
      [owner.businessId, SEED.users.owner, ACCOUNT, location, sealed, GOOGLE_BUSINESS_SCOPE, idle],
    );
  };

  // Every row of the owner's Reviews page, all its pages.
  const allReviews = async (owner: TOwner): Promise<TReview[]> => {
    const rows: TReview[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await rpc.call(ReviewsRequests.list, { ...owner, query: { page, limit: 100 } }, { timeoutMs: 15_000 });
      rows.push(...answer.reviews);
      if (page >= answer.totalPages) return rows;
    }
  };
  const importOf = async (owner: TOwner) =>
    (
      await queryRows<{ started: string; pages: number; imported: number; completed: boolean }>(
        databaseUrl,
        'SELECT started_at::text AS started, pages, imported, completed_at IS NOT NULL AS completed FROM google_review_imports WHERE business_id = $1',
        [owner.businessId],
      )
    )[0];
  const firstPageRequests = () => sandbox.requests(LIST).filter((entry) => entry.path.includes(`/${EAST}/reviews`) && !entry.path.includes('pageToken='));

  it('resumes from its last saved page after a SIGKILL: every Google review once, each handed on once', async () => {
    for (let index = 0; index < 150; index += 1) await sandbox.control.addReview(SEED.locations.cornerBeanEast, { reviewer: `Killed Run ${index}`, starRating: 4 });
    const google = sandbox.snapshot().reviews.filter((review) => `locations/${review.locationId}` === EAST);
    const pages = Math.ceil(google.length / PAGE_SIZE);
    expect(pages).toBeGreaterThanOrEqual(4);
    const owner = await newOwner();

    // Every page Google answers takes a while: once the first page is saved, the second is on its
    // way when the process is killed.
    sandbox.control.addFault({ operation: LIST, hangMs: 2_000, times: 1000 });
    await connect(owner, EAST);
    const saved = await waitFor('the first page saved', async () => {
      const run = await importOf(owner);
      return run && run.pages >= 1 ? run : undefined;
    }, 60_000);
    const killed = analysis!;
    killed.child.kill('SIGKILL');
    expect(await killed.exited).toBeNull();
    expect(killed.child.signalCode).toBe('SIGKILL');

    // Cut off mid-import: some pages saved, the run unfinished, their reviews in the outbox once.
    const cut = (await importOf(owner))!;
    expect(cut).toMatchObject({ started: saved.started, completed: false });
    expect(cut.pages).toBeGreaterThanOrEqual(1);
    expect(cut.pages).toBeLessThan(pages);
    expect(await syncedEvents(databaseUrl, owner)).toHaveLength(cut.imported);

    // Started again (Google answering promptly now); the sweep at start takes the run up again.
    sandbox.control.clearFaults();
    launchAnalysis();
    const rows = await waitFor(`${google.length} Google reviews on the Reviews page`, async () => {
      if (analysis!.child.exitCode !== null) throw new Error(`analysis exited:\n${analysis!.output()}`);
      const current = await allReviews(owner);
      // Pages read while reviews still arrive can overlap: only a consistent read counts.
      const consistent = current.length === google.length && new Set(current.map((row) => row.id)).size === google.length;
      return consistent && current.every((row) => row.source === 'google-sandbox') ? current : undefined;
    }, 150_000);

    // What the owner sees: each Google review exactly once, none missing.
    const externalIds = (await queryRows<{ external_id: string }>(reviews.databaseUrl, 'SELECT external_id FROM reviews WHERE business_id = $1', [owner.businessId])).map((row) => row.external_id);
    expect(externalIds).toHaveLength(google.length);
    expect(new Set(externalIds).size).toBe(google.length);
    expect(rows).toHaveLength(google.length);
    expect(new Set(externalIds.map((name) => name.split('/reviews/')[1]))).toEqual(new Set(google.map((review) => review.id)));

    // The same run finished from its checkpoint: the first page was read from Google only once,
    // and no page's reviews were handed on twice (a restart from the first page, or pages re-sent
    // after their checkpoint, would put the same review in the outbox again).
    expect(await importOf(owner)).toEqual({ started: saved.started, pages, imported: google.length, completed: true });
    expect(firstPageRequests()).toHaveLength(1);
    const events = await syncedEvents(databaseUrl, owner);
    expect(events).toHaveLength(google.length);
    expect(new Set(events.map((event) => event.externalId)).size).toBe(google.length);
    await waitFor('the reviews sync shown as done', async () => {
      const sync = (await queryRows<{ state: string; imported: number }>(databaseUrl, `SELECT reviews_sync->>'state' AS state, (reviews_sync->>'imported')::int AS imported FROM google_connections WHERE business_id = $1`, [owner.businessId]))[0];
      return sync?.state === 'idle' && sync.imported === google.length ? true : undefined;
    });
  }, 240_000);
});
