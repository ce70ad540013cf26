import { Controller } from '@nestjs/common';
import { BusinessUpdated, SubscriptionChanged, UserDeleted, UserRegistered, type TEventOf } from '@app/contracts';
import { OnEvent, type TInboxContext } from '@app/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { BusinessEventsService } from './business-events.service';

type TInbox = TInboxContext<Prisma.TransactionClient>;

// Events that keep the business read model current: profile from auth, plan from billing. The kit
// applies each event once (its id recorded in processed_events in the effect's transaction) and
// sends one it cannot apply to analysis.dead-letter (docs/contributing.md, Adding a message).
@Controller()
export class BusinessEventsConsumer {
  constructor(private readonly events: BusinessEventsService) {}

  @OnEvent(UserRegistered)
  registered(event: TEventOf<typeof UserRegistered>, inbox: TInbox): Promise<void> {
    return this.events.registered(event.payload, inbox.tx);
  }

  @OnEvent(BusinessUpdated)
  businessUpdated(event: TEventOf<typeof BusinessUpdated>, inbox: TInbox): Promise<void> {
    return this.events.businessUpdated(event.payload, inbox.tx);
  }

  @OnEvent(UserDeleted)
  userDeleted(event: TEventOf<typeof UserDeleted>, inbox: TInbox): Promise<void> {
    return this.events.userDeleted(event.payload, inbox.tx);
  }

  @OnEvent(SubscriptionChanged)
  subscriptionChanged(event: TEventOf<typeof SubscriptionChanged>, inbox: TInbox): Promise<void> {
    return this.events.subscriptionChanged(event.payload, inbox.tx);
  }
}
