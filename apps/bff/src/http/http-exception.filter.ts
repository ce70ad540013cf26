import { randomUUID } from 'node:crypto';
import { Catch, HttpException, Logger, type ArgumentsHost, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { ZodValidationException } from 'nestjs-zod';
import { ZodError } from 'zod';
import { HTTP_STATUS_OF, toErrorDetails, type TErrorDetail } from '@app/contracts';
import { RpcError } from '@app/service-kit';

type TErrorBody = { error: string; details?: TErrorDetail[]; errorId?: string; retryAfterSeconds?: number };

// Every failure leaves the BFF as JSON `{ error, details?, errorId? }`; a 500 carries an errorId
// that is in the log, never a stack trace.
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger(HttpErrorFilter.name);

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const [status, body] = this.toResponse(exception);
    if (response.headersSent) return;
    if (body.retryAfterSeconds) response.setHeader('Retry-After', String(body.retryAfterSeconds));
    response.status(status).json(body);
  }

  private toResponse(exception: unknown): [number, TErrorBody] {
    if (exception instanceof ZodValidationException) {
      const zodError = exception.getZodError();
      const details = zodError instanceof ZodError ? toErrorDetails(zodError) : [];
      return [400, { error: 'Validation error', details }];
    }
    if (exception instanceof RpcError) {
      const { code, message, details, errorId } = exception.error;
      return [HTTP_STATUS_OF[code], { error: message, details, errorId }];
    }
    if (exception instanceof HttpException) {
      const retryAfterSeconds = (exception.getResponse() as { retryAfterSeconds?: unknown }).retryAfterSeconds;
      return [exception.getStatus(), { error: messageOf(exception), ...(typeof retryAfterSeconds === 'number' ? { retryAfterSeconds } : {}) }];
    }
    const errorId = randomUUID();
    this.logger.error({ err: exception, errorId }, 'Unhandled error');
    return [500, { error: 'Server error. Please try again later.', errorId }];
  }
}

const messageOf = (exception: HttpException): string => {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.join('; ');
  return typeof message === 'string' ? message : exception.message;
};
