import { Injectable } from '@nestjs/common';
import type { TGoogleSync } from '@app/contracts';
import { PrismaClient, Prisma, type GoogleConnection } from '../generated/prisma/client';

// A sync as it is stored; the reviews import's progress is read from its checkpoint instead.
export type TStoredSync = Omit<TGoogleSync, 'progress'>;
export const IDLE_SYNC: TStoredSync = { state: 'idle', lastSyncedAt: null, imported: null, error: null };

// Each sync kind, its Prisma field and its column in google_connections: the one list of kinds.
const SYNC_COLUMNS = {
  listing: { field: 'listingSync', column: 'listing_sync' },
  reviews: { field: 'reviewsSync', column: 'reviews_sync' },
  performance: { field: 'performanceSync', column: 'performance_sync' },
} as const;
export type TSyncKind = keyof typeof SYNC_COLUMNS;
const SYNC_KINDS = Object.keys(SYNC_COLUMNS) as TSyncKind[];
type TSyncField = (typeof SYNC_COLUMNS)[TSyncKind]['field'];
// Every sync idle: what a new consent and a newly picked location leave, and what the row that
// saves a failed connect's message starts with.
const ALL_IDLE = Object.fromEntries(SYNC_KINDS.map((kind) => [SYNC_COLUMNS[kind].field, IDLE_SYNC])) as Record<TSyncField, TStoredSync>;

export type TConsentGiven = {
  googleEmail: string | null;
  sealedRefreshToken: string;
  scopes: string[];
};

export type TPickedLocation = { accountName: string; locationName: string; locationTitle: string; locationAddress: string };

// The only place that touches google_connections; every method is scoped by the business.
@Injectable()
export class GoogleConnectionRepository {
  constructor(private readonly prisma: PrismaClient) {}

  find(businessId: string): Promise<GoogleConnection | null> {
    return this.prisma.googleConnection.findUnique({ where: { businessId } });
  }

  // A new consent replaces whatever was there (another Google account, a revoked token).
  saveConsent(businessId: string, consent: TConsentGiven, location: TPickedLocation | null): Promise<GoogleConnection> {
    const data = {
      status: location ? 'connected' : 'choosing_location',
      googleEmail: consent.googleEmail,
      refreshToken: consent.sealedRefreshToken,
      scopes: consent.scopes,
      accountName: location?.accountName ?? null,
      locationName: location?.locationName ?? null,
      locationTitle: location?.locationTitle ?? null,
      locationAddress: location?.locationAddress ?? null,
      connectedAt: location ? new Date() : null,
      message: null,
      ...ALL_IDLE,
    };
    return this.prisma.googleConnection.upsert({ where: { businessId }, create: { businessId, ...data }, update: data });
  }

  // Why the last attempt to connect failed, shown with the connection (the consent redirect
  // itself only says denied or error); a connection already there stays as it is.
  async saveMessage(businessId: string, message: string): Promise<void> {
    await this.prisma.googleConnection.upsert({
      where: { businessId },
      create: { businessId, status: 'not_connected', scopes: [], message, ...ALL_IDLE },
      update: { message },
    });
  }

  // Only a connection waiting for (or already having) a location takes one; a picked location
  // restarts the syncs from idle.
  async pickLocation(businessId: string, location: TPickedLocation): Promise<GoogleConnection | null> {
    const { count } = await this.prisma.googleConnection.updateMany({
      where: { businessId, status: { in: ['choosing_location', 'connected'] }, refreshToken: { not: null } },
      data: { ...location, status: 'connected', connectedAt: new Date(), message: null, ...ALL_IDLE },
    });
    return count === 0 ? null : this.find(businessId);
  }

  // Keeps the token (a reconnect replaces it; disconnect erases it) but stops every sync. A sync
  // running when access went has failed, and says so in the same write: the connection is never
  // read as revoked with a sync still running.
  async markRevoked(businessId: string, message: string): Promise<boolean> {
    const failRunning = SYNC_KINDS.map((kind) => {
      const column = Prisma.raw(SYNC_COLUMNS[kind].column);
      return Prisma.sql`${column} = CASE WHEN ${column}->>'state' = 'running' THEN ${column} || jsonb_build_object('state', 'failed', 'error', ${message}::text) ELSE ${column} END`;
    });
    const count = await this.prisma.$executeRaw`
      UPDATE google_connections
      SET status = 'revoked', message = ${message}, updated_at = now(), ${Prisma.join(failRunning)}
      WHERE business_id = ${businessId}::uuid AND status IN ('choosing_location', 'connected')`;
    return count > 0;
  }

  // Disconnect: the token is erased; the location stays for the record of what was imported.
  erase(businessId: string): Promise<Prisma.BatchPayload> {
    return this.prisma.googleConnection.updateMany({
      where: { businessId },
      data: { status: 'not_connected', refreshToken: null, scopes: [], message: null, connectedAt: null },
    });
  }

  async remove(businessId: string): Promise<void> {
    await this.prisma.googleConnection.deleteMany({ where: { businessId } });
  }

  // A sync is marked running only on a connected location: a job that began before access was
  // withdrawn (or the location disconnected) does not mark its sync running again.
  async saveSync(businessId: string, kind: TSyncKind, sync: TStoredSync): Promise<void> {
    const where = sync.state === 'running' ? { businessId, status: 'connected' } : { businessId };
    await this.prisma.googleConnection.updateMany({ where, data: { [SYNC_COLUMNS[kind].field]: sync } });
  }

  // The checkpoint of the business's latest reviews import (what its progress says).
  reviewImport(businessId: string): Promise<{ locationName: string; pages: number; imported: number; total: number | null } | null> {
    return this.prisma.googleReviewImport.findUnique({ where: { businessId }, select: { locationName: true, pages: true, imported: true, total: true } });
  }

  async saveRefreshToken(businessId: string, sealedRefreshToken: string): Promise<void> {
    await this.prisma.googleConnection.updateMany({ where: { businessId, refreshToken: { not: null } }, data: { refreshToken: sealedRefreshToken } });
  }

  async connectedBusinessIds(): Promise<string[]> {
    const rows = await this.prisma.googleConnection.findMany({ where: { status: 'connected', refreshToken: { not: null } }, select: { businessId: true }, orderBy: { businessId: 'asc' } });
    return rows.map((row) => row.businessId);
  }

  // The connected businesses syncing the location Google names (`locations/{id}`): more than one
  // Nearbly account may manage the same location.
  async connectedToLocation(locationName: string): Promise<string[]> {
    const rows = await this.prisma.googleConnection.findMany({ where: { locationName, status: 'connected', refreshToken: { not: null } }, select: { businessId: true } });
    return rows.map((row) => row.businessId);
  }
}
