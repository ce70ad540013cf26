import type { Request } from 'express';

// The id pino-http gave this request (the caller's x-correlation-id or a new uuid).
export const correlationIdOf = (request: Request): string | undefined =>
  typeof request.id === 'string' ? request.id : undefined;
