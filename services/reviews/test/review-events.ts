import { randomUUID } from 'node:crypto';
import { Queue } from 'bullmq';
import { Kafka, logLevel, type Producer } from 'kafkajs';
import { queuePrefixOf } from '@app/service-kit';
import { redisConnectionOptions, startInProcessService, waitFor, type TInProcessService } from '@app/test-support';
import { eventOf, HealthRequests, ReviewReceived, type TEventEnvelope, type TEventOf, type TReviewReceivedEvent } from '@app/contracts';
import { REVIEW_SUGGESTIONS_QUEUE } from '../src/suggestions/queue-name';

// Publishes events to the real broker the way other services' outboxes do (envelope, keyed).
export class EventPublisher {
  private readonly producer: Producer = new Kafka({
    clientId: 'reviews-test-publisher',
    brokers: (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(','),
    logLevel: logLevel.NOTHING,
  }).producer({ allowAutoTopicCreation: false });

  connect(): Promise<void> {
    return this.producer.connect();
  }

  disconnect(): Promise<void> {
    return this.producer.disconnect();
  }

  async publish(topic: string, events: TEventEnvelope[], keyOf: (event: TEventEnvelope) => string): Promise<void> {
    for (let start = 0; start < events.length; start += 500) {
      await this.producer.send({
        topic,
        acks: -1,
        messages: events.slice(start, start + 500).map((event) => ({ key: keyOf(event), value: JSON.stringify(event) })),
      });
    }
  }

  reviews(events: TEventOf<typeof ReviewReceived>[]): Promise<void> {
    return this.publish(ReviewReceived.topic, events, (event) => (event.payload as TReviewReceivedEvent).businessId);
  }
}

export const reviewEvent = (businessId: string, overrides: Partial<TReviewReceivedEvent> = {}): TEventOf<typeof ReviewReceived> =>
  eventOf(
    ReviewReceived,
    {
      businessId,
      externalId: `gbp-${randomUUID()}`,
      platform: 'Google',
      reviewerName: 'Sarah Mitchell',
      rating: 5,
      reviewText: 'Best oat milk latte in town and the baristas are lovely.',
      reviewDate: new Date().toISOString(),
      ...overrides,
    },
    { actor: { businessId } },
  );

// The fake model's requests about one reviewer (other reviews may be drafted meanwhile).
export const requestsAbout = <T extends { messages: { role: string; content: unknown }[] }>(requests: T[], reviewerName: string): T[] =>
  requests.filter((request) => request.messages.some((message) => typeof message.content === 'string' && message.content.includes(`"reviewerName":"${reviewerName}"`)));

// The test database is new each run but Redis keeps the queue of the last run (its dead letters
// included): a suite starts with an empty queue. The prefix is the worker's (bull:<database>).
export const emptySuggestionsQueue = async (databaseUrl: string): Promise<void> => {
  const queue = new Queue(REVIEW_SUGGESTIONS_QUEUE, {
    connection: redisConnectionOptions(),
    prefix: queuePrefixOf(databaseUrl),
  });
  try {
    await queue.obliterate({ force: true });
  } finally {
    await queue.close();
  }
};

// The reviews service in this process on its own empty test database and queue, past the shared
// topics' backlog (only the suite's own events reach it), once it answers requests: the first
// waits out the consumer group's first rebalance. The environment is set before the call.
export const startReviewsService = async (databaseUrl: string): Promise<TInProcessService> => {
  await emptySuggestionsQueue(databaseUrl);
  const service = await startInProcessService({
    service: 'reviews',
    databaseUrl,
    serviceDir: `${__dirname}/..`,
    load: async () => ({ env: (await import('../src/config/env')).env, AppModule: (await import('../src/app.module')).AppModule }),
  });
  await waitFor('the reviews service to answer', () => service.rpc.call(HealthRequests.reviews, {}).then(() => true));
  return service;
};
