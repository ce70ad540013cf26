import { Injectable, Logger } from '@nestjs/common';
import Stripe from 'stripe';
import type { TUserDeletedEvent } from '@app/contracts';
import type { Prisma } from '../generated/prisma/client';
import { StripeGateway } from '../stripe/stripe.gateway';
import { ErasureRepository, type TStripeIds } from './erasure.repository';

// Stripe answers 404 resource_missing for a customer or subscription that is already gone (a
// redelivered event, or a customer removed in the Stripe dashboard): the goal is reached.
const alreadyGone = (error: unknown): boolean =>
  error instanceof Stripe.errors.StripeError && (error.code === 'resource_missing' || error.statusCode === 404);

// docs/product.md §3 account deletion, billing's part: the card can no longer be charged (the Stripe
// subscription is cancelled at once and the customer deleted), then billing's rows go. All of it
// in the deletion event's inbox transaction: a Stripe failure rolls the erasure back and the event
// is retried (Stripe answers 404 to what is already done), then dead-lettered for an operator.
@Injectable()
export class ErasureService {
  private readonly logger = new Logger(ErasureService.name);

  constructor(
    private readonly repository: ErasureRepository,
    private readonly gateway: StripeGateway,
  ) {}

  async userDeleted({ businessId, userId }: TUserDeletedEvent, tx: Prisma.TransactionClient): Promise<void> {
    const stripe = await this.repository.stripeIds(tx, businessId);
    if (stripe) await this.endStripeBilling(businessId, stripe);
    const erased = await this.repository.erase(tx, businessId, userId, stripe);
    this.logger.log({ businessId, ...erased }, 'Billing data of a deleted account erased');
  }

  private async endStripeBilling(businessId: string, { customerId, subscriptionId }: TStripeIds): Promise<void> {
    if (!customerId && !subscriptionId) return;
    if (!this.gateway.configured) {
      // Stripe ids without Stripe keys: the keys were removed after payments were taken. Nothing
      // can be cancelled from here; say so loudly so an operator cancels in the Stripe dashboard.
      this.logger.error({ businessId, customerId, subscriptionId }, 'Deleted account has a Stripe customer but Stripe is not configured: cancel it in the Stripe dashboard');
      return;
    }
    const client = this.gateway.stripe('Stripe is not configured');
    if (subscriptionId) await this.ignoringGone(() => client.subscriptions.cancel(subscriptionId));
    if (customerId) await this.ignoringGone(() => client.customers.del(customerId));
  }

  private async ignoringGone(call: () => Promise<unknown>): Promise<void> {
    try {
      await call();
    } catch (error) {
      if (!alreadyGone(error)) throw error;
    }
  }
}
