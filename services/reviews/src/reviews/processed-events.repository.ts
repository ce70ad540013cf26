import { Injectable } from '@nestjs/common';
import { PrismaClient } from '../generated/prisma/client';

// Ids of events already handled: a redelivered event is skipped. Effects are idempotent too, so
// a crash between the effect and `markProcessed` only repeats a harmless step.
@Injectable()
export class ProcessedEventsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async seen(eventId: string): Promise<boolean> {
    return (await this.prisma.processedEvent.count({ where: { id: eventId } })) > 0;
  }

  async markProcessed(eventId: string, topic: string): Promise<void> {
    await this.prisma.processedEvent.createMany({ data: [{ id: eventId, topic }], skipDuplicates: true });
  }
}
