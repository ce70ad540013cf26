import { readFileSync } from 'node:fs';
import { Kafka, logLevel, Partitioners, type ITopicConfig, type SASLOptions } from 'kafkajs';
import { Transport, type KafkaOptions } from '@nestjs/microservices';
import { allRequestTopics, EVENT_TOPICS, replyTopicOf } from '@app/contracts';
import type { TBaseServiceEnv } from './env';

// kafkajs sits behind the Nest transport and this one module, so the client could be swapped.

// Partitions per topic. Reply topics need one partition per BFF replica (each replica owns its own).
export const TOPIC_PARTITIONS = { request: 3, reply: 6, event: 3 } as const;

// A fetch returns as soon as a message arrives (minBytes 1); the wait only bounds an idle fetch.
// Short enough that no reply waits on kafkajs' 5 s default, long enough that idle consumers do
// not keep the broker and the CPU busy polling.
export const FETCH_MAX_WAIT_MS = 200;

// Where and as whom a process reaches Kafka. In Kubernetes each process authenticates as its own
// KafkaUser (SCRAM over TLS) so the broker enforces that user's ACLs; locally: plain, no auth.
export type TKafkaConnection = { brokers: string[]; ssl?: boolean | { ca: string[] }; sasl?: SASLOptions };

type TKafkaEnv = Pick<
  TBaseServiceEnv,
  'KAFKA_BROKERS' | 'KAFKA_SASL_MECHANISM' | 'KAFKA_SASL_USERNAME' | 'KAFKA_SASL_PASSWORD' | 'KAFKA_SSL' | 'KAFKA_SSL_CA_FILE'
>;

export const kafkaConnection = (env: TKafkaEnv): TKafkaConnection => {
  const connection: TKafkaConnection = { brokers: env.KAFKA_BROKERS };
  if (env.KAFKA_SSL) connection.ssl = env.KAFKA_SSL_CA_FILE ? { ca: [readFileSync(env.KAFKA_SSL_CA_FILE, 'utf8')] } : true;
  if (env.KAFKA_SASL_MECHANISM) {
    if (!env.KAFKA_SASL_USERNAME || !env.KAFKA_SASL_PASSWORD) {
      throw new Error('KAFKA_SASL_MECHANISM is set: KAFKA_SASL_USERNAME and KAFKA_SASL_PASSWORD are required too');
    }
    connection.sasl = { mechanism: env.KAFKA_SASL_MECHANISM, username: env.KAFKA_SASL_USERNAME, password: env.KAFKA_SASL_PASSWORD };
  }
  return connection;
};

export const kafkaLogLevel = (level: string): logLevel =>
  level === 'debug' || level === 'trace' ? logLevel.INFO : logLevel.WARN;

export const kafkaServerOptions = (input: {
  clientId: string;
  groupId: string;
  connection: TKafkaConnection;
  logLevel: string;
}): KafkaOptions => ({
  transport: Transport.KAFKA,
  options: {
    postfixId: '',
    client: {
      ...input.connection,
      clientId: input.clientId,
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
    producer: { allowAutoTopicCreation: false, idempotent: false, createPartitioner: Partitioners.DefaultPartitioner },
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
export const ensureTopics = async (connection: TKafkaConnection, clientId: string): Promise<void> => {
  const kafka = new Kafka({ ...connection, clientId: `${clientId}-admin`, logLevel: logLevel.ERROR });
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
