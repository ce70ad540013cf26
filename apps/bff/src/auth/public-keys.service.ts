import type { KeyObject } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { AuthRequests } from '@app/contracts';
import { publicKeyObject, RpcClient, verifyAccessToken, type TVerifyResult } from '@app/service-kit';

const REFRESH_AT_MOST_EVERY_MS = 10_000;
// A browser sends the same access token with every request until it expires: once its signature
// and claims are verified, what they said is kept until its expiry (bounded; revocation is still
// checked in Redis on every request by the guard).
const VERIFIED_MAX = 20_000;

// The auth service's public keys, fetched over Kafka and kept in memory: a token is verified
// locally, with no network hop. An unknown key id (rotation) triggers one bounded re-fetch.
@Injectable()
export class PublicKeysService {
  private readonly logger = new Logger(PublicKeysService.name);
  private keys = new Map<string, KeyObject>();
  private lastFetch = 0;
  private inFlight: Promise<void> | undefined;
  private readonly verified = new Map<string, Extract<TVerifyResult, { ok: true }>>();

  constructor(private readonly rpc: RpcClient) {}

  async verify(token: string): Promise<TVerifyResult> {
    const known = this.verified.get(token);
    if (known && known.claims.exp * 1000 > Date.now()) return known;
    const result = await this.verifyNow(token);
    if (result.ok) {
      if (this.verified.size >= VERIFIED_MAX) this.verified.clear();
      this.verified.set(token, result);
    }
    return result;
  }

  private async verifyNow(token: string): Promise<TVerifyResult> {
    if (this.keys.size === 0) await this.refresh();
    const result = await verifyAccessToken(token, this.keys);
    if (result.ok || result.reason !== 'unknown_key' || Date.now() - this.lastFetch < REFRESH_AT_MOST_EVERY_MS) return result;
    await this.refresh();
    return verifyAccessToken(token, this.keys);
  }

  private refresh(): Promise<void> {
    this.inFlight ??= this.fetchKeys().finally(() => {
      this.inFlight = undefined;
    });
    return this.inFlight;
  }

  private async fetchKeys(): Promise<void> {
    this.lastFetch = Date.now();
    try {
      const reply = await this.rpc.call(AuthRequests.publicKeys, {});
      this.keys = new Map(reply.keys.map((key) => [key.kid, publicKeyObject(key.publicKeyPem)]));
    } catch (error) {
      this.logger.warn({ err: error }, 'Could not fetch the auth public keys');
    }
  }
}
