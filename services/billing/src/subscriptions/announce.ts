import type { Prisma } from '../generated/prisma/client';
import { subscriptionChangedRow } from '../common/outbox';
import { toChangedEvent, type TSubscriptionRow } from './subscription-view';

// Reads the changed subscription inside the transaction that changed it and writes its
// billing.subscription.changed event there too.
export const announceChange = async (tx: Prisma.TransactionClient, businessId: string, now: Date): Promise<TSubscriptionRow> => {
  const row = await tx.subscription.findUniqueOrThrow({ where: { businessId }, include: { plan: true } });
  await tx.outboxEvent.create({ data: subscriptionChangedRow(toChangedEvent(row, now)) });
  return row;
};
