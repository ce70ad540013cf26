import { Injectable } from '@nestjs/common';
import { NewsletterSubscribed, type TNewsletterSource } from '@app/contracts';
import { outboxRow } from '@app/service-kit';
import { PrismaClient } from '../generated/prisma/client';

@Injectable()
export class NewsletterRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // A sign-up is keyed by its email (newsletter sign-ups belong to no user). Returns false when
  // the address is already subscribed. A new address, or one that unsubscribed (subscribed again,
  // under the same sign-up, so its old links keep working), is announced with its outbox event in
  // the same transaction.
  async createIfAbsent(email: string, businessType: string, source: TNewsletterSource): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const inserted = await tx.newsletterSubscription.createManyAndReturn({
        data: [{ email, businessType, source }],
        skipDuplicates: true,
        select: { id: true },
      });
      const resubscribed = inserted[0]
        ? []
        : await tx.newsletterSubscription.updateManyAndReturn({
            where: { email, unsubscribedAt: { not: null } },
            data: { unsubscribedAt: null, businessType, source },
            select: { id: true },
          });
      const row = inserted[0] ?? resubscribed[0];
      if (!row) return false;
      await tx.outboxEvent.createMany({
        data: [outboxRow(NewsletterSubscribed, { subscriptionId: row.id, businessType, source }, { key: row.id })],
      });
      return true;
    });
  }

  // Whether the sign-up is unsubscribed; null when there is none (erased with its account).
  async unsubscribed(id: string): Promise<boolean | null> {
    const row = await this.prisma.newsletterSubscription.findUnique({ where: { id }, select: { unsubscribedAt: true } });
    return row ? row.unsubscribedAt !== null : null;
  }

  // Idempotent: an unsubscribed sign-up keeps the moment it first was. False when there is none.
  async unsubscribe(id: string, at: Date): Promise<boolean> {
    await this.prisma.newsletterSubscription.updateMany({ where: { id, unsubscribedAt: null }, data: { unsubscribedAt: at } });
    return (await this.unsubscribed(id)) !== null;
  }
}
