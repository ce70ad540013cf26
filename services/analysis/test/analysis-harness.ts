import Redis from 'ioredis';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import type { z } from 'zod';
import {
  AnalysisRequests,
  GoogleRequests,
  GoogleReviewSynced,
  parseEventOf,
  SubscriptionChanged,
  UserRegistered,
  type TEventActor,
  type TEventContract,
  type TEventEnvelope,
  type TEventOf,
  type TGoogleReviewSyncedEvent,
  type TReplyOf,
  type TRequestContract,
  type TRequestInput,
  type TSubscriptionChangedEvent,
  type TUserRegisteredEvent,
} from '@app/contracts';
import { outboxRow, RpcError } from '@app/service-kit';
import {
  dropDatabase,
  freePort,
  newActor,
  queryRows,
  serviceEntry,
  skipServiceBacklog,
  startInProcessService,
  startProcess,
  testDatabaseUrl,
  waitFor,
  type TInProcessService,
  type TRunningProcess,
} from '@app/test-support';

export type TOwner = { userId: string; businessId: string };

// Like its database, the service's queues start empty: a run that ended abruptly may have left a
// job marked active, which would hold the schedule until BullMQ's stall check.
export const clearQueues = async (databaseUrl: string): Promise<void> => {
  const redis = new Redis(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  try {
    const prefix = `bull:${new URL(databaseUrl).pathname.slice(1)}:`;
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      if (keys.length > 0) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    await redis.quit();
  }
};

// The analysis service in this process on its own test database, and a producer that publishes
// the events auth, billing and reviews would (the envelope their outboxes write, keyed as they key it).
// No reviews service runs unless a suite starts one (startPeer), so the listing waits only 200 ms
// for its reviews summary unless the suite says otherwise.
export const startAnalysis = async (name: string, env: Record<string, string> = {}) => {
  const databaseUrl = testDatabaseUrl(`analysis_${name}`);
  Object.assign(process.env, { REVIEWS_RPC_TIMEOUT_MS: '200', ...env });
  await clearQueues(databaseUrl);
  const service: TInProcessService = await startInProcessService({
    service: 'analysis',
    databaseUrl,
    serviceDir: `${__dirname}/..`,
    load: async () => ({ env: (await import('../src/config/env')).env, AppModule: (await import('../src/app.module')).AppModule }),
  });
  const producer: Producer = new Kafka({ clientId: `analysis-test-${name}`, brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logLevel: logLevel.NOTHING }).producer();
  await producer.connect();

  // An event as its owner's outbox writes it (the kit's outboxRow: the payload checked, the
  // contract's topic and version in the envelope); publish it once, or again to redeliver it.
  const event = <TContract extends TEventContract>(contract: TContract, payload: z.input<TContract['payload']>, actor: TEventActor = {}): TEventOf<TContract> =>
    parseEventOf(contract, outboxRow(contract, payload, { key: null, actor }).payload);
  // Any envelope, to its type's topic: also one whose payload its contract would refuse.
  const publish = async (envelope: TEventEnvelope, key: string): Promise<void> => {
    await producer.send({ topic: envelope.type, messages: [{ key, value: JSON.stringify(envelope) }] });
  };

  // A request as the BFF sends it (checked against the contract first), its reply parsed.
  const call = <TContract extends TRequestContract>(contract: TContract, input: TRequestInput<TContract>): Promise<TReplyOf<TContract>> =>
    service.rpc.call(contract, input, { timeoutMs: 15_000 });
  const failure = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected the request to fail');
      },
      (error: unknown) => {
        if (!(error instanceof RpcError)) throw error;
        return error.error;
      },
    );

  const registered = (owner: TOwner, business: Partial<TUserRegisteredEvent> = {}) => {
    const payload: TUserRegisteredEvent = { ...owner, businessType: 'cafe', businessName: 'Corner Cafe', address: '12 Main St, Austin, TX 78701', city: 'Austin', ...business };
    return event(UserRegistered, payload, owner);
  };

  const subscription = (owner: TOwner, change: Partial<TSubscriptionChangedEvent> = {}) => {
    const payload: TSubscriptionChangedEvent = {
      ...owner,
      planName: 'Growing Local',
      status: 'trialing',
      limits: { locations: 3, keywords: 100, competitors: 10 },
      readOnly: false,
      rankCheckFrequency: 'daily',
      currentPeriodEnd: null,
      changedAt: new Date().toISOString(),
      ...change,
    };
    return event(SubscriptionChanged, payload, owner);
  };

  // A business known to analysis with a plan, as after sign-up and the trial's start.
  const newOwner = async (change: Partial<TSubscriptionChangedEvent> = {}, business: Partial<TUserRegisteredEvent> = {}): Promise<TOwner> => {
    const owner = newActor();
    await publish(registered(owner, business), owner.userId);
    await publish(subscription(owner, change), owner.userId);
    await waitFor('the business and its plan', async () =>
      (await queryRows(databaseUrl, 'SELECT 1 FROM businesses WHERE id = $1 AND plan_name IS NOT NULL AND name <> $2', [owner.businessId, ''])).length ? true : undefined,
    );
    return owner;
  };

  const rankRows = (keywordId: string) =>
    queryRows<{ day: string; position: number | null; status: string; provider: string }>(
      databaseUrl,
      `SELECT to_char(checked_on, 'YYYY-MM-DD') AS day, position, status, provider FROM rank_checks WHERE keyword_id = $1 ORDER BY checked_on`,
      [keywordId],
    );

  // The owner's keywords once each has at least `count` rank checks in its history.
  const checked = (owner: TOwner, count: number) =>
    waitFor('the rank checks', async () => {
      const view = await call(AnalysisRequests.keywordsList, owner);
      return view.keywords.every((keyword) => keyword.history.length >= count) ? view : undefined;
    });

  // One keyword once a rank check later than `since` (an ISO time, such as a check request's
  // requestedAt) has been stored for it.
  const checkedAfter = (owner: TOwner, keywordId: string, since: string) =>
    waitFor('the check', async () => {
      const keyword = (await call(AnalysisRequests.keywordsList, owner)).keywords.find((item) => item.id === keywordId);
      return keyword?.lastCheckedAt && keyword.lastCheckedAt > since ? keyword : undefined;
    });

  // Starts tracking one keyword and answers its id once its first rank check is done (the check
  // is a provider lookup too, so the owner's allowance is settled when this returns). Every
  // keyword the owner tracks is waited for, so call it once the earlier ones have been checked.
  const track = async (owner: TOwner, keyword: string): Promise<string> => {
    const id = (await call(AnalysisRequests.keywordsAdd, { ...owner, keywords: [keyword] })).added[0]?.id;
    if (!id) throw new Error(`"${keyword}" was not added`);
    await checked(owner, 1);
    return id;
  };

  // The owner's listing as her pages read it (the first read of a shop whose profile is known,
  // as every newOwner's is, stores its sample listing, so a suite that needs the shop's opening
  // hours reads it once).
  const listing = (owner: TOwner) => call(AnalysisRequests.listingGet, owner);

  // The owner's Google connection as her pages read it: status, message and each sync's state.
  const googleConnection = (owner: TOwner) => call(GoogleRequests.connectionGet, owner);

  // Picking a Google location queues the figures' first import; a test that meets Google
  // afterwards (a revocation, a changed key) waits for it to be over first.
  const firstFiguresImported = (owner: TOwner) =>
    waitFor('the first figures import', async () =>
      (await googleConnection(owner)).sync.performance.lastSyncedAt ? true : undefined,
    );

  // Whether the rank-check sweep has marked the business as scheduled.
  const scheduled = async (owner: TOwner) =>
    (await queryRows(databaseUrl, 'SELECT 1 FROM businesses WHERE id = $1 AND last_scheduled_check_at IS NOT NULL', [owner.businessId])).length > 0;

  return {
    databaseUrl,
    service,
    event,
    publish,
    call,
    failure,
    registered,
    subscription,
    newOwner,
    rankRows,
    checked,
    checkedAfter,
    track,
    listing,
    googleConnection,
    firstFiguresImported,
    scheduled,
    stop: async () => {
      await producer.disconnect();
      await service.stop();
    },
  };
};

