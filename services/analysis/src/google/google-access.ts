import { Injectable, Logger } from '@nestjs/common';
import { OAuth2Client } from 'google-auth-library';
import type { TGoogleSource } from '@app/contracts';
import { countExternalCall } from '@app/service-kit';
import { env } from '../config/env';
import { googleConfigured, googleSource, googleUrls, transporterOptions, type TGoogleUrls } from './google-config';
import { GoogleConnectionRepository, type TStoredSync, type TSyncKind } from './google-connection.repository';
import { classifyGoogleError, REVOKED_MESSAGE, type TGoogleFailure } from './google-errors';
import { GoogleTokenVault } from './token-vault';

// What a module needs to call Google for one business: an OAuth2Client holding its refresh token
// (it fetches and refreshes access tokens by itself), the account and location it syncs, and the
// APIs' roots. `auth.request({ url })` for the v4 reviews, notifications and performance calls;
// `auth` as the `auth` option of the @googleapis clients.
export type TGoogleClient = {
  businessId: string;
  auth: OAuth2Client;
  // accounts/{id}
  accountName: string;
  // locations/{id}
  locationName: string;
  source: TGoogleSource;
  urls: TGoogleUrls;
};

type TCachedClient = { sealed: string; auth: OAuth2Client };

const REVOKE_TIMEOUT_MS = 5_000;

// The one holder of the owners' Google tokens (docs/architecture.md "Outside services"): it opens
// a sealed refresh token only to put it in a client, stores a refresh token Google rotates, marks
// a connection revoked when Google says access is gone, and revokes a token at Google on the way
// out. Tokens never reach a log, an event or a reply.
@Injectable()
export class GoogleAccess {
  private readonly logger = new Logger(GoogleAccess.name);
  // One client per business while its token is unchanged, so its access token is reused until it
  // expires instead of refreshed on every call.
  private readonly clients = new Map<string, TCachedClient>();

  constructor(
    private readonly connections: GoogleConnectionRepository,
    private readonly vault: GoogleTokenVault,
  ) {}

  get configured(): boolean {
    return googleConfigured();
  }

  get source(): TGoogleSource {
    return googleSource();
  }

  // A client for OAuth itself (code exchange, ID tokens), holding no one's token.
  oauthClient(redirectUri?: string): OAuth2Client {
    return new OAuth2Client({
      clientId: env.GOOGLE_CLIENT_ID ?? '',
      clientSecret: env.GOOGLE_CLIENT_SECRET ?? '',
      ...(redirectUri ? { redirectUri } : {}),
      endpoints: {
        oauth2AuthBaseUrl: env.GOOGLE_AUTH_URL,
        oauth2TokenUrl: env.GOOGLE_TOKEN_URL,
        oauth2RevokeUrl: env.GOOGLE_REVOKE_URL,
        oauth2FederatedSignonPemCertsUrl: env.GOOGLE_CERTS_URL,
        oauth2FederatedSignonJwkCertsUrl: env.GOOGLE_JWKS_URL,
      },
      transporterOptions,
    });
  }

  // The business's client, or null when it is not connected to a location (never connected,
  // choosing its location, disconnected, revoked) or Google is not configured.
  async forBusiness(businessId: string): Promise<TGoogleClient | null> {
    if (!this.configured) return null;
    const connection = await this.connections.find(businessId);
    if (connection?.status !== 'connected' || !connection.refreshToken || !connection.accountName || !connection.locationName) {
      // No longer connected to a location: a client cached from before goes with it.
      this.clients.delete(businessId);
      return null;
    }
    const auth = this.clientFor(businessId, connection.refreshToken);
    if (!auth) {
      await this.markRevoked(businessId);
      return null;
    }
    return { businessId, auth, accountName: connection.accountName, locationName: connection.locationName, source: this.source, urls: googleUrls() };
  }

  // The client of a connection that holds a token, with or without a location (listing the
  // locations to choose from); null otherwise.
  async forAccount(businessId: string): Promise<OAuth2Client | null> {
    if (!this.configured) return null;
    const connection = await this.connections.find(businessId);
    if (!connection?.refreshToken || (connection.status !== 'connected' && connection.status !== 'choosing_location')) return null;
    const auth = this.clientFor(businessId, connection.refreshToken);
    if (!auth) await this.markRevoked(businessId);
    return auth ?? null;
  }

