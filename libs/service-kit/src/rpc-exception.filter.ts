import { randomUUID } from 'node:crypto';
import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { throwError, type Observable } from 'rxjs';
import { ZodError } from 'zod';
import { toErrorDetails, type TServiceError } from '@app/contracts';
import { ServiceException } from './service.exception';

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
    return throwError(() => this.toServiceError(exception));
  }

  private toServiceError(exception: unknown): TServiceError {
    if (exception instanceof ServiceException) return exception.getError() as TServiceError;
    if (exception instanceof ZodError) {
      return { code: 'VALIDATION', message: 'Validation error', details: toErrorDetails(exception) };
    }
    const errorId = randomUUID();
    this.logger.error({ err: exception, errorId }, 'Unhandled error in message handler');
    return { code: 'INTERNAL', message: 'Server error. Please try again later.', errorId };
  }
}
