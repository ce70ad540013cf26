import { Controller } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENT_TOPICS } from '@app/contracts';
import { BusinessEventsService } from './business-events.service';

// Events that keep the business read model current: profile from auth, plan from billing.
@Controller()
export class BusinessEventsConsumer {
  constructor(private readonly events: BusinessEventsService) {}

  @EventPattern(EVENT_TOPICS.userRegistered)
  registered(@Payload() raw: unknown): Promise<void> {
    return this.events.registered(raw);
  }

  @EventPattern(EVENT_TOPICS.businessUpdated)
  businessUpdated(@Payload() raw: unknown): Promise<void> {
    return this.events.businessUpdated(raw);
  }

  @EventPattern(EVENT_TOPICS.userDeleted)
  userDeleted(@Payload() raw: unknown): Promise<void> {
    return this.events.userDeleted(raw);
  }

  @EventPattern(EVENT_TOPICS.subscriptionChanged)
  subscriptionChanged(@Payload() raw: unknown): Promise<void> {
    return this.events.subscriptionChanged(raw);
  }
}
