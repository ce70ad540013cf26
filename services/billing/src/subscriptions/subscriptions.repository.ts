import { Injectable } from '@nestjs/common';
import type { TBillingActor } from '@app/contracts';
import { PrismaClient, type Prisma } from '../generated/prisma/client';
import { announceChange } from './announce';
import type { TSubscriptionRow } from './subscription-view';
import { businessHash } from '../stripe/erased-customers';

// Every change of a subscription commits together with its billing.subscription.changed event.
@Injectable()
export class SubscriptionsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  find(businessId: string): Promise<TSubscriptionRow | null> {
    return this.prisma.subscription.findUnique({ where: { businessId }, include: { plan: true } });
  }

  // Creates the trial unless the business already has a subscription, in `tx` when given (the
  // registration event's inbox transaction), else in a transaction of its own.
  async createTrialIfAbsent(
    input: { actor: TBillingActor; planName: string; trialEndsAt: Date; now: Date },
    tx?: Prisma.TransactionClient,
  ): Promise<TSubscriptionRow | undefined> {
    if (!tx) return this.prisma.$transaction((own) => this.createTrialIfAbsent(input, own));
    // An account erased before its registration event arrived gets no trial.
    if (await tx.erasedBusiness.count({ where: { businessHash: businessHash(input.actor.businessId) } })) return undefined;
    const created = await tx.subscription.createMany({
      data: [
        {
          businessId: input.actor.businessId,
          userId: input.actor.userId,
          planName: input.planName,
          status: 'trialing',
          trialEndsAt: input.trialEndsAt,
          currentPeriodEnd: input.trialEndsAt,
        },
      ],
      skipDuplicates: true,
    });
    if (created.count === 0) return undefined;
    return announceChange(tx, input.actor.businessId, input.now);
  }

  // Applies `data` when the subscription still matches `guard` (a compare-and-set, so two racing
  // changes cannot both win); undefined when it no longer matched.
  async update(
    businessId: string,
    guard: Prisma.SubscriptionWhereInput,
    data: Prisma.SubscriptionUncheckedUpdateManyInput,
    now: Date,
  ): Promise<TSubscriptionRow | undefined> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.subscription.updateMany({ where: { ...guard, businessId }, data });
      if (count === 0) return undefined;
      return announceChange(tx, businessId, now);
    });
  }

  // Businesses whose trial, cancelled period or period not billed by Stripe is over but still
  // have access (the sweep's work list; it spans every business by design, each then changed
  // through `update`).
  async findDue(now: Date, limit: number): Promise<string[]> {
    const rows = await this.prisma.subscription.findMany({
      where: {
        OR: [
          { status: 'trialing', trialEndsAt: { lte: now } },
          { status: { in: ['active', 'past_due'] }, cancelAtPeriodEnd: true, currentPeriodEnd: { lte: now } },
          { status: { in: ['active', 'past_due'] }, stripeSubscriptionId: null, currentPeriodEnd: { lte: now } },
        ],
      },
      select: { businessId: true },
      take: limit,
    });
    return rows.map((row) => row.businessId);
  }

  // Links the business to its Stripe customer once (a second, racing customer id is not stored).
  async linkCustomer(businessId: string, stripeCustomerId: string): Promise<void> {
    await this.prisma.subscription.updateMany({ where: { businessId, stripeCustomerId: null }, data: { stripeCustomerId } });
  }
}
