// What an idle consumer costs the broker, by how many partitions its fetch names (issue 18). An
// idle kafkajs consumer fetches every 5 s (the kit's CONSUMER_TIMINGS) and names every partition
// it reads in every fetch: kafkajs has no incremental fetch sessions. This bench keeps the same
// topics on the broker throughout and alternates three phases, each measured over BENCH_IDLE_SECONDS
// after a settle:
// - none: no consumer (what the broker does with these topics on its own);
// - many: BENCH_CONSUMERS consumers, each reading its own BENCH_TOPICS topics of 3 partitions, as
//   each service's request consumer reads one topic per request it handles;
// - one: the same consumers, each reading only the first of its topics, as it would if each service
//   had a single request topic;
// - half: half the consumers, each reading all its topics (the cost of a consumer, against many).
// Prints the broker's CPU (utime+stime, % of a core) per phase, rounds alternated, medians. The
// topics (bench.idle.<run>.*) are deleted at the end; a killed run leaves them behind.
import { randomUUID } from 'node:crypto';
import serviceKit from '@app/service-kit';
import { brokerPid, cpuMsOf } from './lib/cpu.mjs';
import { median, sleep } from './lib/stats.mjs';

const { kafkaRuntime, releaseKafkaRuntime, CONSUMER_TIMINGS, TOPIC_PARTITIONS } = serviceKit;
const CONSUMERS = Number(process.env.BENCH_CONSUMERS ?? 10);
const TOPICS = Number(process.env.BENCH_TOPICS ?? 11);
const SECONDS = Number(process.env.BENCH_IDLE_SECONDS ?? 60);
const SETTLE_SECONDS = Number(process.env.BENCH_SETTLE_SECONDS ?? 15);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3);
const brokers = (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');
const RUN = randomUUID().slice(0, 8);
const CLIENT_ID = `bench-idle-${RUN}`;

const topicsOf = (consumer) =>
  Array.from({ length: TOPICS }, (_, index) => `bench.idle.${RUN}.c${consumer}.t${index}`);

const { kafka } = kafkaRuntime({ brokers }, CLIENT_ID);
const admin = kafka.admin();
await admin.connect();
const allTopics = Array.from({ length: CONSUMERS }, (_, consumer) => topicsOf(consumer)).flat();
await admin.createTopics({
  topics: allTopics.map((topic) => ({
    topic,
    numPartitions: TOPIC_PARTITIONS.request,
    replicationFactor: 1,
  })),
  waitForLeaders: true,
});

// Starts `count` consumers, each in its own group, reading `pick` of its own set of topics.
const startConsumers = async (phase, pick, count = CONSUMERS) =>
  Promise.all(
    Array.from({ length: count }, async (_, index) => {
      const consumer = kafka.consumer({
        groupId: `${CLIENT_ID}-${phase}-${index}`,
        ...CONSUMER_TIMINGS,
      });
      await consumer.connect();
      await consumer.subscribe({ topics: pick(topicsOf(index)) });
      await consumer.run({ autoCommit: false, eachBatch: async () => undefined });
      return consumer;
    }),
  );

const PHASES = {
  none: async () => [],
  many: (round) => startConsumers(`many-${round}`, (topics) => topics),
  one: (round) => startConsumers(`one-${round}`, (topics) => topics.slice(0, 1)),
  half: (round) => startConsumers(`half-${round}`, (topics) => topics, Math.floor(CONSUMERS / 2)),
};
const SHAPES = {
  none: [0, 0],
  many: [CONSUMERS, TOPICS * TOPIC_PARTITIONS.request],
  one: [CONSUMERS, TOPIC_PARTITIONS.request],
  half: [Math.floor(CONSUMERS / 2), TOPICS * TOPIC_PARTITIONS.request],
};

const broker = brokerPid();
const results = Object.fromEntries(Object.keys(PHASES).map((phase) => [phase, []]));
console.log(
  `Idle fetches: ${CONSUMERS} consumers × ${TOPICS} topics × ${TOPIC_PARTITIONS.request} partitions, ` +
    `${SETTLE_SECONDS} s settle + ${SECONDS} s per phase, ${ROUNDS} rounds, ${new Date().toISOString()}`,
);
for (let round = 1; round <= ROUNDS; round += 1) {
  for (const [phase, start] of Object.entries(PHASES)) {
    const consumers = await start(round);
    await sleep(SETTLE_SECONDS * 1000);
    const before = cpuMsOf(broker);
    await sleep(SECONDS * 1000);
    const percent = ((cpuMsOf(broker) - before) / (SECONDS * 1000)) * 100;
    results[phase].push(percent);
    console.log(`round ${round}, ${phase}: broker ${percent.toFixed(2)}% of a core`);
    await Promise.all(consumers.map((consumer) => consumer.disconnect()));
  }
}

console.table(
  Object.entries(results).map(([phase, values]) => ({
    phase,
    consumers: SHAPES[phase][0],
    'partitions per fetch': SHAPES[phase][1],
    'broker % of a core (median)': median(values).toFixed(2),
    'each round': values.map((value) => value.toFixed(2)).join(', '),
  })),
);
await admin.deleteTopics({ topics: allTopics }).catch(() => undefined);
await admin.disconnect();
await releaseKafkaRuntime(CLIENT_ID);
