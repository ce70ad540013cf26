import { Injectable, type PipeTransform } from '@nestjs/common';
import { z } from 'zod';
import { requestErrorDetails } from '@app/contracts';
import { ServiceException } from './service.exception';

// Validates a Kafka payload with its contracts schema: a schema failure is a VALIDATION error
// listing each field (without the request's form key, when it has one: `email`, not `signup.email`).
@Injectable()
export class ZodPayloadPipe<TSchema extends z.ZodType> implements PipeTransform<unknown, z.infer<TSchema>> {
  constructor(
    private readonly schema: TSchema,
    private readonly formKey?: string,
  ) {}

  transform(value: unknown): z.infer<TSchema> {
    const parsed = this.schema.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new ServiceException('VALIDATION', 'Validation error', requestErrorDetails({ formKey: this.formKey }, parsed.error));
  }
}
