import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENT_TOPICS, ZUserDeletedEvent } from '@app/contracts';
import { consumeEvent } from '@app/service-kit';
import { PrismaClient } from '../generated/prisma/client';

// Auth reads its own auth.user.deleted: once the event is on Kafka (every service erases from
// there), its outbox row — the last row naming the user, business and address — goes too.
@Controller()
export class ErasureConsumer {
  private readonly logger = new Logger(ErasureConsumer.name);

  constructor(private readonly prisma: PrismaClient) {}

  @EventPattern(EVENT_TOPICS.userDeleted)
  onUserDeleted(@Payload() raw: unknown): Promise<void> {
    return consumeEvent(
      raw,
      ZUserDeletedEvent,
      async (event) => {
        await this.prisma.outboxEvent.deleteMany({
          where: { OR: [{ id: event.id }, { key: event.payload.userId, publishedAt: { not: null } }] },
        });
      },
      { logger: this.logger, topic: EVENT_TOPICS.userDeleted },
    );
  }
}
