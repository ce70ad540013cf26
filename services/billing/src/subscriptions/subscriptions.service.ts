import { Inject, Injectable, Logger } from '@nestjs/common';
import type { TBillingActor, TPlanName, TSubscription } from '@app/contracts';
import { SERVICE_ENV, ServiceException } from '@app/service-kit';
import { isStripeConfigured, type TBillingEnv } from '../config/env';
import type { Prisma } from '../generated/prisma/client';
import { TRIAL_DAYS, TRIAL_PLAN } from '../plans/catalogue';
import { addMonth } from './period';
import { dueStatus, isReadOnly, toSubscription, type TSubscriptionRow } from './subscription-view';
import { SubscriptionsRepository } from './subscriptions.repository';

const DAY_MS = 86_400_000;

// A paid Stripe subscription is changed where it is billed (the portal), or the database and
// Stripe would disagree; its webhooks then bring the change here.
const refuseIfBilledByStripe = (row: TSubscriptionRow, what: string): void => {
  if (row.stripeSubscriptionId && !isReadOnly(row.status)) {
    throw new ServiceException('CONFLICT', `Your plan is billed through Stripe: open the billing portal to ${what}.`);
  }
};

// docs/product.md §8: with Stripe set up, only a trial changes plan here; anything else is paid for first.
export const CHECKOUT_REQUIRED = 'Your trial or subscription has ended: subscribe to a plan through checkout to continue.';

@Injectable()
export class SubscriptionsService {
  private readonly logger = new Logger(SubscriptionsService.name);

  private readonly stripeConfigured: boolean;

  constructor(
    private readonly repository: SubscriptionsRepository,
    @Inject(SERVICE_ENV) env: TBillingEnv,
  ) {
    this.stripeConfigured = isStripeConfigured(env);
  }

  // docs/product.md §9: a new account gets a 14-day trial on Growing Local, no card. Idempotent: a second
  // registration event (or a read that came first) changes nothing. `tx`: the
  // registration event's inbox transaction.
  async startTrial(actor: TBillingActor, startedAt: Date, tx?: Prisma.TransactionClient): Promise<void> {
    const created = await this.repository.createTrialIfAbsent(
      { actor, planName: TRIAL_PLAN, trialEndsAt: new Date(startedAt.getTime() + TRIAL_DAYS * DAY_MS), now: new Date() },
      tx,
    );
    if (created) this.logger.log({ businessId: actor.businessId }, 'Trial started');
  }

  async get(actor: TBillingActor): Promise<TSubscription> {
    return toSubscription(await this.current(actor), new Date());
  }

  // docs/product.md §4 plan update: on a trial the trial goes on with the new plan; picking a plan also
  // withdraws a pending cancellation. With Stripe configured that is all: a plan is paid for
  // through Checkout (an ended trial, a cancelled subscription) or changed in the portal. Without
  // Stripe (local mode) an ended subscription reactivates from the database for a month, and the
  // sweep ends it at that period's end.
  async updatePlan(actor: TBillingActor, planName: TPlanName): Promise<TSubscription> {
    const row = await this.current(actor);
    const now = new Date();
    if (row.planName === planName && !row.cancelAtPeriodEnd && !isReadOnly(row.status)) return toSubscription(row, now);
    refuseIfBilledByStripe(row, 'change your plan');
    if (this.stripeConfigured && row.status !== 'trialing') throw new ServiceException('CONFLICT', CHECKOUT_REQUIRED);
    const reactivate = isReadOnly(row.status) ? { status: 'active', currentPeriodEnd: addMonth(now) } : {};
    const updated = await this.repository.update(actor.businessId, { updatedAt: row.updatedAt }, { planName, cancelAtPeriodEnd: false, ...reactivate }, now);
    if (!updated) throw new ServiceException('CONFLICT', 'Your subscription changed at the same time. Please try again.');
    this.logger.log({ businessId: actor.businessId, planName, from: row.planName }, 'Plan changed');
    return toSubscription(updated, now);
  }

  // docs/product.md §9: cancel anytime; access continues to the end of the period (the sweep ends it then).
  async cancel(actor: TBillingActor): Promise<TSubscription> {
    const row = await this.current(actor);
    const now = new Date();
    if (isReadOnly(row.status)) throw new ServiceException('CONFLICT', 'Your subscription has already ended.');
    refuseIfBilledByStripe(row, 'cancel');
    if (row.cancelAtPeriodEnd) return toSubscription(row, now);
    const updated = await this.repository.update(actor.businessId, { updatedAt: row.updatedAt }, { cancelAtPeriodEnd: true }, now);
    if (!updated) throw new ServiceException('CONFLICT', 'Your subscription changed at the same time. Please try again.');
    this.logger.log({ businessId: actor.businessId }, 'Subscription set to cancel at period end');
    return toSubscription(updated, now);
  }

  // Moves a subscription whose period is over to its read-only status; returns whether it changed.
  async settle(businessId: string): Promise<boolean> {
    const row = await this.repository.find(businessId);
    return row ? (await this.settleRow(row)) !== row : false;
  }

  async linkCustomer(businessId: string, stripeCustomerId: string): Promise<void> {
    await this.repository.linkCustomer(businessId, stripeCustomerId);
  }

  async dueBusinesses(limit: number): Promise<string[]> {
    return this.repository.findDue(new Date(), limit);
  }

  // The subscription as of now: created on first sight (the registration event may still be on
  // its way) and settled when its period has ended.
  async current(actor: TBillingActor): Promise<TSubscriptionRow> {
    let row = await this.repository.find(actor.businessId);
    if (!row) {
      await this.startTrial(actor, new Date());
      row = await this.repository.find(actor.businessId);
      if (!row) throw new ServiceException('INTERNAL', 'The subscription could not be created.');
    }
    return this.settleRow(row);
  }

  private async settleRow(row: TSubscriptionRow): Promise<TSubscriptionRow> {
    const now = new Date();
    const status = dueStatus(row, now);
    if (!status) return row;
    const updated = await this.repository.update(row.businessId, { updatedAt: row.updatedAt }, { status, cancelAtPeriodEnd: false }, now);
    if (updated) this.logger.log({ businessId: row.businessId, status }, 'Subscription period ended');
    return updated ?? (await this.repository.find(row.businessId)) ?? row;
  }
}
