import type { Options } from 'pino-http';

// JSON logs; secrets never reach them (ARCHITECTURE.md: no password, token or reset link in logs).
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
  autoLogging: { ignore: (req) => req.url === '/health' || req.url === '/api/health' },
});
