import { Injectable } from '@nestjs/common';
import { createEvent, EVENT_TOPICS, type TNewsletterSource } from '@app/contracts';
import { PrismaClient } from '../generated/prisma/client';

@Injectable()
export class NewsletterRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // A sign-up is keyed by its email (newsletter sign-ups belong to no user). Returns false when
  // the address was already there; the insert and its outbox event commit together.
  async createIfAbsent(email: string, businessType: string, source: TNewsletterSource): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const inserted = await tx.newsletterSubscription.createManyAndReturn({
        data: [{ email, businessType, source }],
        skipDuplicates: true,
        select: { id: true },
      });
      const row = inserted[0];
      if (!row) return false;
      const event = createEvent({ type: EVENT_TOPICS.newsletterSubscribed, payload: { subscriptionId: row.id, businessType, source } });
      await tx.outboxEvent.create({
        data: { id: event.id, topic: EVENT_TOPICS.newsletterSubscribed, key: row.id, payload: event },
      });
      return true;
    });
  }
}
