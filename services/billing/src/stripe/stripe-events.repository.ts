import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { PrismaClient, type Prisma } from '../generated/prisma/client';
import { announceChange } from '../subscriptions/announce';
import type { TStripeChange } from './stripe-event-changes';

export type TApplyOutcome = 'applied' | 'stale' | 'unknown-account' | 'already-processed';

// Statuses an invoice may move between; a paid or failed invoice never revives an ended subscription.
const INVOICE_STATUSES = ['active', 'past_due'];

// The inbox of verified Stripe events and their effect on subscriptions and invoices. Rows are
// found by the business id we put in Stripe metadata, else by the Stripe customer id.
@Injectable()
export class StripeEventsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // False when the event id was already received (Stripe redelivers; attackers replay).
  async record(event: Stripe.Event): Promise<boolean> {
    const { count } = await this.prisma.stripeEvent.createMany({
      data: [{ id: event.id, type: event.type, stripeCreatedAt: new Date(event.created * 1000), payload: event as unknown as Prisma.InputJsonObject }],
      skipDuplicates: true,
    });
    return count === 1;
  }

  async find(eventId: string): Promise<{ payload: Stripe.Event; processed: boolean } | undefined> {
    const row = await this.prisma.stripeEvent.findUnique({ where: { id: eventId } });
    return row ? { payload: row.payload as unknown as Stripe.Event, processed: row.processedAt !== null } : undefined;
  }

  // Events received but not applied yet (a lost queue job); oldest first.
  async pending(olderThan: Date, limit: number): Promise<string[]> {
    const rows = await this.prisma.stripeEvent.findMany({ where: { processedAt: null, receivedAt: { lte: olderThan } }, orderBy: { receivedAt: 'asc' }, select: { id: true }, take: limit });
    return rows.map((row) => row.id);
  }

  // Marks the event processed and applies its change in one transaction: exactly once.
  async apply(eventId: string, change: TStripeChange | undefined, now: Date): Promise<TApplyOutcome> {
    return this.prisma.$transaction(async (tx) => {
      const marked = await tx.stripeEvent.updateMany({ where: { id: eventId, processedAt: null }, data: { processedAt: now } });
      if (marked.count === 0) return 'already-processed';
      if (!change) return 'applied';
      const target = await tx.subscription.findFirst({
        where: change.businessId ? { businessId: change.businessId } : { stripeCustomerId: change.customerId ?? '-' },
      });
      if (!target) return 'unknown-account';
      if (change.invoice) {
        await tx.invoice.createMany({ data: [{ id: randomUUID(), businessId: target.businessId, ...change.invoice }], skipDuplicates: true });
      }
      const fields = { ...change.subscription };
      if (change.invoice && !INVOICE_STATUSES.includes(target.status)) delete fields.status;
      const data = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      const { count } = await tx.subscription.updateMany({
        where: { businessId: target.businessId, OR: [{ stripeStateAt: null }, { stripeStateAt: { lte: change.at } }] },
        data: { ...data, stripeStateAt: change.at },
      });
      if (count === 0) return 'stale';
      await announceChange(tx, target.businessId, now);
      return 'applied';
    });
  }
}
