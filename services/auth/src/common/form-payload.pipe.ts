import { Injectable, type PipeTransform } from '@nestjs/common';
import { toErrorDetails } from '@app/contracts';
import { ServiceException } from '@app/service-kit';
import { ZodError, type z } from 'zod';

// Like the kit's ZodPayloadPipe, for requests that wrap a user's form under one key
// ({ signup, device }, { actor, change }): validation details name the form's fields
// ('password', not 'signup.password'), so the web app can show each message beside its field.
@Injectable()
export class FormPayloadPipe<TSchema extends z.ZodType> implements PipeTransform<
  unknown,
  z.infer<TSchema>
> {
  constructor(
    private readonly schema: TSchema,
    private readonly formKey: string,
  ) {}

  transform(value: unknown): z.infer<TSchema> {
    try {
      return this.schema.parse(value);
    } catch (error) {
      if (!(error instanceof ZodError)) throw error;
      const prefix = `${this.formKey}.`;
      const details = toErrorDetails(error).map((detail) =>
        detail.path.startsWith(prefix)
          ? { ...detail, path: detail.path.slice(prefix.length) }
          : detail,
      );
      throw new ServiceException('VALIDATION', 'Validation error', details);
    }
  }
}
