import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import { REQUEST_TOPICS, ZBillingActor, ZUpdatePlanRequest, type TBillingActor, type TSubscription, type TUpdatePlanRequest } from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { SubscriptionsService } from './subscriptions.service';

@Controller()
export class SubscriptionsConsumer {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @MessagePattern(REQUEST_TOPICS.billing.subscriptionGet)
  get(@Payload(new ZodPayloadPipe(ZBillingActor)) actor: TBillingActor): Promise<TSubscription> {
    return this.subscriptions.get(actor);
  }

  @MessagePattern(REQUEST_TOPICS.billing.planUpdate)
  updatePlan(@Payload(new ZodPayloadPipe(ZUpdatePlanRequest)) input: TUpdatePlanRequest): Promise<TSubscription> {
    return this.subscriptions.updatePlan({ userId: input.userId, businessId: input.businessId }, input.planName);
  }

  @MessagePattern(REQUEST_TOPICS.billing.cancel)
  cancel(@Payload(new ZodPayloadPipe(ZBillingActor)) actor: TBillingActor): Promise<TSubscription> {
    return this.subscriptions.cancel(actor);
  }
}
