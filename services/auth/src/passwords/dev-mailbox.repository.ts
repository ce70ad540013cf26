import { Injectable } from '@nestjs/common';
import { PrismaClient, type DevMailboxMessage } from '../generated/prisma/client';

export type TMail = { to: string; subject: string; text: string };

// Mail kept instead of sent (development and tests); keyed by recipient.
@Injectable()
export class DevMailboxRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async store(mail: TMail): Promise<void> {
    await this.prisma.devMailboxMessage.create({ data: mail });
  }

  latest(to: string | undefined, limit: number): Promise<DevMailboxMessage[]> {
    return this.prisma.devMailboxMessage.findMany({
      where: to === undefined ? {} : { to },
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      take: limit,
    });
  }
}
