import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENT_TOPICS, parseEvent, ZUserRegisteredEvent } from '@app/contracts';
import { SubscriptionsService } from './subscriptions.service';

// auth.user.registered → the new business's trial (docs/architecture.md: billing starts the trial).
@Controller()
export class RegistrationsConsumer {
  private readonly logger = new Logger(RegistrationsConsumer.name);

  constructor(private readonly subscriptions: SubscriptionsService) {}

  @EventPattern(EVENT_TOPICS.userRegistered)
  async onUserRegistered(@Payload() raw: unknown): Promise<void> {
    const parsed = (() => {
      try {
        return parseEvent(raw, ZUserRegisteredEvent);
      } catch (error) {
        this.logger.warn({ err: error }, 'Dropped a malformed auth.user.registered event');
        return undefined;
      }
    })();
    if (!parsed) return;
    const { userId, businessId } = parsed.payload;
    await this.subscriptions.startTrial({ userId, businessId }, new Date(parsed.occurredAt), { id: parsed.id, topic: EVENT_TOPICS.userRegistered });
  }
}
