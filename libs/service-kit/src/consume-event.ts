import type { Logger } from '@nestjs/common';
import type { z } from 'zod';
import { parseEvent, type TEventEnvelope } from '@app/contracts';

// The shape of an event handler: a malformed event is logged and skipped, so it cannot block its
// partition; a failing one is retried here with exponential back-off, and past the last attempt
// the error propagates, the offset does not move, and Kafka delivers the event again.
export const consumeEvent = async <TSchema extends z.ZodType>(
  raw: unknown,
  payloadSchema: TSchema,
  handle: (event: TEventEnvelope<z.infer<TSchema>>) => Promise<void>,
  options: { logger: Logger; topic: string; attempts?: number; firstDelayMs?: number },
): Promise<void> => {
  let event: TEventEnvelope<z.infer<TSchema>>;
  try {
    event = parseEvent(raw, payloadSchema);
  } catch (error) {
    options.logger.warn({ err: error, topic: options.topic }, 'Dropped a malformed event');
    return;
  }
  const attempts = options.attempts ?? 1;
  for (let attempt = 1; ; attempt += 1) {
    try {
      await handle(event);
      return;
    } catch (error) {
      if (attempt >= attempts) throw error;
      options.logger.warn(
        { err: error, topic: options.topic, eventId: event.id, attempt },
        'Event handling failed; retrying',
      );
      await new Promise((resolve) =>
        setTimeout(resolve, (options.firstDelayMs ?? 200) * 2 ** (attempt - 1)),
      );
    }
  }
};
