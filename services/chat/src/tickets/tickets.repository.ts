import { Injectable } from '@nestjs/common';
import { TicketCreated, type TTicketSource, type TTicketType } from '@app/contracts';
import { outboxRow } from '@app/service-kit';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

export type TNewTicket = {
  source: TTicketSource;
  type: TTicketType;
  name: string;
  email: string;
  business: string | null;
  subject: string;
  message: string;
};

@Injectable()
export class TicketsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // The owning user is explicit: null for a visitor, the signed-in user's id otherwise. The row
  // and its outbox event commit together.
  async create(userId: string | null, ticket: TNewTicket): Promise<string> {
    return this.prisma.$transaction((tx) => this.createWithin(tx, userId, ticket));
  }

  // The same, inside a caller's transaction (a chat escalation stores its ticket and its link together).
  async createWithin(tx: Prisma.TransactionClient, userId: string | null, ticket: TNewTicket): Promise<string> {
    const row = await tx.supportTicket.create({ data: { ...ticket, userId }, select: { id: true } });
    const payload = { ticketId: row.id, source: ticket.source, type: ticket.type };
    await tx.outboxEvent.createMany({
      data: [outboxRow(TicketCreated, payload, { key: row.id, actor: userId ? { userId } : {} })],
    });
    return row.id;
  }
}
