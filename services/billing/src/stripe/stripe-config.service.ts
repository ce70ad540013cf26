import { Inject, Injectable } from '@nestjs/common';
import type { TStripeConfig } from '@app/contracts';
import { SERVICE_ENV } from '@app/service-kit';
import type { TBillingEnv } from '../config/env';
import { PlansService } from '../plans/plans.service';
import { StripeGateway } from './stripe.gateway';

@Injectable()
export class StripeConfigService {
  constructor(
    private readonly plans: PlansService,
    private readonly gateway: StripeGateway,
    @Inject(SERVICE_ENV) private readonly env: TBillingEnv,
  ) {}

  // docs/product.md §7 GET /api/stripe/config: the plans on sale and whether online payment is set up.
  async config(): Promise<TStripeConfig> {
    const { plans } = await this.plans.catalogue();
    return { configured: this.gateway.configured, publishableKey: this.env.STRIPE_PUBLISHABLE_KEY ?? null, plans };
  }
}
