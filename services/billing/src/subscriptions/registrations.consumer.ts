import { Controller } from '@nestjs/common';
import { UserRegistered, type TEventOf } from '@app/contracts';
import { OnEvent, type TInboxContext } from '@app/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { SubscriptionsService } from './subscriptions.service';

// auth.user.registered → the new business's trial (docs/architecture.md: billing starts the trial),
// in the transaction that records the event as processed.
@Controller()
export class RegistrationsConsumer {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @OnEvent(UserRegistered)
  async onUserRegistered(event: TEventOf<typeof UserRegistered>, inbox: TInboxContext<Prisma.TransactionClient>): Promise<void> {
    const { userId, businessId } = event.payload;
    await this.subscriptions.startTrial({ userId, businessId }, new Date(event.occurredAt), inbox.tx);
  }
}
