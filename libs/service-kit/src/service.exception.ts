import { RpcException } from '@nestjs/microservices';
import type { TErrorDetail, TServiceError, TServiceErrorCode } from '@app/contracts';

// The one exception a service throws for an expected failure; the BFF maps `code` to HTTP.
export class ServiceException extends RpcException {
  constructor(
    readonly code: TServiceErrorCode,
    message: string,
    readonly details?: TErrorDetail[],
  ) {
    super({ code, message, details } satisfies TServiceError);
  }
}
