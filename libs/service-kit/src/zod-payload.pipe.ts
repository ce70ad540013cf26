import { Injectable, type PipeTransform } from '@nestjs/common';
import type { z } from 'zod';

// Validates a Kafka payload with its contracts schema; a ZodError becomes a VALIDATION reply.
@Injectable()
export class ZodPayloadPipe<TSchema extends z.ZodType> implements PipeTransform<unknown, z.infer<TSchema>> {
  constructor(private readonly schema: TSchema) {}

  transform(value: unknown): z.infer<TSchema> {
    return this.schema.parse(value);
  }
}
