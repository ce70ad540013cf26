import { Controller, Get, Header, Inject, Injectable, type Type } from '@nestjs/common';
import { EchoRequests, HealthRequests, type TDependencyCheck, type TQueueHealth, type TServiceHealth, type TServiceName } from '@app/contracts';
import { METRICS_CONTENT_TYPE, metricsRegistry } from './metrics';
import { Handles } from './transport/handlers';

export const HEALTH_CHECKS = Symbol('HEALTH_CHECKS');
export const SERVICE_NAME = Symbol('SERVICE_NAME');

// A named probe of one dependency (Postgres, Redis, ...); it throws when the dependency is down.
export type THealthChecks = Record<string, () => Promise<unknown>>;

// How long a probe waits for its dependency before calling it down.
export const PROBE_TIMEOUT_MS = 2_000;
const startedAt = Date.now();

// One probe with a deadline: how long the dependency took to answer, or why it did not.
export const probeDependency = async (check: () => Promise<unknown>): Promise<TDependencyCheck> => {
  const begin = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS);
      }),
    ]);
    return { ok: true, latencyMs: Math.round(performance.now() - begin) };
  } catch (error) {
    return { ok: false, latencyMs: Math.round(performance.now() - begin), error: (error as Error).message };
  } finally {
    clearTimeout(timer);
  }
};

@Injectable()
export class HealthService {
  private readonly queues = new Map<string, () => Promise<TQueueHealth>>();

  constructor(
    @Inject(SERVICE_NAME) private readonly service: TServiceName,
    @Inject(HEALTH_CHECKS) private readonly checks: THealthChecks,
  ) {}

  // A service's BullMQ queue shows in its health (counts, dead letters); registered at boot.
  addQueue(name: string, counts: () => Promise<TQueueHealth>): void {
    this.queues.set(name, counts);
  }

  async report(): Promise<TServiceHealth> {
    const queues = await this.queueReport();
    const entries = await Promise.all(
      Object.entries(this.checks).map(async ([name, check]) => [name, await probeDependency(check)] as const),
    );
    const checks = Object.fromEntries(entries);
    return {
      service: this.service,
      status: entries.every(([, check]) => check.ok) ? 'ok' : 'degraded',
      version: process.env.npm_package_version ?? '0.1.0',
      uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
      checks,
      ...(queues ? { queues } : {}),
    };
  }

  // Queue counts come from Redis; when it is down the redis check already says so.
  private async queueReport(): Promise<Record<string, TQueueHealth> | undefined> {
    if (this.queues.size === 0) return undefined;
    const entries = await Promise.all(
      [...this.queues].map(async ([name, counts]) => [name, await counts().catch(() => undefined)] as const),
    );
    return Object.fromEntries(entries.filter((entry): entry is [string, TQueueHealth] => entry[1] !== undefined));
  }
}

// One controller per service: Kafka `<service>.health` for the BFF, HTTP GET /health for probes,
// GET /metrics for Prometheus.
export const createHealthController = (service: TServiceName): Type => {
  @Controller()
  class HealthController {
    constructor(private readonly health: HealthService) {}

    @Handles(HealthRequests[service])
    viaKafka(): Promise<TServiceHealth> {
      return this.health.report();
    }

    @Handles(EchoRequests[service])
    echo(input: { text: string }): { text: string } {
      return input;
    }

    @Get('health')
    viaHttp(): Promise<TServiceHealth> {
      return this.health.report();
    }

    @Get('metrics')
    @Header('Content-Type', METRICS_CONTENT_TYPE)
    metrics(): Promise<string> {
      return metricsRegistry.metrics();
    }
  }
  return HealthController;
};
