import { Injectable } from '@nestjs/common';
import { PrismaClient, type DevMailboxMessage } from '../generated/prisma/client';

// A mail as sent: both parts (libs/mail renders them from one template).
export type TMail = { to: string; subject: string; text: string; html: string; headers?: Record<string, string> };

// Mail kept instead of sent (development and tests); keyed by recipient. The page shows the
// text part, so only that is kept.
@Injectable()
export class DevMailboxRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async store({ to, subject, text }: TMail): Promise<void> {
    await this.prisma.devMailboxMessage.create({ data: { to, subject, text } });
  }

  latest(to: string | undefined, limit: number): Promise<DevMailboxMessage[]> {
    return this.prisma.devMailboxMessage.findMany({
      where: to === undefined ? {} : { to },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }
}
