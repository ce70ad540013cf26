import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type Stripe from 'stripe';
import { PrismaClient, type Prisma } from '../generated/prisma/client';
import { announceChange } from '../subscriptions/announce';
import { customerHash } from './erased-customers';
import { isNotOlder, type TStripeChange } from './stripe-event-changes';

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

  async isErasedCustomer(customerId: string): Promise<boolean> {
    return (await this.prisma.erasedStripeCustomer.count({ where: { customerHash: customerHash(customerId) } })) > 0;
  }

  async find(eventId: string): Promise<{ payload: Stripe.Event; processed: boolean } | undefined> {
    const row = await this.prisma.stripeEvent.findUnique({ where: { id: eventId } });
    return row ? { payload: row.payload as unknown as Stripe.Event, processed: row.processedAt !== null } : undefined;
  }

  // Events received but not applied yet: a lost queue job (once older than `olderThan`, so the
  // queue gets its turn first), or an account not known yet when it was tried; least recently
  // tried first, so events still waiting for their account never
  // starve the others.
  async pending(olderThan: Date, limit: number): Promise<string[]> {
    const rows = await this.prisma.stripeEvent.findMany({
      where: { processedAt: null, OR: [{ attemptedAt: { not: null } }, { receivedAt: { lte: olderThan } }] },
      orderBy: [{ attemptedAt: { sort: 'asc', nulls: 'first' } }, { receivedAt: 'asc' }],
      select: { id: true },
      take: limit,
    });
    return rows.map((row) => row.id);
  }

  // Applies the event's change and marks it processed in one transaction: exactly once. An event
  // for an account not known yet (the customer is linked, or the business registered, a moment
  // later) stays unprocessed and is tried again by the inbox check until the account appears.
  async apply(eventId: string, change: TStripeChange | undefined, now: Date): Promise<TApplyOutcome> {
    return this.prisma.$transaction(async (tx) => {
      const [locked] = await tx.$queryRaw<{ processed_at: Date | null }[]>`SELECT processed_at FROM stripe_events WHERE id = ${eventId} FOR UPDATE`;
      if (!locked || locked.processed_at) return 'already-processed';
      const target = change
        ? await tx.subscription.findFirst({ where: change.businessId ? { businessId: change.businessId } : { stripeCustomerId: change.customerId ?? '-' } })
        : undefined;
      if (change && !target) {
        await tx.stripeEvent.update({ where: { id: eventId }, data: { attemptedAt: now } });
        return 'unknown-account';
      }
      await tx.stripeEvent.update({ where: { id: eventId }, data: { processedAt: now, attemptedAt: now } });
      if (!change || !target) return 'applied';
      if (change.invoice) {
        await tx.invoice.createMany({ data: [{ id: randomUUID(), businessId: target.businessId, ...change.invoice }], skipDuplicates: true });
      }
      // Older than the state already applied (or of the same second and ordered before it).
      if (!isNotOlder(change, target.stripeStateAt, target.stripeStateKey)) return 'stale';
      const fields = { ...change.subscription };
      if (change.invoice && !INVOICE_STATUSES.includes(target.status)) delete fields.status;
      const data = Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
      // Compare-and-set on the state this decision was made from: a racing replica's change
      // makes this transaction fail and the job is retried against the new state.
      const { count } = await tx.subscription.updateMany({
        where: { businessId: target.businessId, stripeStateAt: target.stripeStateAt, stripeStateKey: target.stripeStateKey },
        data: { ...data, stripeStateAt: change.at, stripeStateKey: change.key },
      });
      if (count === 0) throw new Error('The subscription changed while a Stripe event was applied; retrying');
      await announceChange(tx, target.businessId, now);
      return 'applied';
    });
  }
}
