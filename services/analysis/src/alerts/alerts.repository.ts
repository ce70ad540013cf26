import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { AlertRaised, ALERTS_SHOWN, type TAlertRaisedEvent } from '@app/contracts';
import { outboxRow } from '@app/service-kit';
import { PrismaClient, type Alert, type Prisma } from '../generated/prisma/client';
import type { TAlertDraft } from './alert-rules';

type TTx = Prisma.TransactionClient;

// Raises an alert inside the caller's transaction (the one that stores what it is about): INSERT
// ... ON CONFLICT DO NOTHING on (business, key), and only when the row is new, the
// analysis.alert.raised event in the outbox of the same transaction. So a situation seen twice
// (a redelivered event, a repeated check) is one alert and one event. False when it existed (or
// the business is gone). Every detector (ranks, reviews, and the geo-grid one to come) raises
// through here.
export const raiseAlert = async (tx: TTx, businessId: string, draft: TAlertDraft, now = new Date()): Promise<boolean> => {
  const business = await tx.business.findUnique({ where: { id: businessId }, select: { userId: true } });
  if (!business) return false;
  const id = randomUUID();
  const data = draft.data as Prisma.InputJsonValue;
  const { count } = await tx.alert.createMany({
    data: [{ id, businessId, key: draft.key, kind: draft.kind, title: draft.title, body: draft.body, link: draft.link, data, createdAt: now }],
    skipDuplicates: true,
  });
  if (count === 0) return false;
  const payload: TAlertRaisedEvent = {
    alertId: id,
    userId: business.userId,
    businessId,
    kind: draft.kind,
    title: draft.title,
    body: draft.body,
    link: draft.link,
    data: draft.data,
    raisedAt: now.toISOString(),
  };
  await tx.outboxEvent.createMany({ data: [outboxRow(AlertRaised, payload, { key: businessId, actor: { userId: business.userId, businessId } })] });
  return true;
};

// The in-app list of a business's alerts.
@Injectable()
export class AlertsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async list(businessId: string): Promise<{ items: Alert[]; unread: number }> {
    const [items, unread] = await Promise.all([
      this.prisma.alert.findMany({ where: { businessId }, orderBy: [{ createdAt: 'desc' }, { id: 'desc' }], take: ALERTS_SHOWN }),
      this.prisma.alert.count({ where: { businessId, readAt: null } }),
    ]);
    return { items, unread };
  }

  // Null for an alert of another business (or none): the caller answers not found.
  async markRead(businessId: string, id: string, now: Date): Promise<Alert | null> {
    await this.prisma.alert.updateMany({ where: { id, businessId, readAt: null }, data: { readAt: now } });
    return this.prisma.alert.findFirst({ where: { id, businessId } });
  }

  async markAllRead(businessId: string, now: Date): Promise<void> {
    await this.prisma.alert.updateMany({ where: { businessId, readAt: null }, data: { readAt: now } });
  }
}
