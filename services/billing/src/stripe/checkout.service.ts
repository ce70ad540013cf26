import { Injectable, Logger } from '@nestjs/common';
import type Stripe from 'stripe';
import type { TBillingActor, TCheckoutRequest, TPortalRequest, TRedirect } from '@app/contracts';
import { countExternalCall, ServiceException } from '@app/service-kit';
import { PlansService } from '../plans/plans.service';
import { SubscriptionsService } from '../subscriptions/subscriptions.service';
import { stripeErrorDetail } from './stripe-error-detail';
import { CHECKOUT_NOT_CONFIGURED, PORTAL_NOT_CONFIGURED, StripeGateway } from './stripe.gateway';

// Checkout and the billing portal (issue 5): the browser is sent to Stripe's hosted pages.
@Injectable()
export class CheckoutService {
  private readonly logger = new Logger(CheckoutService.name);

  constructor(
    private readonly gateway: StripeGateway,
    private readonly plans: PlansService,
    private readonly subscriptions: SubscriptionsService,
  ) {}

  async checkout(input: TCheckoutRequest): Promise<TRedirect> {
    const stripe = this.gateway.stripe(CHECKOUT_NOT_CONFIGURED);
    const plan = await this.plans.plan(input.planName);
    const customer = await this.customerOf(stripe, input);
    const metadata = { businessId: input.businessId, planName: plan.name };
    const session = await stripeCall(this.logger, 'checkout.sessions.create', () =>
      stripe.checkout.sessions.create({
        mode: 'subscription',
        customer,
        client_reference_id: input.businessId,
        line_items: [{ quantity: 1, price_data: { currency: 'usd', unit_amount: plan.priceMonthlyCents, recurring: { interval: 'month' }, product_data: { name: `Nearbly ${plan.name}` } } }],
        metadata,
        subscription_data: { metadata },
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
      }),
    );
    if (!session.url) throw new ServiceException('UNAVAILABLE', 'Checkout session created but no redirect URL received');
    this.logger.log({ businessId: input.businessId, planName: plan.name, sessionId: session.id }, 'Checkout session created');
    return { url: session.url };
  }

  async portal(input: TPortalRequest): Promise<TRedirect> {
    const stripe = this.gateway.stripe(PORTAL_NOT_CONFIGURED);
    const customer = await this.customerOf(stripe, input);
    const session = await stripeCall(
      this.logger,
      'billingPortal.sessions.create',
      () => stripe.billingPortal.sessions.create({ customer, return_url: input.returnUrl }),
      // docs/product.md §8: Stripe refuses a portal session until the portal is set up in its dashboard.
      (message) => (/customer portal|billing\/portal/i.test(message) ? new ServiceException('NOT_CONFIGURED', PORTAL_NOT_CONFIGURED) : undefined),
    );
    return { url: session.url };
  }

  // One Stripe customer per business: stored once, and created with an idempotency key so two
  // racing first checkouts get the same customer from Stripe.
  private async customerOf(stripe: Stripe, actor: TBillingActor): Promise<string> {
    const subscription = await this.subscriptions.current(actor);
    if (subscription.stripeCustomerId) return subscription.stripeCustomerId;
    const customer = await stripeCall(this.logger, 'customers.create', () =>
      stripe.customers.create({ metadata: { businessId: actor.businessId, userId: actor.userId } }, { idempotencyKey: `nearbly-customer-${actor.businessId}` }),
    );
    await this.subscriptions.linkCustomer(actor.businessId, customer.id);
    return (await this.subscriptions.current(actor)).stripeCustomerId ?? customer.id;
  }
}

// What the page shows when Stripe fails ('Failed to start checkout process: ...'): never Stripe's
// own text, which can name internal ids, parameters or account settings.
export const PAYMENT_PROVIDER_FAILED = 'The payment provider could not complete the request. Please try again in a few minutes.';

// A Stripe failure is a 503 with a generic message, not a 500; the detail goes to the log (the
// SDK's error fields, with anything shaped like a key masked). Each call's outcome is counted on
// /metrics (provider stripe).
const stripeCall = async <T>(logger: Logger, what: string, call: () => Promise<T>, publicMessage: (stripeMessage: string) => ServiceException | undefined = () => undefined): Promise<T> => {
  try {
    const result = await call();
    countExternalCall('stripe', 'ok');
    return result;
  } catch (error) {
    const message = error instanceof Error ? error.message : 'Stripe did not answer';
    countExternalCall('stripe', /timed? ?out/i.test(message) ? 'timeout' : 'error');
    logger.warn({ stripeError: stripeErrorDetail(error), call: what }, 'Stripe call failed');
    throw publicMessage(message) ?? new ServiceException('UNAVAILABLE', PAYMENT_PROVIDER_FAILED);
  }
};
