import { readFileSync } from 'node:fs';
import { Kafka, logLevel, type ITopicConfig, type SASLOptions } from 'kafkajs';
import { deadLetterTopicOf, EVENTS, REPLY_TOPICS, REQUESTS, SERVICE_NAMES } from '@app/contracts';
import type { TBaseServiceEnv } from './env';
import { noDelaySocketFactory } from './transport/kafka-runtime';

// kafkajs sits behind the kit's own transport (transport/), so the client could be swapped.

// Partitions per topic. A reply topic (one per calling process) needs one partition per replica of
// that process (each owns its own "home" partition) plus one for a rollout's surge pod.
export const TOPIC_PARTITIONS = { request: 3, reply: 6, event: 3, deadLetter: 1 } as const;

// The timings every consumer of the kit shares (requests, events, replies):
// - maxWaitTimeInMs: a fetch returns as soon as a message arrives (minBytes 1); the wait only
//   bounds an idle fetch, so it is long: an idle consumer asks the broker once every 5 s. Not
//   longer: kafkajs heartbeats only between fetches, and a consumer's stop waits for its fetch in
//   flight, so every shutdown (a rollout, each test system) would wait that much longer (10 s made
//   the test suite ~10 min slower);
// - a member that misses heartbeats for 30 s is dropped from its group; a rebalance waits at most
//   10 s for the others to rejoin, and they hear of it at their next heartbeat, which comes after a
//   fetch (at most 5 s idle).
export const CONSUMER_TIMINGS = {
  maxWaitTimeInMs: 5_000,
  sessionTimeout: 30_000,
  rebalanceTimeout: 10_000,
  heartbeatInterval: 3_000,
} as const;

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

// A reply is read within seconds or never: reply topics keep an hour (as k8s/base/kafka-topics.yaml),
// which also bounds what a reply group without committed offsets reads from the beginning.
const REPLY_RETENTION_MS = '3600000';

export const allTopicConfigs = (): ITopicConfig[] => [
  ...REQUESTS.map((request) => ({ topic: request.topic, numPartitions: TOPIC_PARTITIONS.request })),
  ...Object.values(REPLY_TOPICS).map((topic) => ({
    topic,
    numPartitions: TOPIC_PARTITIONS.reply,
    configEntries: [{ name: 'retention.ms', value: REPLY_RETENTION_MS }],
  })),
  ...EVENTS.map((event) => ({ topic: event.topic, numPartitions: TOPIC_PARTITIONS.event })),
  ...SERVICE_NAMES.map((service) => ({ topic: deadLetterTopicOf(service), numPartitions: TOPIC_PARTITIONS.deadLetter })),
];

// Creates every topic of the contracts that does not exist yet (idempotent; Strimzi does this in
// k8s). Several processes starting at once may race to create the same topic: that is not an error.
export const ensureTopics = async (connection: TKafkaConnection, clientId: string): Promise<void> => {
  const kafka = new Kafka({ ...connection, clientId: `${clientId}-admin`, logLevel: logLevel.NOTHING, socketFactory: noDelaySocketFactory });
  const admin = kafka.admin();
  await admin.connect();
  try {
    for (let attempt = 1; ; attempt += 1) {
      const existing = new Set(await admin.listTopics());
      const missing = allTopicConfigs().filter((config) => !existing.has(config.topic));
      if (missing.length === 0) return;
      try {
        await admin.createTopics({ topics: missing, waitForLeaders: true });
        return;
      } catch (error) {
        if (attempt >= 5) throw error;
        await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      }
    }
  } finally {
    await admin.disconnect();
  }
};
