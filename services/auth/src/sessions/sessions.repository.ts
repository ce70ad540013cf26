import { Injectable } from '@nestjs/common';
import { PrismaClient, type Business, type Session, type User } from '../generated/prisma/client';
import { sessionRow, type TNewSession } from './new-session';

export type TSessionWithUser = Session & { user: User & { business: Business | null } };

// Live = not revoked and not expired.
const live = (now: Date) => ({ revokedAt: null, expiresAt: { gt: now } });

@Injectable()
export class SessionsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  async create(userId: string, session: TNewSession): Promise<void> {
    await this.prisma.session.create({ data: { ...sessionRow(session), userId } });
  }

  findByRefreshHash(refreshTokenHash: string): Promise<TSessionWithUser | null> {
    return this.prisma.session.findUnique({
      where: { refreshTokenHash },
      include: { user: { include: { business: true } } },
    });
  }

  findByPreviousRefreshHash(
    previousRefreshTokenHash: string,
  ): Promise<Pick<Session, 'id' | 'userId'> | null> {
    return this.prisma.session.findUnique({
      where: { previousRefreshTokenHash },
      select: { id: true, userId: true },
    });
  }

  // Swaps the refresh token only if it is still the current one of a live session (two refreshes
  // racing with one token: one wins). The old hash is kept to recognise it if it comes back.
  async rotate(
    sessionId: string,
    currentHash: string,
    nextHash: string,
    now: Date,
    seenFrom: { ip: string; location: string } | undefined,
  ): Promise<boolean> {
    const { count } = await this.prisma.session.updateMany({
      where: { id: sessionId, refreshTokenHash: currentHash, ...live(now) },
      data: {
        refreshTokenHash: nextHash,
        previousRefreshTokenHash: currentHash,
        lastActiveAt: now,
        ...seenFrom,
      },
    });
    return count === 1;
  }

  findLive(
    userId: string,
    sessionId: string,
    now: Date,
  ): Promise<Pick<Session, 'id' | 'lastActiveAt'> | null> {
    return this.prisma.session.findFirst({
      where: { id: sessionId, userId, ...live(now) },
      select: { id: true, lastActiveAt: true },
    });
  }

  async touch(userId: string, sessionId: string, now: Date): Promise<void> {
    await this.prisma.session.updateMany({
      where: { id: sessionId, userId, ...live(now) },
      data: { lastActiveAt: now },
    });
  }

  listLive(userId: string, now: Date): Promise<Session[]> {
    return this.prisma.session.findMany({
      where: { userId, ...live(now) },
      orderBy: [{ createdAt: 'desc' }, { id: 'asc' }],
    });
  }

  // Revokes one session by id; answers whether it was live until now.
  async revoke(sessionId: string, now: Date): Promise<boolean> {
    const { count } = await this.prisma.session.updateMany({
      where: { id: sessionId, revokedAt: null },
      data: { revokedAt: now },
    });
    return count === 1;
  }

  // Revokes every live session of the user but `keepSessionId`; answers the ids it revoked.
  async revokeAll(userId: string, now: Date, keepSessionId?: string): Promise<string[]> {
    const revoked = await this.prisma.session.updateManyAndReturn({
      where: { userId, ...live(now), ...(keepSessionId ? { id: { not: keepSessionId } } : {}) },
      data: { revokedAt: now },
      select: { id: true },
    });
    return revoked.map((session) => session.id);
  }
}
