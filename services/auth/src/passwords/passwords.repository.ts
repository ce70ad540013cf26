import { Injectable } from '@nestjs/common';
import { PrismaClient, type User } from '../generated/prisma/client';

export type TResetTarget = { resetId: string; userId: string; email: string };

// Scoped by the owning user's id, or by the lookup key (email, reset token hash).
@Injectable()
export class PasswordsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  findCredentials(userId: string): Promise<Pick<User, 'passwordHash'> | null> {
    return this.prisma.user.findUnique({ where: { id: userId }, select: { passwordHash: true } });
  }

  async setPasswordHash(userId: string, passwordHash: string): Promise<void> {
    await this.prisma.user.update({ where: { id: userId }, data: { passwordHash } });
  }

  findByEmail(email: string): Promise<Pick<User, 'id' | 'email' | 'firstName'> | null> {
    return this.prisma.user.findUnique({
      where: { email },
      select: { id: true, email: true, firstName: true },
    });
  }

  async createReset(userId: string, tokenHash: string, expiresAt: Date): Promise<void> {
    await this.prisma.passwordReset.create({ data: { userId, tokenHash, expiresAt } });
  }

  // The unused, unexpired reset behind a token hash.
  async findUsableReset(tokenHash: string, now: Date): Promise<TResetTarget | null> {
    const reset = await this.prisma.passwordReset.findUnique({
      where: { tokenHash },
      include: { user: { select: { email: true } } },
    });
    if (!reset || reset.usedAt || reset.expiresAt <= now) return null;
    return { resetId: reset.id, userId: reset.userId, email: reset.user.email };
  }

  // Uses the reset (only if still usable: a link works once, even when two requests race),
  // sets the password and voids the user's other outstanding links, in one transaction.
  async resetPassword(target: TResetTarget, passwordHash: string, now: Date): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.passwordReset.updateMany({
        where: { id: target.resetId, userId: target.userId, usedAt: null, expiresAt: { gt: now } },
        data: { usedAt: now },
      });
      if (count !== 1) return false;
      // The link reached the account's mailbox: that proves the address, as a verification link does.
      await tx.user.updateMany({
        where: { id: target.userId, email: target.email },
        data: { emailVerifiedAt: now },
      });
      await tx.user.update({ where: { id: target.userId }, data: { passwordHash } });
      await tx.passwordReset.updateMany({
        where: { userId: target.userId, usedAt: null },
        data: { usedAt: now },
      });
      return true;
    });
  }
}
