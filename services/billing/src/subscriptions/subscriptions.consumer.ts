import { Controller } from '@nestjs/common';
import { BillingRequests, type TRequestOf, type TSubscription } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { SubscriptionsService } from './subscriptions.service';

@Controller()
export class SubscriptionsConsumer {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Handles(BillingRequests.subscriptionGet)
  get(actor: TRequestOf<typeof BillingRequests.subscriptionGet>): Promise<TSubscription> {
    return this.subscriptions.get(actor);
  }

  @Handles(BillingRequests.planUpdate)
  updatePlan(input: TRequestOf<typeof BillingRequests.planUpdate>): Promise<TSubscription> {
    return this.subscriptions.updatePlan({ userId: input.userId, businessId: input.businessId }, input.planName);
  }

  @Handles(BillingRequests.cancel)
  cancel(actor: TRequestOf<typeof BillingRequests.cancel>): Promise<TSubscription> {
    return this.subscriptions.cancel(actor);
  }
}
