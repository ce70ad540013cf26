import { Injectable, Logger } from '@nestjs/common';
import type { OAuth2Client, Credentials } from 'google-auth-library';
import {
  GOOGLE_BUSINESS_SCOPE,
  ZGoogleSync,
  type TBusinessScope,
  type TGoogleConnection,
  type TGoogleLocationChoice,
  type TGoogleLocations,
} from '@app/contracts';
import { countExternalCall, ServiceException } from '@app/service-kit';
import { BusinessesRepository } from '../businesses/businesses.repository';
import { ScopeService } from '../businesses/scope.service';
import { env } from '../config/env';
import type { GoogleConnection } from '../generated/prisma/client';
import { GoogleListingQueue } from '../listing/google-listing.queue';
import { GoogleAccess } from './google-access';
import { GoogleConnectionRepository, IDLE_SYNC } from './google-connection.repository';
import { PerformanceQueue } from './performance/performance.queue';
import { classifyGoogleError } from './google-errors';
import { locationChoices } from './google-locations';

export const GOOGLE_MESSAGES = {
  notConfigured: 'Google Business Profile is not configured on this server.',
  scopeMissing:
    'Nearbly needs permission to manage your Business Profile. Connect again and leave "See, edit, create and delete your Google business listings" ticked.',
  codeRefused: 'This Google authorization has expired or was already used. Please connect Google again.',
  noRefreshToken: 'Google did not grant lasting access. Please connect Google again.',
  noLocation: 'This Google account manages no Business Profile location. Connect the Google account that manages your business on Google.',
  notConnected: 'Connect Google Business Profile first.',
  unknownLocation: 'This location is not managed by the connected Google account.',
  unavailable: 'Google did not answer. Please try again in a moment.',
} as const;

type TConnectInput = TBusinessScope & { code: string; codeVerifier: string; redirectUri: string };
type TReviewImportCheckpoint = Awaited<ReturnType<GoogleConnectionRepository['reviewImport']>>;

// The owner's Google Business Profile connection (docs/architecture.md "Outside services"): the
// authorization code is exchanged here, the refresh token sealed at once, the location chosen,
// and disconnect revokes and erases the token. The imported data stays until the owner deletes it.
@Injectable()
export class GoogleConnectionService {
  private readonly logger = new Logger(GoogleConnectionService.name);

  constructor(
    private readonly scope: ScopeService,
    private readonly businesses: BusinessesRepository,
    private readonly connections: GoogleConnectionRepository,
    private readonly google: GoogleAccess,
    private readonly listing: GoogleListingQueue,
    private readonly performance: PerformanceQueue,
  ) {}

  async get(scope: TBusinessScope): Promise<TGoogleConnection> {
    const business = await this.scope.business(scope);
    const [connection, reviewImport] = await Promise.all([this.connections.find(business.id), this.connections.reviewImport(business.id)]);
    return this.toConnection(connection, reviewImport);
  }

  // A refusal is also kept as the connection's message, for the page the consent redirect returns to.
  async connect(input: TConnectInput): Promise<TGoogleConnection> {
    const business = await this.scope.business(input);
    if (!this.google.configured) throw new ServiceException('NOT_CONFIGURED', GOOGLE_MESSAGES.notConfigured);
    try {
      return await this.exchangeAndConnect(business.id, input);
    } catch (error) {
      if (error instanceof ServiceException) await this.connections.saveMessage(business.id, error.message);
      throw error;
    }
  }

