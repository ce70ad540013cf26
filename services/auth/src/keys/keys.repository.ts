import { Injectable } from '@nestjs/common';
import type { TSigningKey } from '@app/service-kit';
import { PrismaClient } from '../generated/prisma/client';

// Any constant shared by every replica: they serialise on it while looking for a signing key.
const SIGNING_KEY_LOCK_ID = 41_730_221;

@Injectable()
export class KeysRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // The newest key, or the one `create` makes when there is none. Replicas that boot at once wait
  // for each other on a transaction-scoped advisory lock, so exactly one key is created.
  async findOrCreateCurrent(create: () => TSigningKey): Promise<TSigningKey> {
    return this.prisma.$transaction(async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(${SIGNING_KEY_LOCK_ID})`;
      const existing = await tx.signingKey.findFirst({
        orderBy: [{ createdAt: 'desc' }, { kid: 'desc' }],
      });
      if (existing)
        return {
          kid: existing.kid,
          privateKeyPem: existing.privateKeyPem,
          publicKeyPem: existing.publicKeyPem,
        };
      const key = create();
      await tx.signingKey.create({ data: key });
      return key;
    });
  }

  // Every key that may have signed a live token (the newest signs; older ones still verify).
  listPublicKeys(): Promise<{ kid: string; publicKeyPem: string }[]> {
    return this.prisma.signingKey.findMany({
      select: { kid: true, publicKeyPem: true },
      orderBy: [{ createdAt: 'desc' }, { kid: 'desc' }],
    });
  }
}
