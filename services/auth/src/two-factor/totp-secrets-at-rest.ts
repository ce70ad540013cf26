import { Injectable, Logger, type OnApplicationBootstrap } from '@nestjs/common';
import { SecretBox } from '../common/secret-box';
import { PrismaClient } from '../generated/prisma/client';

// Two-factor secrets written before they were encrypted are encrypted at boot (until then they
// are read as they are). Each row is updated only if it still holds the plaintext it was read
// with, so a replica booting at the same time, or a user changing 2FA meanwhile, loses nothing.
@Injectable()
export class TotpSecretsAtRest implements OnApplicationBootstrap {
  private readonly logger = new Logger(TotpSecretsAtRest.name);

  constructor(
    private readonly prisma: PrismaClient,
    private readonly box: SecretBox,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const rows = await this.prisma.user.findMany({
      where: {
        OR: [
          { totpSecret: { not: null }, NOT: { totpSecret: { startsWith: 'v1:' } } },
          { totpPendingSecret: { not: null }, NOT: { totpPendingSecret: { startsWith: 'v1:' } } },
        ],
      },
      select: { id: true, totpSecret: true, totpPendingSecret: true },
    });
    for (const row of rows) {
      for (const field of ['totpSecret', 'totpPendingSecret'] as const) {
        const plain = row[field];
        if (plain === null || SecretBox.isSealed(plain)) continue;
        await this.prisma.user.updateMany({
          where: { id: row.id, [field]: plain },
          data: { [field]: this.box.seal(plain) },
        });
      }
    }
    if (rows.length > 0)
      this.logger.log({ accounts: rows.length }, 'Encrypted two-factor secrets stored in plaintext');
  }
}
