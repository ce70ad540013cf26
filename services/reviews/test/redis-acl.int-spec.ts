import { randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { ReviewsRequests } from '@app/contracts';
import { databaseNameOf, queuePrefixOf, quotaDay, redisAclRules } from '@app/service-kit';
import { FakeOpenAiServer, newActor, testDatabaseUrl, waitFor, type TInProcessService } from '@app/test-support';
import { EventPublisher, reviewEvent, startReviewsService } from './review-events';

// The reviews service signed in to Redis as its own ACL user, with the rules a deployment gives it
// (k8s/base/redis-acl.yaml holds the same rules): its queue, its AI quota
// and the shared AI budget work, and every other process's keys answer NOPERM.
describe('the reviews service on Redis as its own ACL user', () => {
  const databaseUrl = testDatabaseUrl('reviews_acl');
  const redisUrl = new URL(process.env.REDIS_URL ?? 'redis://127.0.0.1:6379');
  const admin = new Redis(redisUrl.toString(), { lazyConnect: true });
  const username = `reviews-test-${randomUUID().slice(0, 8)}`;
  const password = randomUUID();
  const fake = new FakeOpenAiServer();
  const publisher = new EventPublisher();
  const previousRedisUrl = process.env.REDIS_URL;
  let service: TInProcessService;
  let asReviews: Redis;

  beforeAll(async () => {
    await admin.connect();
    await admin.call('ACL', 'SETUSER', username, ...redisAclRules('reviews', { password: { plain: password }, databaseName: databaseNameOf(databaseUrl) }));
    const userUrl = new URL(redisUrl.toString());
    userUrl.username = username;
    userUrl.password = password;
    await fake.start();
    fake.script = () => 'Thank you for the kind words, see you soon!';
    Object.assign(process.env, fake.env({ OPENAI_MAX_RETRIES: '0' }), { REDIS_URL: userUrl.toString() });
    asReviews = new Redis(userUrl.toString(), { maxRetriesPerRequest: 1 });
    service = await startReviewsService(databaseUrl);
    await publisher.connect();
  });

  afterAll(async () => {
    await publisher.disconnect();
    await service?.stop();
    asReviews?.disconnect();
    await fake.stop();
    await admin.call('ACL', 'DELUSER', username);
    admin.disconnect();
    process.env.REDIS_URL = previousRedisUrl;
  });

  it('drafts a reply through its queue, counting its AI quota and the shared budget under the keys it is granted', async () => {
    const actor = newActor();
    await publisher.reviews([reviewEvent(actor.businessId, { reviewerName: 'Acl Anna', rating: 5 })]);
    const [review] = await waitFor('the drafted suggestion', async () => {
      const page = await service.rpc.call(ReviewsRequests.list, { ...actor, query: { page: 1, limit: 10 } });
      return page.reviews.length === 1 && page.reviews[0]!.suggestionStatus !== 'pending' ? page.reviews : undefined;
    }, 45_000);
    expect(review).toMatchObject({ suggestionStatus: 'ready', aiSuggestedResponse: 'Thank you for the kind words, see you soon!' });
    expect(fake.requests).toHaveLength(1);
    // The business's quota counts on its own day (auth's default timezone: no update came); the budget on UTC's.
    expect(await admin.exists(`reviews:ai:replies:${actor.businessId}:${quotaDay(new Date(), 'America/Chicago')}`)).toBe(1);
    expect(await admin.exists(`ai:budget:${quotaDay()}`)).toBe(1);
    expect(await admin.exists(`${queuePrefixOf(databaseUrl)}:review-suggestions:meta`)).toBe(1);
  });

  it("answers NOPERM for other processes' keys and for the commands that see or wipe every key", async () => {
    await expect(asReviews.set('reviews:probe', '1', 'EX', 5)).resolves.toBe('OK');
    await expect(asReviews.get('bff:overview:someone')).rejects.toThrow(/NOPERM/);
    await expect(asReviews.set('auth:revoked-session:someone', '1')).rejects.toThrow(/NOPERM/);
    await expect(asReviews.exists('auth:revoked-session:someone')).rejects.toThrow(/NOPERM/);
    await expect(asReviews.get('bull:nearbly_billing:stripe-events:meta')).rejects.toThrow(/NOPERM/);
    await expect(asReviews.keys('*')).rejects.toThrow(/NOPERM/);
    await expect(asReviews.flushall()).rejects.toThrow(/NOPERM/);
    await expect(asReviews.call('CONFIG', 'GET', 'requirepass')).rejects.toThrow(/NOPERM/);
    await expect(asReviews.call('ACL', 'LIST')).rejects.toThrow(/NOPERM/);
  });
});
