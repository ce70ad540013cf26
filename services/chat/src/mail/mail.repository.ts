import { Injectable } from '@nestjs/common';
import { PrismaClient } from '../generated/prisma/client';

// What a mail job needs, read when it is sent: a job holds ids only, and a sign-up or ticket
// erased in between (auth.user.deleted) is simply not found.
@Injectable()
export class MailRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // Null too once unsubscribed: nothing is sent to an address that asked for nothing more.
  subscription(id: string): Promise<{ id: string; email: string } | null> {
    return this.prisma.newsletterSubscription.findFirst({
      where: { id, unsubscribedAt: null },
      select: { id: true, email: true },
    });
  }

  ticket(id: string) {
    return this.prisma.supportTicket.findUnique({
      where: { id },
      select: {
        id: true,
        name: true,
        email: true,
        business: true,
        type: true,
        source: true,
        subject: true,
        message: true,
      },
    });
  }
}
