import { Injectable } from '@nestjs/common';
import type { TChatIntent, TChatRating } from '@app/contracts';
import { PrismaClient } from '../generated/prisma/client';
import { TicketsRepository, type TNewTicket } from '../tickets/tickets.repository';
import type { TEscalationReason } from './answers/local-answerer';

// Who may use a conversation: the widget's id, and the signed-in user (null for a visitor).
export type TConversationOwner = { clientId: string; userId: string | null };

export type TStoredTurn = { role: 'user' | 'bot' | 'system'; content: string; intent: string | null; confidence: number | null };

export type TNewMessage = {
  role: 'user' | 'bot' | 'system';
  content: string;
  page: string;
  intent?: TChatIntent;
  confidence?: number;
  escalated?: boolean;
  source?: 'local' | 'openai';
};

const isUniqueViolation = (error: unknown): boolean => (error as { code?: unknown }).code === 'P2002';

@Injectable()
export class ConversationsRepository {
  constructor(
    private readonly prisma: PrismaClient,
    private readonly tickets: TicketsRepository,
  ) {}

  // The conversation's row id, created on first use. A visitor's conversation becomes the
  // user's when they write in it signed in; another user's conversation gives null.
  async open(owner: TConversationOwner, page: string, retried = false): Promise<string | null> {
    const existing = await this.prisma.chatConversation.findUnique({ where: { clientId: owner.clientId }, select: { id: true, userId: true } });
    if (existing) {
      if (existing.userId !== null && existing.userId !== owner.userId) return null;
      await this.prisma.chatConversation.update({
        where: { id: existing.id },
        data: { lastPage: page, ...(existing.userId === null && owner.userId ? { userId: owner.userId } : {}) },
      });
      return existing.id;
    }
    try {
      const created = await this.prisma.chatConversation.create({ data: { clientId: owner.clientId, userId: owner.userId, lastPage: page }, select: { id: true } });
      return created.id;
    } catch (error) {
      // Two first messages at once: the other one created it.
      if (isUniqueViolation(error) && !retried) return this.open(owner, page, true);
      throw error;
    }
  }

  // The last `limit` turns, oldest first.
  async history(conversationId: string, limit: number): Promise<TStoredTurn[]> {
    const rows = await this.prisma.chatMessage.findMany({
      where: { conversationId },
      orderBy: { createdAt: 'desc' },
      take: limit,
      select: { role: true, content: true, intent: true, confidence: true },
    });
    return rows.reverse().map((row) => ({ ...row, role: row.role as TStoredTurn['role'] }));
  }

  async addMessage(conversationId: string, message: TNewMessage): Promise<string> {
    const row = await this.prisma.chatMessage.create({ data: { conversationId, ...message }, select: { id: true } });
    return row.id;
  }

  // A bot reply of the owner's conversation, or null.
  async findBotMessage(owner: TConversationOwner, messageId: string): Promise<{ id: string } | null> {
    return this.prisma.chatMessage.findFirst({
      where: {
        id: messageId,
        role: 'bot',
        conversation: { clientId: owner.clientId, ...(owner.userId ? { OR: [{ userId: null }, { userId: owner.userId }] } : { userId: null }) },
      },
      select: { id: true },
    });
  }

  // One rating per reply; rating again replaces it.
  async rate(messageId: string, rating: TChatRating): Promise<void> {
    await this.prisma.chatFeedback.upsert({ where: { messageId }, create: { messageId, rating }, update: { rating } });
  }

  // Hands the conversation to support once: the ticket, its outbox event and the link commit
  // together; a second escalation of the same conversation answers the first ticket.
  async escalate(
    owner: TConversationOwner,
    conversationId: string,
    reason: TEscalationReason,
    ticket: (transcript: TStoredTurn[]) => TNewTicket,
  ): Promise<{ ticketId: string; alreadyEscalated: boolean }> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$queryRaw`SELECT id FROM chat_conversations WHERE id = ${conversationId}::uuid FOR UPDATE`;
      const existing = await tx.chatEscalation.findUnique({ where: { conversationId }, select: { ticketId: true } });
      if (existing) return { ticketId: existing.ticketId, alreadyEscalated: true };
      const transcript = await tx.chatMessage.findMany({
        where: { conversationId },
        orderBy: { createdAt: 'desc' },
        take: 20,
        select: { role: true, content: true, intent: true, confidence: true },
      });
      const turns = transcript.reverse().map((row) => ({ ...row, role: row.role as TStoredTurn['role'] }));
      const ticketId = await this.tickets.createWithin(tx, owner.userId, ticket(turns));
      await tx.chatEscalation.create({ data: { conversationId, ticketId, reason } });
      return { ticketId, alreadyEscalated: false };
    });
  }
}
