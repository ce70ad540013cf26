import { SubscriptionChanged } from '@app/contracts';
import { outboxRow } from '@app/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { toChangedEvent, type TSubscriptionRow } from './subscription-view';

// Reads the changed subscription inside the transaction that changed it and writes its
// billing.subscription.changed event there too, keyed by business so one business's events stay
// in order on one partition.
export const announceChange = async (tx: Prisma.TransactionClient, businessId: string, now: Date): Promise<TSubscriptionRow> => {
  const row = await tx.subscription.findUniqueOrThrow({ where: { businessId }, include: { plan: true } });
  const actor = { userId: row.userId, businessId };
  await tx.outboxEvent.createMany({ data: [outboxRow(SubscriptionChanged, toChangedEvent(row, now), { key: businessId, actor })] });
  return row;
};
