import { Injectable, Logger } from '@nestjs/common';
import { BillingRequests } from '@app/contracts';
import { RpcClient, RpcError, ServiceException } from '@app/service-kit';
import { env } from '../config/env';
import type { Business } from '../generated/prisma/client';
import { BusinessesRepository, type TPlan } from './businesses.repository';

const PLAN_UNKNOWN = 'We could not check your plan just now. Please try again in a moment.';
// Billing starts the trial from the same registration event; right after sign-up it may not have yet.
const NOT_FOUND_RETRIES = 3;
const RETRY_DELAY_MS = 400;

// The plan of a business: the newest billing.subscription.changed kept in the read model, else
// asked of billing once and kept (limits are never hard-coded here).
@Injectable()
export class PlanService {
  private readonly logger = new Logger(PlanService.name);

  constructor(
    private readonly repository: BusinessesRepository,
    private readonly rpc: RpcClient,
  ) {}

  async planOf(business: Business): Promise<TPlan> {
    const plan = planOfRow(business) ?? (await this.askAndKeep(business)).plan;
    if (!plan) throw new ServiceException('UNAVAILABLE', PLAN_UNKNOWN);
    return plan;
  }

  // For one sweep of the schedules (rank checks, grid scans, the Monday plan): the plan of each
  // account whose checks run, or undefined when it is read-only or cannot be known now (the sweep
  // skips that business and the next sweep asks again). Once billing has not answered, the rest of
  // the sweep does not ask it again: an outage costs the sweep one wait, not one per business
  // whose plan is not kept. Billing's silence is logged by askBilling; a failure keeping its answer
  // is logged here.
  sweepPlans(): (business: Business) => Promise<TPlan | undefined> {
    let billingSilent = false;
    return async (business) => {
      try {
        let plan = planOfRow(business);
        if (!plan && !billingSilent) {
          const answer = await this.askAndKeep(business);
          billingSilent = answer.silent;
          plan = answer.plan;
        }
        return plan?.readOnly ? undefined : plan;
      } catch (error) {
        this.logger.warn({ err: error, businessId: business.id }, 'Plan unknown: skipped by this sweep');
        return undefined;
      }
    };
  }

  // For a business whose plan is not kept yet: billing's answer, kept for the next read.
  private async askAndKeep(business: Business): Promise<{ plan?: TPlan; silent: boolean }> {
    const answer = await this.askBilling(business.userId, business.id);
    if (answer.plan) await this.repository.savePlan(business.id, business.userId, answer.plan);
    return answer;
  }

  // Billing's plan for the account; silent when no answer came (not when billing answered that it
  // does not know the account yet, after the retries).
  private async askBilling(userId: string, businessId: string): Promise<{ plan?: TPlan; silent: boolean }> {
    for (let attempt = 0; ; attempt += 1) {
      try {
        const reply = await this.rpc.call(BillingRequests.subscriptionGet, { userId, businessId }, { timeoutMs: env.BILLING_RPC_TIMEOUT_MS });
        const plan: TPlan = {
          planName: reply.planName,
          keywordLimit: reply.limits.keywords,
          competitorLimit: reply.limits.competitors,
          // docs/product.md §9: weekly on the entry plan, daily on the higher ones.
          rankCheckFrequency: reply.planName === 'Single Shop' ? 'weekly' : 'daily',
          readOnly: reply.readOnly,
          changedAt: new Date(0),
        };
        return { plan, silent: false };
      } catch (error) {
        const notFound = error instanceof RpcError && error.error.code === 'NOT_FOUND';
        if (notFound && attempt < NOT_FOUND_RETRIES) {
          await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS));
          continue;
        }
        this.logger.warn({ err: error, businessId }, 'Plan unknown: billing did not answer');
        return { silent: !notFound };
      }
    }
  }
}

const planOfRow = (business: Business): TPlan | undefined =>
  business.planName !== null && business.keywordLimit !== null && business.competitorLimit !== null && business.subscriptionChangedAt !== null
    ? {
        planName: business.planName,
        keywordLimit: business.keywordLimit,
        competitorLimit: business.competitorLimit,
        rankCheckFrequency: business.rankCheckFrequency === 'weekly' ? 'weekly' : 'daily',
        readOnly: business.readOnly,
        changedAt: business.subscriptionChangedAt,
      }
    : undefined;
