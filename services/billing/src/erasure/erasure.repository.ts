import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client';
import { businessHash, customerHash } from '../stripe/erased-customers';

export type TStripeIds = { customerId: string | null; subscriptionId: string | null };

// Everything billing holds about one business: the subscription, its invoices, the Stripe webhook
// events that name it or its Stripe customer, and the billing events it wrote. Read and erased in
// the deletion event's inbox transaction, so a redelivered event finds nothing left to do.
@Injectable()
export class ErasureRepository {
  async stripeIds(tx: Prisma.TransactionClient, businessId: string): Promise<TStripeIds | null> {
    const row = await tx.subscription.findUnique({
      where: { businessId },
      select: { stripeCustomerId: true, stripeSubscriptionId: true },
    });
    return row ? { customerId: row.stripeCustomerId, subscriptionId: row.stripeSubscriptionId } : null;
  }

  async erase(tx: Prisma.TransactionClient, businessId: string, userId: string, stripe: TStripeIds | null): Promise<{ invoices: number; subscriptions: number }> {
    const needles = [businessId, userId, stripe?.customerId, stripe?.subscriptionId].filter((value): value is string => Boolean(value)).map((value) => `%${value}%`);
    const invoices = await tx.invoice.deleteMany({ where: { businessId } });
    const subscriptions = await tx.subscription.deleteMany({ where: { OR: [{ businessId }, { userId }] } });
    await tx.$executeRaw`DELETE FROM stripe_events WHERE payload::text LIKE ANY (${needles})`;
    // Undelivered ones too: a late plan change must not bring the business back elsewhere.
    await tx.$executeRaw`DELETE FROM outbox_events WHERE key = ${businessId} OR payload::text LIKE ANY (${needles})`;
    await tx.erasedBusiness.createMany({ data: [{ businessHash: businessHash(businessId) }], skipDuplicates: true });
    if (stripe?.customerId) await tx.erasedStripeCustomer.createMany({ data: [{ customerHash: customerHash(stripe.customerId) }], skipDuplicates: true });
    return { invoices: invoices.count, subscriptions: subscriptions.count };
  }
}
