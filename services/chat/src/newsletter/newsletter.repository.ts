import { Injectable } from '@nestjs/common';
import { NewsletterSubscribed, type TNewsletterSource } from '@app/contracts';
import { outboxRow } from '@app/service-kit';
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
      await tx.outboxEvent.createMany({
        data: [outboxRow(NewsletterSubscribed, { subscriptionId: row.id, businessType, source }, { key: row.id })],
      });
      return true;
    });
  }
}
