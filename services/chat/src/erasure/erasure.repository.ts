import { Injectable } from '@nestjs/common';
import type { Prisma } from '../generated/prisma/client';

export type TErased = { tickets: number; conversations: number; newsletter: number };

// What chat holds about a person: support tickets (by account, address, or the address in them), chat conversations
// (the account's, those escalated into its tickets, and visitor ones that carry the address),
// newsletter sign-ups of the address, and the chat events that name any of them. Erased in the
// deletion event's inbox transaction, so a redelivered event finds it done.
@Injectable()
export class ErasureRepository {
  async erase(tx: Prisma.TransactionClient, userId: string, email: string | undefined): Promise<TErased> {
    const address = email?.trim().toLowerCase();
    const tickets = await tx.supportTicket.findMany({
      where: {
        OR: [
          { userId },
          // An escalated visitor chat copies its transcript, address included, into the ticket.
          ...(address ? [{ email: { equals: address, mode: 'insensitive' as const } }, { message: { contains: address, mode: 'insensitive' as const } }] : []),
        ],
      },
      select: { id: true },
    });
    const ticketIds = tickets.map((ticket) => ticket.id);
    const conversations = await tx.chatConversation.findMany({
      where: {
        OR: [
          { userId },
          { escalation: { ticketId: { in: ticketIds } } },
          ...(address ? [{ messages: { some: { content: { contains: address, mode: 'insensitive' as const } } } }] : []),
        ],
      },
      select: { id: true },
    });
    const conversationIds = conversations.map((conversation) => conversation.id);
    // Messages, feedback and escalations go with their conversation (cascade).
    await tx.chatEscalation.deleteMany({ where: { OR: [{ ticketId: { in: ticketIds } }, { conversationId: { in: conversationIds } }] } });
    const removedConversations = await tx.chatConversation.deleteMany({ where: { id: { in: conversationIds } } });
    const removedTickets = await tx.supportTicket.deleteMany({ where: { id: { in: ticketIds } } });
    const newsletter = address
      ? await tx.newsletterSubscription.deleteMany({ where: { email: { equals: address, mode: 'insensitive' } } })
      : { count: 0 };
    const needles = [userId, address, ...ticketIds].filter((value): value is string => Boolean(value)).map((value) => `%${value}%`);
    await tx.$executeRaw`DELETE FROM outbox_events WHERE lower(payload::text) LIKE ANY (${needles})`;
    return { tickets: removedTickets.count, conversations: removedConversations.count, newsletter: newsletter.count };
  }
}
