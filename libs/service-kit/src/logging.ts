import type { Logger } from 'pino';
import type { Options } from 'pino-http';
import { currentCorrelationId } from './request-context';

// JSON logs; secrets never reach them (docs/architecture.md: no password, token or reset link in logs).
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.token',
  '*.accessToken',
  '*.refreshToken',
];

export const pinoOptions = (name: string, level: string): Options => ({
  name,
  level,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  customProps: (req) => ({ correlationId: req.headers['x-correlation-id'] }),
  mixin: correlationMixin,
  autoLogging: { ignore: (req) => QUIET_PATHS.has(req.url ?? '') },
});

// Probes and scrapes would drown the request log.
const QUIET_PATHS = new Set(['/health', '/api/health', '/metrics']);

// Every line logged while a request, Kafka message or job runs carries its correlation id, unless
// the logger already has it bound (pino-http's request logger): a key twice breaks some log stores.
export const correlationMixin = (_merge: object, _level: number, logger?: Pick<Logger, 'bindings'>): { correlationId?: string } => {
  const correlationId = currentCorrelationId();
  if (correlationId === undefined || logger?.bindings().correlationId !== undefined) return {};
  return { correlationId };
};