  private async exchangeAndConnect(businessId: string, input: TConnectInput): Promise<TGoogleConnection> {
    const client = this.google.oauthClient(input.redirectUri);
    const tokens = await this.exchange(client, input);
    const scopes = (tokens.scope ?? '').split(/\s+/).filter(Boolean);
    // The owner may untick the Business Profile scope on Google's consent page.
    if (!scopes.includes(GOOGLE_BUSINESS_SCOPE)) {
      await this.revokeQuietly(client, tokens);
      throw new ServiceException('FORBIDDEN', GOOGLE_MESSAGES.scopeMissing);
    }
    if (!tokens.refresh_token) {
      await this.revokeQuietly(client, tokens);
      throw new ServiceException('VALIDATION', GOOGLE_MESSAGES.noRefreshToken);
    }
    client.setCredentials(tokens);
    const googleEmail = await this.emailOf(client, tokens);
    let choices: TGoogleLocationChoice[];
    try {
      choices = await locationChoices(client);
      countExternalCall('google', 'ok');
    } catch (error) {
      const failure = classifyGoogleError(error);
      countExternalCall('google', 'error');
      this.logger.warn({ businessId, status: failure.status }, 'Could not list the Google locations while connecting');
      await this.revokeQuietly(client, tokens);
      throw new ServiceException(failure.retriable ? 'UNAVAILABLE' : 'VALIDATION', failure.retriable ? GOOGLE_MESSAGES.unavailable : failure.reason);
    }
    if (choices.length === 0) {
      await this.revokeQuietly(client, tokens);
      throw new ServiceException('VALIDATION', GOOGLE_MESSAGES.noLocation);
    }
    const only = choices.length === 1 ? choices[0] : undefined;
    const saved = await this.connections.saveConsent(
      businessId,
      { googleEmail, sealedRefreshToken: this.google.seal(tokens.refresh_token), scopes },
      only ? { accountName: only.account, locationName: only.name, locationTitle: only.title, locationAddress: only.address } : null,
    );
    this.logger.log({ businessId, locations: choices.length }, 'Google Business Profile connected');
    if (only) await this.connected(saved);
    return this.toConnection(saved);
  }

  async locations(scope: TBusinessScope): Promise<TGoogleLocations> {
    const business = await this.scope.business(scope);
    const auth = await this.google.forAccount(business.id);
    if (!auth) throw new ServiceException('CONFLICT', GOOGLE_MESSAGES.notConnected);
    return { locations: await this.choicesOf(business.id, auth) };
  }

  async pick(scope: TBusinessScope, name: string): Promise<TGoogleConnection> {
    const business = await this.scope.business(scope);
    const auth = await this.google.forAccount(business.id);
    if (!auth) throw new ServiceException('CONFLICT', GOOGLE_MESSAGES.notConnected);
    const choice = (await this.choicesOf(business.id, auth)).find((candidate) => candidate.name === name);
    if (!choice) throw new ServiceException('NOT_FOUND', GOOGLE_MESSAGES.unknownLocation);
    const saved = await this.connections.pickLocation(business.id, {
      accountName: choice.account,
      locationName: choice.name,
      locationTitle: choice.title,
      locationAddress: choice.address,
    });
    if (!saved) throw new ServiceException('CONFLICT', GOOGLE_MESSAGES.notConnected);
    await this.connected(saved);
    return this.toConnection(saved);
  }

  // Revokes the token at Google (best effort: it is erased here whatever Google answers) and stops
  // every sync; the listing, reviews and figures already imported stay.
  async disconnect(scope: TBusinessScope): Promise<TGoogleConnection> {
    const business = await this.scope.business(scope);
    const connection = await this.connections.find(business.id);
    if (connection?.refreshToken) await this.google.revokeSealed(business.id, connection.refreshToken);
    await this.connections.erase(business.id);
    this.logger.log({ businessId: business.id }, 'Google Business Profile disconnected');
    return this.toConnection(await this.connections.find(business.id));
  }

  // A location is syncing: onboarding's step is done and the listing and the figures are imported
  // (jobs, so a failure is retried with backoff).
  private async connected(connection: GoogleConnection): Promise<void> {
    await this.businesses.setGmbConnected(connection.businessId);
    await this.listing.importNow(connection.businessId, String(connection.connectedAt?.getTime() ?? Date.now()));
    await this.performance.importNow(connection.businessId, connection.connectedAt);
  }

