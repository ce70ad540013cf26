import { createEvent, EVENT_TOPICS, type TSubscriptionChangedEvent } from '@app/contracts';
import { currentCorrelationId } from '@app/service-kit';
import type { Prisma } from '../generated/prisma/client';

// The `billing.subscription.changed` outbox row, written in the transaction of the change. Keyed by
// business so one business's events stay in order on one partition.
export const subscriptionChangedRow = (payload: TSubscriptionChangedEvent): Prisma.OutboxEventCreateInput => {
  const correlationId = currentCorrelationId();
  const event = createEvent({
    type: EVENT_TOPICS.subscriptionChanged,
    payload,
    actor: { userId: payload.userId, businessId: payload.businessId },
    ...(correlationId === undefined ? {} : { correlationId }),
  });
  const { correlationId: absent, ...envelope } = event;
  return {
    id: event.id,
    topic: event.type,
    key: payload.businessId,
    payload: absent === undefined ? envelope : event,
  };
};
