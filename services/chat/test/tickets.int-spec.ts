import { randomUUID } from 'node:crypto';
import { Kafka, logLevel } from 'kafkajs';
import { ChatRequests, parseEventOf, TicketCreated, type TRequestInput } from '@app/contracts';
import { RpcClient, RpcError } from '@app/service-kit';
import { queryRows, testDatabaseUrl, waitFor, type TInProcessService } from '@app/test-support';
import { startChatService } from './chat-service';

// Support tickets: the chat service in this process, on its own test database, over the real Kafka.
describe('support tickets over Kafka', () => {
  const databaseUrl = testDatabaseUrl('chat_tickets');
  let chat: TInProcessService;
  let rpc: RpcClient;

  beforeAll(async () => {
    chat = await startChatService(databaseUrl);
    rpc = chat.rpc;
  });

  afterAll(async () => {
    await chat?.stop();
  });

  const create = (data: TRequestInput<typeof ChatRequests.ticketsCreate>) => rpc.call(ChatRequests.ticketsCreate, data);
  const form = (subject: string) => ({
    name: ' Ann Baker ',
    email: ' Ann@Example.COM ',
    business: 'Corner Cafe',
    type: 'bug' as const,
    subject,
    message: 'The keyword table shows no ranks this week.',
  });

  it('stores an open ticket, trimmed and normalised, owned by the signed-in user', async () => {
    const userId = randomUUID();
    const subject = `Ranks ${randomUUID()}`;
    const { ticketId } = await create({ ...form(subject), source: 'help', userId });
    const rows = await queryRows(databaseUrl, 'SELECT id, source, name, email, business, type, subject, message, user_id, status FROM support_tickets WHERE subject = $1', [subject]);
    expect(rows).toEqual([
      {
        id: ticketId,
        source: 'help',
        name: 'Ann Baker',
        email: 'ann@example.com',
        business: 'Corner Cafe',
        type: 'bug',
        subject,
        message: 'The keyword table shows no ranks this week.',
        user_id: userId,
        status: 'open',
      },
    ]);
  });

  it('stores a visitor ticket without a user', async () => {
    const subject = `Visitor ${randomUUID()}`;
    const { ticketId } = await create({ ...form(subject), business: '', source: 'contact' });
    expect(await queryRows(databaseUrl, 'SELECT user_id, business FROM support_tickets WHERE id = $1', [ticketId])).toEqual([{ user_id: null, business: null }]);
  });

  it('answers invalid input with the spec messages and stores nothing', async () => {
    const subject = `Invalid ${randomUUID()}`;
    const error = await create({ ...form(subject), name: '', email: 'nope', message: 'short', source: 'contact' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RpcError);
    expect((error as RpcError).error).toMatchObject({
      code: 'VALIDATION',
      details: expect.arrayContaining([
        { path: 'name', message: 'Name is required' },
        { path: 'email', message: 'Please enter a valid email address' },
        { path: 'message', message: 'Message must be at least 10 characters' },
      ]) as unknown,
    });
    expect(await queryRows(databaseUrl, 'SELECT 1 FROM support_tickets WHERE subject = $1', [subject])).toHaveLength(0);
  });

  it('publishes chat.ticket.created through the outbox, without personal data', async () => {
    const kafka = new Kafka({ clientId: 'chat-tickets-reader', brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','), logLevel: logLevel.NOTHING });
    const consumer = kafka.consumer({ groupId: `chat-tickets-reader-${randomUUID()}`, maxWaitTimeInMs: 50 });
    const seen: unknown[] = [];
    await consumer.connect();
    await consumer.subscribe({ topic: TicketCreated.topic, fromBeginning: true });
    await consumer.run({
      eachMessage: ({ message }) => {
        seen.push(JSON.parse(message.value?.toString() ?? 'null'));
        return Promise.resolve();
      },
    });
    try {
      const { ticketId } = await create({ ...form(`Event ${randomUUID()}`), source: 'contact' });
      const event = await waitFor('the event on Kafka', () =>
        Promise.resolve(seen.map((raw) => parseEventOf(TicketCreated, raw)).find((item) => item.payload.ticketId === ticketId)),
      );
      expect(event).toMatchObject({ type: TicketCreated.topic, version: 1 });
      expect(event.payload).toEqual({ ticketId, source: 'contact', type: 'bug' });
      const [stored] = await queryRows<{ payload: unknown }>(databaseUrl, 'SELECT payload FROM outbox_events WHERE key = $1', [ticketId]);
      expect(JSON.stringify(stored?.payload)).not.toMatch(/ann@example\.com|Ann Baker|keyword table/i);
      await waitFor('the outbox to be relayed', async () =>
        (await queryRows(databaseUrl, 'SELECT 1 FROM outbox_events WHERE published_at IS NULL')).length === 0 ? true : undefined,
      );
    } finally {
      await consumer.disconnect();
    }
  });
});