  // Every business with a connected location, for periodic syncs.
  connectedBusinesses(): Promise<string[]> {
    return this.connections.connectedBusinessIds();
  }

  // The connected businesses syncing `locations/{id}` (what a notification names).
  businessesForLocation(locationName: string): Promise<string[]> {
    return this.connections.connectedToLocation(locationName);
  }

  // Google withdrew access: syncs stop and the owner sees `message` with a reconnect button.
  async markRevoked(businessId: string, message: string = REVOKED_MESSAGE): Promise<void> {
    this.clients.delete(businessId);
    if (await this.connections.markRevoked(businessId, message)) this.logger.warn({ businessId }, 'Google access revoked; the connection needs the owner to reconnect');
  }

  // What a failed call means; a revoked access marks the connection (so the caller only decides
  // whether to retry, with `retriable`).
  async failure(businessId: string, error: unknown): Promise<TGoogleFailure> {
    const failure = classifyGoogleError(error);
    countExternalCall('google', 'error');
    if (failure.revoked) await this.markRevoked(businessId, failure.reason);
    return failure;
  }

  saveSync(businessId: string, kind: TSyncKind, sync: TStoredSync): Promise<void> {
    return this.connections.saveSync(businessId, kind, sync);
  }

  // Seals a refresh token for storage.
  seal(refreshToken: string): string {
    return this.vault.seal(refreshToken);
  }

  // Revokes a sealed refresh token at Google, best effort: a failure is logged (without the
  // token) and the caller erases the token all the same.
  async revokeSealed(businessId: string, sealed: string | null): Promise<boolean> {
    this.clients.delete(businessId);
    if (!sealed || !this.configured) return false;
    try {
      const token = this.vault.open(sealed);
      await Promise.race([
        this.oauthClient().revokeToken(token),
        new Promise((_resolve, reject) => setTimeout(() => reject(new Error('revocation timed out')), REVOKE_TIMEOUT_MS).unref()),
      ]);
      return true;
    } catch (error) {
      const failure = classifyGoogleError(error);
      this.logger.warn({ businessId, status: failure.status }, 'Could not revoke the Google token; it is erased all the same');
      return false;
    }
  }

  // Account deletion (auth.user.deleted): revoke at Google before the row goes with the business.
  async revokeBeforeErasure(businessId: string): Promise<void> {
    const connection = await this.connections.find(businessId);
    if (!connection?.refreshToken) return;
    await this.revokeSealed(businessId, connection.refreshToken);
    await this.connections.remove(businessId);
  }

  private openToken(businessId: string, sealed: string): string | undefined {
    try {
      return this.vault.open(sealed);
    } catch {
      // Sealed under another key (GOOGLE_TOKEN_ENCRYPTION_KEY changed): unusable, reconnect needed.
      this.logger.error({ businessId }, 'A Google token could not be opened with GOOGLE_TOKEN_ENCRYPTION_KEY');
      return undefined;
    }
  }

  private clientFor(businessId: string, sealed: string): OAuth2Client | undefined {
    const cached = this.clients.get(businessId);
    if (cached?.sealed === sealed) return cached.auth;
    const refreshToken = this.openToken(businessId, sealed);
    if (refreshToken === undefined) return undefined;
    const auth = this.oauthClient();
    auth.setCredentials({ refresh_token: refreshToken });
    // Google may rotate the refresh token on a refresh: keep the new one.
    auth.on('tokens', (tokens) => {
      if (!tokens.refresh_token || tokens.refresh_token === refreshToken) return;
      const resealed = this.vault.seal(tokens.refresh_token);
      this.clients.set(businessId, { sealed: resealed, auth });
      this.connections.saveRefreshToken(businessId, resealed).catch((error: unknown) => this.logger.warn({ err: error, businessId }, 'Could not store the rotated Google token'));
    });
    this.clients.set(businessId, { sealed, auth });
    return auth;
  }
}
