import { randomUUID } from 'node:crypto';
import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { throwError, type Observable } from 'rxjs';
import { ZodError } from 'zod';
import { toErrorDetails, type TServiceError } from '@app/contracts';
import { ServiceException } from './service.exception';
import { InboxContext } from './transport/inbox';

// Turns anything a Kafka handler throws into a TServiceError reply; unexpected errors get an
// errorId in the log. On the service's small HTTP port (health) it answers JSON `{ error }`.
@Catch()
export class RpcErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(RpcErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): Observable<TServiceError> | undefined {
    if (host.getType() === 'http') {
      const status = exception instanceof HttpException ? exception.getStatus() : 500;
      const error = status === 500 ? this.toServiceError(exception).message : (exception as HttpException).message;
      host.switchToHttp().getResponse<Response>().status(status).json({ error });
      return undefined;
    }
    // An event handler's failure goes back to the transport as it is: it retries, then dead-letters.
    if (host.getArgByIndex(1) instanceof InboxContext) return throwError(() => exception);
    return throwError(() => this.toServiceError(exception));
  }

  private toServiceError(exception: unknown): TServiceError {
    if (exception instanceof ServiceException) return exception.getError() as TServiceError;
    if (isDatabaseUnreachable(exception)) {
      this.logger.warn({ err: exception }, 'Database unreachable');
      return { code: 'UNAVAILABLE', message: 'This part of Nearbly is temporarily unavailable. Please try again in a moment.' };
    }
    if (exception instanceof ZodError) {
      return { code: 'VALIDATION', message: 'Validation error', details: toErrorDetails(exception) };
    }
    const errorId = randomUUID();
    this.logger.error({ err: exception, errorId }, 'Unhandled error in message handler');
    return { code: 'INTERNAL', message: 'Server error. Please try again later.', errorId };
  }
}

// Prisma's codes for a database it cannot reach, timed out on, or lost the connection to: an
// outage to report as such (503), not a bug (500).
const DATABASE_UNREACHABLE_CODES = new Set(['P1001', 'P1002', 'P1008', 'P1017', 'P2024']);

export const isDatabaseUnreachable = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && DATABASE_UNREACHABLE_CODES.has(code);
};
