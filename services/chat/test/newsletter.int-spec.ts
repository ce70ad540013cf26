import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { ChatRequests, NewsletterSubscribed, parseEventOf, type TRequestInput } from '@app/contracts';
import { RpcClient, RpcError } from '@app/service-kit';
import { queryRows, testDatabaseUrl, waitFor, type TInProcessService } from '@app/test-support';
import { startChatService } from './chat-service';

// The chat service in this process, on its own test database, reached over the real Kafka.
describe('newsletter sign-up over Kafka', () => {
  const databaseUrl = testDatabaseUrl('chat_newsletter');
  let chat: TInProcessService;
  let rpc: RpcClient;

  beforeAll(async () => {
    chat = await startChatService(databaseUrl);
    rpc = chat.rpc;
  });

  afterAll(async () => {
    await chat?.stop();
  });

  const subscribe = (data: TRequestInput<typeof ChatRequests.newsletterSubscribe>) => rpc.call(ChatRequests.newsletterSubscribe, data);

  it('stores a sign-up once, normalised, and says so the second time', async () => {
    const email = `owner-${randomUUID()}@example.com`;
    expect(await subscribe({ email: `  ${email.toUpperCase()} `, businessType: 'local-business' })).toEqual({ email, alreadySubscribed: false });
    expect(await subscribe({ email, businessType: 'cafe' })).toEqual({ email, alreadySubscribed: true });
    const rows = await queryRows(databaseUrl, 'SELECT email, business_type FROM newsletter_subscriptions WHERE email = $1', [email]);
    expect(rows).toEqual([{ email, business_type: 'local-business' }]);
  });

  it("keeps where a sign-up came from: the blog's notify-me form, or the footer when unsaid", async () => {
    const fromBlog = `blog-${randomUUID()}@example.com`;
    const fromFooter = `footer-${randomUUID()}@example.com`;
    await subscribe({ email: fromBlog, businessType: 'local-business', source: 'blog' });
    await subscribe({ email: fromFooter, businessType: 'local-business' });
    const rows = await queryRows(databaseUrl, 'SELECT email, source FROM newsletter_subscriptions WHERE email = ANY($1) ORDER BY email', [[fromBlog, fromFooter]]);
    expect(rows).toEqual([{ email: fromBlog, source: 'blog' }, { email: fromFooter, source: 'footer' }]);
    // A caller that ignores the types: the contract's schema refuses it.
    const popup = { email: `x-${randomUUID()}@example.com`, source: 'popup' } as unknown as TRequestInput<typeof ChatRequests.newsletterSubscribe>;
    const error = await subscribe(popup).catch((caught: unknown) => caught);
    expect((error as RpcError).error).toMatchObject({ code: 'VALIDATION', details: [{ path: 'source' }] });
  });

  it('answers invalid input with a validation error and stores nothing', async () => {
    const error = await subscribe({ email: 'not-an-email' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).error).toMatchObject({ code: 'VALIDATION', details: [{ path: 'email', message: 'Please enter a valid email address' }] });
    expect(await queryRows(databaseUrl, "SELECT 1 FROM newsletter_subscriptions WHERE email = 'not-an-email'")).toHaveLength(0);
  });

  it('publishes chat.newsletter.subscribed through the outbox, in the envelope', async () => {
    const kafka = new Kafka({ clientId: 'chat-test-reader', brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `chat-test-reader-${randomUUID()}`, maxWaitTimeInMs: 50 });
    const seen: unknown[] = [];
    await consumer.connect();
    await consumer.subscribe({ topic: NewsletterSubscribed.topic, fromBeginning: true });
    await consumer.run({
      eachMessage: ({ message }) => {
        seen.push(JSON.parse(message.value?.toString() ?? 'null'));
        return Promise.resolve();
      },
    });
    try {
      await subscribe({ email: `event-${randomUUID()}@example.com`, businessType: 'gym' });
      const [row] = await queryRows<{ id: string }>(databaseUrl, "SELECT id FROM newsletter_subscriptions WHERE business_type = 'gym'");
      const event = await waitFor('the event on Kafka', () =>
        Promise.resolve(seen.map((raw) => parseEventOf(NewsletterSubscribed, raw)).find((item) => item.payload.subscriptionId === row?.id)),
      );
      expect(event).toMatchObject({ type: NewsletterSubscribed.topic, version: 1, payload: { businessType: 'gym', source: 'footer' } });
      const pending = await queryRows(databaseUrl, 'SELECT 1 FROM outbox_events WHERE published_at IS NULL');
      expect(pending).toHaveLength(0);
    } finally {
      await consumer.disconnect();
    }
  });
});
