import { randomUUID } from 'node:crypto';
import { Queue, Worker } from 'bullmq';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import { ConsumerLagProbe } from '../src/consumer-lag';
import type { TServiceEnv } from '../src/env';
import { metricsRegistry } from '../src/metrics';
import { watchQueueDepth, instrumentWorker } from '../src/queue-metrics';
import { redisConnectionOptions, waitFor } from '@app/test-support';

// What an operator reads on /metrics: how far a consumer group is behind, and how the job queues fare.
const brokers = () => (process.env.KAFKA_BROKERS ?? '127.0.0.1:9092').split(',');

const sampleValue = async (name: string, labels: Record<string, string>): Promise<number | undefined> => {
  const metric = metricsRegistry.getSingleMetric(name);
  if (!metric) return undefined;
  const { values } = await metric.get();
  const found = values.find((value) => Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted));
  return found?.value;
};

describe('consumer lag on /metrics', () => {
  const topic = `nearbly-test.lag.${randomUUID()}`;
  const group = `lag-test-${randomUUID()}`;
  let admin: Admin;
  let probe: ConsumerLagProbe;

  beforeAll(async () => {
    const kafka = new Kafka({ clientId: 'lag-test', brokers: brokers(), logLevel: logLevel.NOTHING });
    admin = kafka.admin();
    await admin.connect();
    await admin.createTopics({ topics: [{ topic, numPartitions: 2 }], waitForLeaders: true });
    const producer = kafka.producer();
    await producer.connect();
    await producer.send({ topic, messages: Array.from({ length: 10 }, (_, i) => ({ value: `m${i}`, partition: 0 })) });
    await producer.send({ topic, messages: Array.from({ length: 4 }, (_, i) => ({ value: `n${i}`, partition: 1 })) });
    await producer.disconnect();
    probe = new ConsumerLagProbe({ service: group, KAFKA_BROKERS: brokers() } as unknown as TServiceEnv);
    probe.onApplicationBootstrap();
  });

  afterAll(async () => {
    await probe.onApplicationShutdown();
    await admin.deleteTopics({ topics: [topic] }).catch(() => undefined);
    await admin.disconnect();
  });

  it('reports the messages a group has not consumed yet, per topic', async () => {
    // The group has read 3 of partition 0's 10 messages and 2 of partition 1's 4.
    await admin.setOffsets({ groupId: group, topic, partitions: [{ partition: 0, offset: '3' }, { partition: 1, offset: '2' }] });
    // Its request group (`<service>.requests`) has committed nothing here, so only this group counts.
    expect(await probe.read()).toEqual([{ group, topic, lag: 9 }]);
    expect(await sampleValue('nearbly_kafka_consumer_lag', { group, topic })).toBe(9);
    expect(await metricsRegistry.metrics()).toContain(`nearbly_kafka_consumer_lag{group="${group}",topic="${topic}"} 9`);
  });
});

describe('BullMQ queue metrics on /metrics', () => {
  const name = `metrics-test-${randomUUID()}`;
  let queue: Queue;
  let worker: Worker;
  let unwatch: () => void;

  beforeAll(() => {
    queue = new Queue(name, { connection: redisConnectionOptions() });
    unwatch = watchQueueDepth(queue);
  });

  afterAll(async () => {
    unwatch();
    await worker?.close();
    await queue.obliterate({ force: true });
    await queue.close();
  });

  it('shows waiting jobs, then run times, retries and dead-lettered failures once a worker runs them', async () => {
    await queue.add('ok', { fail: false }, { jobId: 'ok-1' });
    await queue.add('ok', { fail: false }, { jobId: 'ok-2' });
    await queue.add('bad', { fail: true }, { jobId: 'bad-1', attempts: 2, backoff: { type: 'fixed', delay: 10 } });
    expect(await sampleValue('nearbly_queue_jobs', { queue: name, state: 'waiting' })).toBe(3);

    worker = new Worker(
      name,
      (job) => ((job.data as { fail: boolean }).fail ? Promise.reject(new Error('the provider said no')) : Promise.resolve('done')),
      { connection: redisConnectionOptions() },
    );
    instrumentWorker(worker);

    await waitFor('the failing job to be dead-lettered', async () => ((await sampleValue('nearbly_queue_jobs', { queue: name, state: 'failed' })) === 1 ? true : undefined), 10_000);
    expect(await sampleValue('nearbly_queue_jobs', { queue: name, state: 'waiting' })).toBe(0);
    await waitFor('the final failure to be counted', async () => ((await sampleValue('nearbly_job_failures_total', { queue: name, final: 'true' })) === 1 ? true : undefined), 5_000);
    expect(await sampleValue('nearbly_job_failures_total', { queue: name, final: 'false' })).toBe(1);
    const text = await metricsRegistry.metrics();
    expect(text).toContain(`nearbly_job_duration_seconds_count{queue="${name}",outcome="completed"} 2`);
    expect(text).toContain(`nearbly_job_duration_seconds_count{queue="${name}",outcome="failed"} 2`);
  });
});

