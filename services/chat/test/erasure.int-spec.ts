import { randomUUID } from 'node:crypto';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { ChatRequests, UserDeleted, type TRequestContract, type TRequestInput } from '@app/contracts';
import { queryRows, testDatabaseUrl, waitFor, waitForDeadLetter, type TInProcessService } from '@app/test-support';
import { eventOf, startChatService } from './chat-service';

const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

// Account deletion, chat's part: the chat service in this process on its own database, over the
// real Kafka, receiving auth.user.deleted.
describe('chat erasure of a deleted account', () => {
  const databaseUrl = testDatabaseUrl('chat_erasure');
  const kafka = new Kafka({ clientId: 'chat-erasure-test', brokers, logLevel: logLevel.NOTHING });
  let chat: TInProcessService;
  let producer: Producer;

  beforeAll(async () => {
    chat = await startChatService(databaseUrl);
    // A new consumer group starts at the end of its topics: wait until chat owns its partitions.
    const admin = kafka.admin();
    await admin.connect();
    try {
      await waitFor('chat to join its consumer group', async () => {
        const { groups } = await admin.describeGroups(['chat']);
        return groups[0]?.state === 'Stable' && groups[0].members.length > 0 ? true : undefined;
      }, 60_000);
    } finally {
      await admin.disconnect();
    }
    producer = kafka.producer();
    await producer.connect();
  });

  afterAll(async () => {
    await producer?.disconnect();
    await chat?.stop();
  });

  const call = <TContract extends TRequestContract>(contract: TContract, input: TRequestInput<TContract>) => chat.rpc.call(contract, input);
  const ticket = (email: string, userId: string | null) =>
    call(ChatRequests.ticketsCreate, {
      name: 'Ann Baker',
      email,
      business: 'Corner Cafe',
      type: 'support',
      subject: `Invoice question ${randomUUID().slice(0, 6)}`,
      message: 'Why was I charged twice?',
      source: userId ? 'help' : 'contact',
      ...(userId ? { userId } : {}),
    });
  const converse = async (userId: string | null, message: string) => {
    const conversationId = `conv_${randomUUID()}`;
    await call(ChatRequests.messageSend, { message, conversationId, userId });
    return conversationId;
  };
  const deleted = (userId: string, email: string) => {
    const businessId = randomUUID();
    return eventOf(UserDeleted, { userId, businessId, email }, { userId, businessId });
  };

  // What chat still holds of a person, table by table.
  const holdings = async (userId: string, email: string, conversationIds: string[]) => ({
    tickets: (await queryRows(databaseUrl, 'SELECT 1 FROM support_tickets WHERE user_id = $1 OR email = $2', [userId, email])).length,
    conversations: (await queryRows(databaseUrl, 'SELECT 1 FROM chat_conversations WHERE user_id = $1 OR client_id = ANY($2)', [userId, conversationIds])).length,
    messages: (await queryRows(databaseUrl, 'SELECT 1 FROM chat_messages WHERE content LIKE $1', [`%${email}%`])).length,
    newsletter: (await queryRows(databaseUrl, 'SELECT 1 FROM newsletter_subscriptions WHERE email = $1', [email])).length,
    events: (await queryRows(databaseUrl, 'SELECT 1 FROM outbox_events WHERE payload::text LIKE ANY ($1)', [[`%${userId}%`, `%${email}%`]])).length,
  });

  it('erases the tickets, conversations and newsletter sign-up of the account and its address, and nobody else’s', async () => {
    const userId = randomUUID();
    const email = `owner-${randomUUID().slice(0, 8)}@example.com`;
    const other = { userId: randomUUID(), email: `other-${randomUUID().slice(0, 8)}@example.com` };
    const signedIn = await converse(userId, 'How do I add a competitor?');
    await call(ChatRequests.conversationEscalate, { conversationId: signedIn, userId });
    const visitor = await converse(null, `Please write to me at ${email} about pricing`);
    await ticket(email, userId);
    await ticket(email.toUpperCase(), null);
    await call(ChatRequests.newsletterSubscribe, { email, businessType: 'cafe' });
    const othersConversation = await converse(other.userId, 'How do I add a keyword?');
    await ticket(other.email, other.userId);
    await call(ChatRequests.newsletterSubscribe, { email: other.email, businessType: 'gym' });
    const before = await holdings(userId, email, [signedIn, visitor]);
    expect(before).toMatchObject({ tickets: 3, conversations: 2, messages: 1, newsletter: 1 });
    expect(before.events).toBeGreaterThan(0);

    const event = deleted(userId, email);
    await producer.send({ topic: event.type, messages: [{ key: userId, value: JSON.stringify(event) }] });
    await waitFor('chat data erased', async () => ((await holdings(userId, email, [signedIn, visitor])).tickets === 0 ? true : undefined), 30_000);
    expect(await holdings(userId, email, [signedIn, visitor])).toEqual({ tickets: 0, conversations: 0, messages: 0, newsletter: 0, events: 0 });
    expect(await holdings(other.userId, other.email, [othersConversation])).toMatchObject({ tickets: 1, conversations: 1, newsletter: 1 });

    // Redelivered: still nothing, and nothing else touched.
    await producer.send({ topic: event.type, messages: [{ key: userId, value: JSON.stringify(event) }] });
    const marker = deleted(randomUUID(), `nobody-${randomUUID().slice(0, 8)}@example.com`);
    await producer.send({ topic: marker.type, messages: [{ key: userId, value: JSON.stringify(marker) }] });
    await waitFor('the next event handled', async () => ((await queryRows(databaseUrl, 'SELECT 1 FROM processed_events WHERE id = $1', [marker.id])).length > 0 ? true : undefined), 30_000);
    expect(await holdings(other.userId, other.email, [othersConversation])).toMatchObject({ tickets: 1, conversations: 1, newsletter: 1 });
  });

  it('sends a deletion it cannot read to chat.dead-letter and still erases the next account of its partition', async () => {
    const userId = randomUUID();
    const email = `next-${randomUUID().slice(0, 8)}@example.com`;
    await ticket(email, userId);
    const next = deleted(userId, email);
    // A valid envelope whose payload the contract refuses; the same key puts both on one partition.
    const poison = { ...deleted(randomUUID(), email), payload: { ...next.payload, userId: 'not-a-user-id' } };
    for (const event of [poison, next]) await producer.send({ topic: event.type, messages: [{ key: userId, value: JSON.stringify(event) }] });

    await waitFor('the next account erased', async () => ((await holdings(userId, email, [])).tickets === 0 ? true : undefined), 30_000);
    const dead = await waitForDeadLetter('chat', poison.id);
    expect(dead.origin).toMatch(/^auth\.user\.deleted@\d+$/);
    expect(dead.reason).toContain('userId');
    expect(await queryRows(databaseUrl, 'SELECT 1 FROM processed_events WHERE id = $1', [poison.id])).toEqual([]);
  });
});