export type TAnalysisHarness = Awaited<ReturnType<typeof startAnalysis>>;

// The analysis.google-review.synced events (GoogleReviewSynced) analysis wrote to its outbox for
// one business: one for each Google review it handed on to the reviews service, in no particular
// order.
export const syncedEvents = async (databaseUrl: string, owner: TOwner): Promise<TGoogleReviewSyncedEvent[]> =>
  (await queryRows<{ payload: { payload: TGoogleReviewSyncedEvent } }>(databaseUrl, 'SELECT payload FROM outbox_events WHERE topic = $1 AND key = $2', [GoogleReviewSynced.topic, owner.businessId])).map(
    (row) => row.payload.payload,
  );

// A real peer service (its built dist, as its own process on its own test database) for specs
// where analysis asks it something: reviews for a reviews summary, billing for a plan. No
// stand-in for our own services. Only events published from now on reach it (the shared topics'
// backlog is skipped for its groups).
export const startPeer = async (service: 'reviews' | 'billing', name: string): Promise<TRunningProcess & { databaseUrl: string }> => {
  const databaseUrl = testDatabaseUrl(`${service}_${name}`);
  await dropDatabase(databaseUrl);
  await skipServiceBacklog(service);
  const env = { [`DATABASE_URL_${service.toUpperCase()}`]: databaseUrl };
  const migrate = startProcess(`${service}-migrate`, serviceEntry(service, 'migrate.js'), env);
  if ((await migrate.exited) !== 0) throw new Error(`Migrating ${service} failed (build it first):\n${migrate.output()}`);
  const running = startProcess(service, serviceEntry(service), { ...env, PORT: String(await freePort()), HTTP_HOST: '127.0.0.1' });
  return {
    ...running,
    databaseUrl,
    stop: async () => {
      const code = await running.stop();
      await dropDatabase(databaseUrl);
      return code;
    },
  };
};
