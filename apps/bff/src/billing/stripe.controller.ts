import { BadRequestException, Body, Controller, Get, Headers, HttpCode, Post, Req, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiExcludeEndpoint, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { BillingRequests, type TRedirect, type TStripeConfig, type TStripeWebhookReceived } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { AuthGuard, CurrentActor, scopeOf, type TActor } from '../auth/auth.guard';
import { publicUrl } from '../config/public-url';
import { UpdatePlanDto } from './billing.dto';

export const STRIPE_WEBHOOK_PATH = '/api/stripe/webhook';

// docs/product.md §7 /api/stripe/*: online payment through Stripe, owned by the billing service.
@ApiTags('stripe')
@Controller('stripe')
export class StripeController {
  constructor(private readonly rpc: RpcClient) {}

  @Get('config')
  @ApiOperation({ summary: 'Whether online payment is configured, and the plans it sells' })
  config(): Promise<TStripeConfig> {
    return this.rpc.call(BillingRequests.stripeConfig, {});
  }

  @Post('checkout')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'A Stripe Checkout Session for a plan: { url } to redirect to' })
  checkout(@CurrentActor() actor: TActor, @Body() body: UpdatePlanDto): Promise<TRedirect> {
    const billingPage = `${publicUrl()}/billing`;
    return this.rpc.call(BillingRequests.checkoutCreate, {
      ...scopeOf(actor),
      planName: body.planName,
      successUrl: `${billingPage}?checkout=success`,
      cancelUrl: `${billingPage}?checkout=cancelled`,
    });
  }

  @Post('portal')
  @HttpCode(200)
  @ApiBearerAuth()
  @UseGuards(AuthGuard)
  @ApiOperation({ summary: 'A Stripe billing portal session: { url } opened in a new tab' })
  portal(@CurrentActor() actor: TActor): Promise<TRedirect> {
    return this.rpc.call(BillingRequests.portalCreate, { ...scopeOf(actor), returnUrl: `${publicUrl()}/billing` });
  }

  // Stripe's callback: the body arrives unparsed (setup-app) so the signature can be checked over
  // the exact bytes; billing verifies, stores and answers before doing the work.
  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  webhook(@Req() request: Request, @Headers('stripe-signature') signature: string | undefined): Promise<TStripeWebhookReceived> {
    const body: unknown = request.body;
    if (!Buffer.isBuffer(body) || body.length === 0) throw new BadRequestException('Webhook body is missing');
    if (!signature) throw new BadRequestException('Invalid Stripe signature');
    return this.rpc.call(BillingRequests.stripeWebhook, { payload: body.toString('utf8'), signature });
  }
}
