import type { TEventEnvelope } from '@app/contracts';
import type { Prisma } from '../generated/prisma/client';

// An `outbox_events` row for an event; written in the transaction of the change it announces.
// The key (the user id) keeps one user's events in order on one partition.
export const outboxRow = (
  event: TEventEnvelope<Prisma.InputJsonObject>,
  key: string,
): Prisma.OutboxEventCreateInput => {
  // An absent correlation id stays absent (null would not pass the envelope schema).
  const { correlationId, ...envelope } = event;
  return {
    id: event.id,
    topic: event.type,
    key,
    payload: correlationId === undefined ? envelope : { ...envelope, correlationId },
  };
};
