import { Injectable } from '@nestjs/common';
import { PrismaClient, type User } from '../generated/prisma/client';

export type TTwoFactorState = Pick<
  User,
  'email' | 'passwordHash' | 'totpSecret' | 'totpPendingSecret' | 'twoFactorEnabled'
>;

// Every method is scoped by the owning user's id.
@Injectable()
export class TwoFactorRepository {
  constructor(private readonly prisma: PrismaClient) {}

  findState(userId: string): Promise<TTwoFactorState | null> {
    return this.prisma.user.findUnique({
      where: { id: userId },
      select: {
        email: true,
        passwordHash: true,
        totpSecret: true,
        totpPendingSecret: true,
        twoFactorEnabled: true,
      },
    });
  }

  async setPendingSecret(userId: string, secret: string): Promise<void> {
    await this.prisma.user.update({ where: { id: userId }, data: { totpPendingSecret: secret } });
  }

  // Promotes the pending secret (only if it is still the one the code was checked against) and
  // replaces the recovery codes, in one transaction. False when setup was restarted meanwhile.
  // The code's step counts as used, so the code that turned 2FA on cannot also sign in.
  async enable(
    userId: string,
    pendingSecret: string,
    usedStep: number,
    recoveryCodeHashes: string[],
  ): Promise<boolean> {
    return this.prisma.$transaction(async (tx) => {
      const { count } = await tx.user.updateMany({
        where: { id: userId, totpPendingSecret: pendingSecret },
        data: {
          totpSecret: pendingSecret,
          totpPendingSecret: null,
          twoFactorEnabled: true,
          totpLastStep: usedStep,
        },
      });
      if (count !== 1) return false;
      await tx.recoveryCode.deleteMany({ where: { userId } });
      await tx.recoveryCode.createMany({
        data: recoveryCodeHashes.map((codeHash) => ({ userId, codeHash })),
      });
      return true;
    });
  }

  async disable(userId: string): Promise<void> {
    await this.prisma.$transaction([
      this.prisma.user.update({
        where: { id: userId },
        data: {
          totpSecret: null,
          totpPendingSecret: null,
          twoFactorEnabled: false,
          totpLastStep: null,
        },
      }),
      this.prisma.recoveryCode.deleteMany({ where: { userId } }),
    ]);
  }

  // Records `step` as the last authenticator step used, only if it is later than the one stored:
  // false for a code already used (or an older one). One UPDATE, so of two requests with the same
  // code only one succeeds (PostgreSQL re-checks the condition on the row it waited for).
  async claimTotpStep(userId: string, step: number): Promise<boolean> {
    const { count } = await this.prisma.user.updateMany({
      where: {
        id: userId,
        OR: [{ totpLastStep: null }, { totpLastStep: { lt: step } }],
      },
      data: { totpLastStep: step },
    });
    return count === 1;
  }

  // Marks an unused recovery code of this user as used; false when there is none (so a code
  // works once, even when two requests race with it).
  async useRecoveryCode(userId: string, codeHash: string, now: Date): Promise<boolean> {
    const code = await this.prisma.recoveryCode.findFirst({
      where: { userId, codeHash, usedAt: null },
      select: { id: true },
    });
    if (!code) return false;
    const { count } = await this.prisma.recoveryCode.updateMany({
      where: { id: code.id, userId, usedAt: null },
      data: { usedAt: now },
    });
    return count === 1;
  }
}
