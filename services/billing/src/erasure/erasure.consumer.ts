import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENT_TOPICS, ZUserDeletedEvent } from '@app/contracts';
import { consumeEvent } from '@app/service-kit';
import { ErasureService } from './erasure.service';

// auth.user.deleted → billing erases the business. Transient failures (Stripe or the database)
// are retried 5 times from 500 ms; past that the event comes again (consumeEvent).
@Controller()
export class ErasureConsumer {
  private readonly logger = new Logger(ErasureConsumer.name);

  constructor(private readonly erasure: ErasureService) {}

  @EventPattern(EVENT_TOPICS.userDeleted)
  onUserDeleted(@Payload() raw: unknown): Promise<void> {
    return consumeEvent(raw, ZUserDeletedEvent, (event) => this.erasure.userDeleted(event), {
      logger: this.logger,
      topic: EVENT_TOPICS.userDeleted,
      attempts: 5,
      firstDelayMs: 500,
    });
  }
}