  private async choicesOf(businessId: string, auth: OAuth2Client): Promise<TGoogleLocationChoice[]> {
    try {
      const choices = await locationChoices(auth);
      countExternalCall('google', 'ok');
      return choices;
    } catch (error) {
      const failure = await this.google.failure(businessId, error);
      if (failure.revoked) throw new ServiceException('CONFLICT', failure.reason);
      throw new ServiceException(failure.retriable ? 'UNAVAILABLE' : 'VALIDATION', failure.retriable ? GOOGLE_MESSAGES.unavailable : failure.reason);
    }
  }

  private async exchange(client: OAuth2Client, input: TConnectInput): Promise<Credentials> {
    try {
      const { tokens } = await client.getToken({ code: input.code, codeVerifier: input.codeVerifier, redirect_uri: input.redirectUri });
      return tokens;
    } catch (error) {
      const failure = classifyGoogleError(error);
      countExternalCall('google', 'error');
      this.logger.warn({ businessId: input.businessId, status: failure.status }, 'Google refused the authorization code');
      if (failure.retriable) throw new ServiceException('UNAVAILABLE', GOOGLE_MESSAGES.unavailable);
      throw new ServiceException('VALIDATION', GOOGLE_MESSAGES.codeRefused);
    }
  }

  // The Google account's email, to show which account is connected: from the ID token (verified
  // against Google's keys) when openid was granted, else from userinfo; null when neither says.
  private async emailOf(client: OAuth2Client, tokens: Credentials): Promise<string | null> {
    try {
      if (tokens.id_token) {
        const ticket = await client.verifyIdToken({ idToken: tokens.id_token, audience: env.GOOGLE_CLIENT_ID ?? '' });
        const email = ticket.getPayload()?.email;
        if (email) return email;
      }
      const { data } = await client.request<{ email?: unknown }>({ url: env.GOOGLE_USERINFO_URL });
      return typeof data.email === 'string' ? data.email : null;
    } catch (error) {
      this.logger.warn({ status: classifyGoogleError(error).status }, 'Could not read the Google account email');
      return null;
    }
  }

  private async revokeQuietly(client: OAuth2Client, tokens: Credentials): Promise<void> {
    const token = tokens.refresh_token ?? tokens.access_token;
    if (!token) return;
    await client.revokeToken(token).catch(() => undefined);
  }

  // `reviewImport`: the reviews import's checkpoint, its progress while it runs and what it did
  // (docs/product.md §4 Long actions); only one of the location now connected counts.
  private toConnection(row: GoogleConnection | null, reviewImport: TReviewImportCheckpoint | null = null): TGoogleConnection {
    const sync = (raw: unknown) => ZGoogleSync.catch({ ...IDLE_SYNC, progress: null }).parse(raw);
    const progress = reviewImport && row?.locationName === reviewImport.locationName ? { pages: reviewImport.pages, imported: reviewImport.imported, total: reviewImport.total } : null;
    const status = row ? (['not_connected', 'choosing_location', 'connected', 'revoked'] as const).find((candidate) => candidate === row.status) ?? 'not_connected' : 'not_connected';
    const showsLocation = row && (status === 'connected' || status === 'revoked') && row.locationName && row.accountName;
    return {
      status,
      source: this.google.source,
      googleEmail: status === 'not_connected' ? null : (row?.googleEmail ?? null),
      location: showsLocation ? { name: row.locationName ?? '', account: row.accountName ?? '', title: row.locationTitle ?? '', address: row.locationAddress ?? '' } : null,
      connectedAt: status === 'connected' ? (row?.connectedAt?.toISOString() ?? null) : null,
      message: row?.message ?? null,
      sync: { listing: sync(row?.listingSync), reviews: { ...sync(row?.reviewsSync), progress }, performance: sync(row?.performanceSync) },
    };
  }
}
