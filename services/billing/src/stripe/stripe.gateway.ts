import { Inject, Injectable } from '@nestjs/common';
import Stripe from 'stripe';
import { SERVICE_ENV, ServiceException } from '@app/service-kit';
import { isStripeConfigured, type TBillingEnv } from '../config/env';

// docs/product.md §8: the page shows these when online payment is not set up.
export const CHECKOUT_NOT_CONFIGURED = 'Billing is not configured. Please contact support.';
export const PORTAL_NOT_CONFIGURED = 'The billing portal is not configured, contact support.';

// The only place that talks to Stripe (the official SDK). Without STRIPE_SECRET_KEY every call
// answers NOT_CONFIGURED, so plans and trials keep working from the database.
@Injectable()
export class StripeGateway {
  private readonly client: Stripe | undefined;

  constructor(@Inject(SERVICE_ENV) private readonly env: TBillingEnv) {
    this.client = isStripeConfigured(env) && env.STRIPE_SECRET_KEY ? new Stripe(env.STRIPE_SECRET_KEY, { ...apiLocation(env.STRIPE_API_URL), maxNetworkRetries: 2, timeout: 10_000 }) : undefined;
  }

  get configured(): boolean {
    return this.client !== undefined;
  }

  stripe(notConfiguredMessage: string): Stripe {
    if (!this.client) throw new ServiceException('NOT_CONFIGURED', notConfiguredMessage);
    return this.client;
  }

  // Verifies the signature over the raw body with the SDK; a bad one is the caller's error (400).
  verifyWebhook(rawBody: string, signature: string): Stripe.Event {
    const secret = this.env.STRIPE_WEBHOOK_SECRET;
    if (!this.client || !secret) throw new ServiceException('NOT_CONFIGURED', 'Stripe webhooks are not configured.');
    try {
      return this.client.webhooks.constructEvent(rawBody, signature, secret);
    } catch {
      throw new ServiceException('VALIDATION', 'Invalid Stripe signature');
    }
  }
}

const apiLocation = (apiUrl: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> => {
  if (!apiUrl) return {};
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
};
