import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENT_TOPICS, ZUserDeletedEvent } from '@app/contracts';
import { consumeEvent } from '@app/service-kit';
import { ErasureRepository } from './erasure.repository';

// auth.user.deleted → chat erases the person's tickets, conversations and newsletter sign-up. A
// database blip is retried 5 times from 200 ms; past that the event comes again (consumeEvent).
@Controller()
export class ErasureConsumer {
  private readonly logger = new Logger(ErasureConsumer.name);

  constructor(private readonly repository: ErasureRepository) {}

  @EventPattern(EVENT_TOPICS.userDeleted)
  onUserDeleted(@Payload() raw: unknown): Promise<void> {
    return consumeEvent(
      raw,
      ZUserDeletedEvent,
      async (event) => {
        const erased = await this.repository.erase({ id: event.id, topic: EVENT_TOPICS.userDeleted }, event.payload.userId, event.payload.email);
        if (erased) this.logger.log({ userId: event.payload.userId, ...erased }, 'Chat data of a deleted account erased');
      },
      { logger: this.logger, topic: EVENT_TOPICS.userDeleted, attempts: 5 },
    );
  }
}
