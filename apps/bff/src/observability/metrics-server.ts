import { createServer, type Server } from 'node:http';
import { once } from 'node:events';
import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { METRICS_CONTENT_TYPE, metricsRegistry } from '@app/service-kit';
import { env } from '../config/env';

// Prometheus scrapes the BFF on its own port (METRICS_PORT, GET /metrics), which the Service
// exposes inside the cluster and no ingress routes: the public origin never serves metrics.
@Injectable()
export class MetricsServer implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(MetricsServer.name);
  private readonly server: Server;

  constructor() {
    this.server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Not found: metrics are at GET /metrics' }));
        return;
      }
      metricsRegistry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': METRICS_CONTENT_TYPE, 'cache-control': 'no-store' }).end(text),
        (error: unknown) => {
          this.logger.warn({ err: error }, 'Metrics scrape failed');
          response.writeHead(503, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Metrics are unavailable' }));
        },
      );
    });
  }

  async onApplicationBootstrap(): Promise<void> {
    this.server.listen(env.METRICS_PORT, env.HTTP_HOST);
    await once(this.server, 'listening');
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.server.listening) return;
    this.server.close();
    await once(this.server, 'close');
  }
}
