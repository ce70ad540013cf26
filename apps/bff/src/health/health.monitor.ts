import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { HealthRequests, SERVICE_NAMES, type TDependencyCheck, type TServiceName } from '@app/contracts';
import { probeDependency, PROBE_TIMEOUT_MS, RpcClient } from '@app/service-kit';
import { DependencyProbes } from './dependency.probes';

export type TServiceStatus = { status: 'ok' | 'degraded' | 'down'; latencyMs: number; error?: string; checks?: Record<string, TDependencyCheck> };

export type THealthSnapshot = {
  status: 'ok' | 'degraded';
  checkedAt: string;
  dependencies: Record<'postgres' | 'redis' | 'kafka', TDependencyCheck>;
  services: Record<TServiceName, TServiceStatus>;
};

// A report read when older than this is refreshed behind the reader (who gets it at once): a
// polled health page shows a change within seconds.
const FRESH_MS = 5_000;
// Nobody reading, all well: the background check is rare, so an idle system stays idle (each
// check is a request/reply to every service and a probe of every dependency).
const REFRESH_INTERVAL_MS = 30_000;
// While something is down the check runs more often, so recovery shows within a second.
const DEGRADED_REFRESH_INTERVAL_MS = 1_000;
// Checks every dependency and service (over Kafka request/reply) in the background, so
// GET /api/health and /api/integrations/status answer from memory: a request costs no database
// connection, no Kafka call and no fan-out to the services. A read of a report older than
// FRESH_MS starts one refresh (shared by every reader meanwhile).
@Injectable()
export class HealthMonitor implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(HealthMonitor.name);
  private snapshot: THealthSnapshot | undefined;
  private refreshing: Promise<THealthSnapshot> | undefined;
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly rpc: RpcClient,
    private readonly probes: DependencyProbes,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.refresh();
    this.schedule();
  }

  onApplicationShutdown(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  // The next background check comes one interval after the last check, whoever started it: a
  // reader's refresh postpones it.
  private schedule(): void {
    if (this.stopped) return;
    const interval = this.snapshot?.status === 'ok' ? REFRESH_INTERVAL_MS : DEGRADED_REFRESH_INTERVAL_MS;
    const age = this.snapshot ? Date.now() - Date.parse(this.snapshot.checkedAt) : interval;
    if (age < interval) {
      this.timer = setTimeout(() => this.schedule(), interval - age);
      return;
    }
    this.refresh().then(
      () => this.schedule(),
      (error: unknown) => {
        this.logger.warn({ err: error }, 'Health refresh failed');
        // The report did not change, so its age would ask for a check at once: wait an interval.
        if (!this.stopped) this.timer = setTimeout(() => this.schedule(), interval);
      },
    );
  }

  async current(): Promise<THealthSnapshot> {
    if (!this.snapshot) return this.refresh();
    if (Date.now() - Date.parse(this.snapshot.checkedAt) > FRESH_MS) {
      this.refresh().catch((error: unknown) => this.logger.warn({ err: error }, 'Health refresh failed'));
    }
    return this.snapshot;
  }

  private refresh(): Promise<THealthSnapshot> {
    this.refreshing ??= this.check().finally(() => {
      this.refreshing = undefined;
    });
    return this.refreshing;
  }

  private async check(): Promise<THealthSnapshot> {
    const [postgres, redis, kafka, ...services] = await Promise.all([
      probeDependency(() => this.probes.postgres()),
      probeDependency(() => this.probes.redisPing()),
      probeDependency(() => this.probes.kafka()),
      ...SERVICE_NAMES.map((service) => this.checkService(service)),
    ]);
    const dependencies = { postgres, redis, kafka };
    const serviceMap = Object.fromEntries(SERVICE_NAMES.map((name, index) => [name, services[index]!])) as Record<TServiceName, TServiceStatus>;
    const healthy = Object.values(dependencies).every((check) => check.ok) && services.every((service) => service.status === 'ok');
    this.snapshot = { status: healthy ? 'ok' : 'degraded', checkedAt: new Date().toISOString(), dependencies, services: serviceMap };
    return this.snapshot;
  }

  private async checkService(service: TServiceName): Promise<TServiceStatus> {
    const begin = performance.now();
    try {
      const reply = await this.rpc.call(HealthRequests[service], {}, { timeoutMs: PROBE_TIMEOUT_MS });
      return { status: reply.status, latencyMs: Math.round(performance.now() - begin), checks: reply.checks };
    } catch (error) {
      return { status: 'down', latencyMs: Math.round(performance.now() - begin), error: (error as Error).message };
    }
  }
}
