import { Kafka, logLevel, type ITopicConfig } from 'kafkajs';
import { Transport, type KafkaOptions } from '@nestjs/microservices';
import { allRequestTopics, EVENT_TOPICS, replyTopicOf } from '@app/contracts';

// kafkajs sits behind the Nest transport and this one module, so the client could be swapped.

// Partitions per topic. Reply topics need one partition per BFF replica (each replica owns its own).
export const TOPIC_PARTITIONS = { request: 3, reply: 6, event: 3 } as const;

// A fetch returns as soon as a message arrives (minBytes 1); the wait only bounds an idle fetch.
// Short enough that no reply waits on kafkajs' 5 s default, long enough that idle consumers do
// not keep the broker and the CPU busy polling.
export const FETCH_MAX_WAIT_MS = 200;

export const kafkaLogLevel = (level: string): logLevel =>
  level === 'debug' || level === 'trace' ? logLevel.INFO : logLevel.WARN;

export const kafkaServerOptions = (input: {
  clientId: string;
  groupId: string;
  brokers: string[];
  logLevel: string;
}): KafkaOptions => ({
  transport: Transport.KAFKA,
  options: {
    postfixId: '',
    client: {
      clientId: input.clientId,
      brokers: input.brokers,
      logLevel: kafkaLogLevel(input.logLevel),
      retry: { initialRetryTime: 200, retries: 12 },
    },
    consumer: {
      groupId: input.groupId,
      maxWaitTimeInMs: FETCH_MAX_WAIT_MS,
      sessionTimeout: 10_000,
      heartbeatInterval: 1_000,
      rebalanceTimeout: 10_000,
      allowAutoTopicCreation: false,
    },
    producer: { allowAutoTopicCreation: false, idempotent: false },
    subscribe: { fromBeginning: false },
    // Partitions are handled in parallel (messages within one stay in order); offsets are
    // committed in the background rather than once per message.
    run: { partitionsConsumedConcurrently: TOPIC_PARTITIONS.request, autoCommitInterval: 500 },
  },
});

export const allTopicConfigs = (): ITopicConfig[] => [
  ...allRequestTopics().map((topic) => ({ topic, numPartitions: TOPIC_PARTITIONS.request })),
  ...allRequestTopics().map((topic) => ({ topic: replyTopicOf(topic), numPartitions: TOPIC_PARTITIONS.reply })),
  ...Object.values(EVENT_TOPICS).map((topic) => ({ topic, numPartitions: TOPIC_PARTITIONS.event })),
];

// Creates every topic of the contracts that does not exist yet (idempotent; Strimzi does this in k8s).
export const ensureTopics = async (brokers: string[], clientId: string): Promise<void> => {
  const kafka = new Kafka({ clientId: `${clientId}-admin`, brokers, logLevel: logLevel.ERROR });
  const admin = kafka.admin();
  await admin.connect();
  try {
    const existing = new Set(await admin.listTopics());
    const missing = allTopicConfigs().filter((config) => !existing.has(config.topic));
    if (missing.length > 0) {
      await admin.createTopics({ topics: missing, waitForLeaders: true });
    }
  } finally {
    await admin.disconnect();
  }
};
