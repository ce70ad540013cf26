import { Injectable } from '@nestjs/common';
import Redis from 'ioredis';
import { ACCESS_TOKEN_TTL_SECONDS, revokedSessionKey } from '@app/contracts';

// The BFF checks these keys on every request, so a revoked session's access tokens stop working
// at once rather than when they expire. The key outlives the longest access token a little.
const REVOCATION_TTL_SECONDS = ACCESS_TOKEN_TTL_SECONDS + 60;

@Injectable()
export class RevocationStore {
  constructor(private readonly redis: Redis) {}

  async markRevoked(sessionIds: readonly string[]): Promise<void> {
    if (sessionIds.length === 0) return;
    const pipeline = this.redis.pipeline();
    for (const sessionId of sessionIds)
      pipeline.set(revokedSessionKey(sessionId), '1', 'EX', REVOCATION_TTL_SECONDS);
    const results = (await pipeline.exec()) ?? [];
    const failed = results.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
  }
}
