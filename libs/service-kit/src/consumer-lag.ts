import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { Kafka, logLevel, type Admin } from 'kafkajs';
import { Gauge } from 'prom-client';
import type { TServiceEnv } from './env';
import { kafkaConnection } from './kafka';
import { metricsRegistry } from './metrics';
import { SERVICE_ENV } from './tokens';

// How far a consumer group is behind, per topic: the sum over partitions of (log end offset -
// committed offset), over the partitions the group has committed (as Strimzi's Kafka Exporter counts
// it, so this is the number the HPA's external metric sees). Read from the broker at scrape time.
export type TTopicLag = { topic: string; lag: number };

export const lagOfGroup = async (admin: Admin, groupId: string): Promise<TTopicLag[]> => {
  const committed = await admin.fetchOffsets({ groupId });
  return Promise.all(
    committed.map(async ({ topic, partitions }) => {
      const ends = await admin.fetchTopicOffsets(topic);
      const lag = partitions.reduce((sum, { partition, offset }) => {
        const end = ends.find((candidate) => candidate.partition === partition);
        if (!end) return sum;
        return sum + Math.max(0, Number(end.high) - Number(offset));
      }, 0);
      return { topic, lag };
    }),
  );
};

export const consumerLag = new Gauge<'group' | 'topic'>({
  name: 'nearbly_kafka_consumer_lag',
  help: 'Messages of a topic not yet consumed by this service group (log end minus committed offset)',
  labelNames: ['group', 'topic'],
  registers: [metricsRegistry],
  async collect() {
    const probe = lagProbe;
    if (!probe) return;
    try {
      for (const { group, topic, lag } of await probe.read()) this.set({ group, topic }, lag);
    } catch {
      // The scrape still answers; the gauge keeps its last values.
    }
  },
});

type TGroupLag = TTopicLag & { group: string };
type TLagProbe = { read: () => Promise<TGroupLag[]> };
let lagProbe: TLagProbe | undefined;

// The service's two consumer groups: `<service>` (events) and `<service>.requests` (requests), read
// through a lazily connected admin client; a second scrape within CACHE_MS reuses the last reading.
const CACHE_MS = 5_000;

@Injectable()
export class ConsumerLagProbe implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly admin: Admin;
  private connected: Promise<void> | undefined;
  private cached: { at: number; value: TGroupLag[] } | undefined;
  private readonly probe: TLagProbe;
  private readonly groups: string[];

  constructor(@Inject(SERVICE_ENV) env: TServiceEnv) {
    this.admin = new Kafka({ ...kafkaConnection(env), clientId: `${env.service}-lag`, logLevel: logLevel.NOTHING }).admin();
    this.groups = [env.service, `${env.service}.requests`];
    this.probe = { read: () => this.read() };
  }

  onApplicationBootstrap(): void {
    lagProbe = this.probe;
  }

  async onApplicationShutdown(): Promise<void> {
    if (lagProbe === this.probe) lagProbe = undefined;
    if (this.connected) await this.admin.disconnect().catch(() => undefined);
  }

  async read(): Promise<TGroupLag[]> {
    if (this.cached && Date.now() - this.cached.at < CACHE_MS) return this.cached.value;
    this.connected ??= this.admin.connect().catch((error: unknown) => {
      this.connected = undefined;
      throw error;
    });
    await this.connected;
    const perGroup = await Promise.all(
      this.groups.map(async (group) => (await lagOfGroup(this.admin, group)).map((lag) => ({ group, ...lag }))),
    );
    const value = perGroup.flat();
    this.cached = { at: Date.now(), value };
    return value;
  }
}
