import type { Request, RequestHandler } from 'express';
import { Histogram } from 'prom-client';
import { metricsRegistry } from '@app/service-kit';

export const httpRequestDuration = new Histogram<'method' | 'route' | 'status'>({
  name: 'nearbly_http_request_duration_seconds',
  help: 'HTTP requests answered by the BFF, by method, route template and status code',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

// The route template (/api/reviews/:id), never the raw URL, so the series stay few.
export const routeOf = (request: Pick<Request, 'route' | 'baseUrl' | 'path'>): string => {
  const template = (request.route as { path?: unknown } | undefined)?.path;
  if (typeof template === 'string') return `${request.baseUrl}${template}`;
  return request.path.startsWith('/api') ? 'unmatched' : 'static';
};

export const recordHttpMetrics: RequestHandler = (request, response, next) => {
  const end = httpRequestDuration.startTimer();
  response.once('finish', () => end({ method: request.method, route: routeOf(request), status: String(response.statusCode) }));
  next();
};
