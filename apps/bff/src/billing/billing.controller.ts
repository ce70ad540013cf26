import { Body, Controller, Get, HttpCode, Post, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AnalysisRequests, BillingRequests, type TBillingHistory, type TBillingUsage, type TPlanCatalogue, type TSubscription } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard, CurrentActor, type TActor } from '../auth/auth.guard';
import { UpdatePlanDto } from './billing.dto';

export const billingActor = (actor: TActor) => ({ userId: actor.userId, businessId: actor.businessId });

// docs/product.md §7 /billing/*: the signed-in business's subscription; the catalogue is public.
@ApiTags('billing')
@Controller('billing')
export class BillingController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('plans')
  @ApiOperation({ summary: 'The plan catalogue: prices, limits, features, trial length' })
  plans(): Promise<TPlanCatalogue> {
    return this.rpc.call(BillingRequests.plansList, {});
  }

  @Get('subscription')
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'Plan, status, trial days left, period end, limits, read-only state' })
  subscription(@CurrentActor() actor: TActor): Promise<TSubscription> {
    return this.rpc.call(BillingRequests.subscriptionGet, billingActor(actor));
  }

  // One account is one business: one location used. Keywords and competitors are counted by the
  // analysis service; if it does not answer, the page still shows the limits.
  @Get('usage')
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'Locations, tracked keywords and competitors used against the plan limits' })
  async usage(@CurrentActor() actor: TActor): Promise<TBillingUsage> {
    const [subscription, overview] = await Promise.all([
      this.rpc.call(BillingRequests.subscriptionGet, billingActor(actor)),
      this.rpc.call(AnalysisRequests.overview, billingActor(actor)).catch(() => undefined),
    ]);
    return {
      locations: { used: 1, limit: subscription.limits.locations },
      keywords: { used: overview?.keywords.total ?? null, limit: subscription.limits.keywords },
      competitors: { used: overview?.competitors.total ?? null, limit: subscription.limits.competitors },
    };
  }

  @Get('history')
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'The most recent invoices (docs/product.md §9: 3), newest first' })
  history(@CurrentActor() actor: TActor): Promise<TBillingHistory> {
    return this.rpc.call(BillingRequests.historyList, billingActor(actor));
  }

  @Post('update-plan')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'Change the plan of a trial (it continues on the new plan). With Stripe an ended trial or subscription answers 409: pay through /api/stripe/checkout; in local mode (no Stripe) it reactivates for a month' })
  updatePlan(@CurrentActor() actor: TActor, @Body() body: UpdatePlanDto): Promise<TSubscription> {
    return this.rpc.call(BillingRequests.planUpdate, { ...billingActor(actor), planName: body.planName });
  }

  @Post('cancel')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'Cancel at the end of the period; access continues until then' })
  cancel(@CurrentActor() actor: TActor): Promise<TSubscription> {
    return this.rpc.call(BillingRequests.cancel, billingActor(actor));
  }
}
