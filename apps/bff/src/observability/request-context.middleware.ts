import type { RequestHandler } from 'express';
import { runWithContext } from '@app/service-kit';
import { correlationIdOf } from '../http/correlation';

// Everything that runs for this request (handlers, RPC calls, log lines) sees its correlation id.
// Read lazily: pino-http assigns it in a middleware that runs after this one.
export const requestContext: RequestHandler = (request, _response, next) =>
  runWithContext(
    {
      get correlationId() {
        return correlationIdOf(request);
      },
    },
    next,
  );
