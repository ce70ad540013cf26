import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { TSubscriptionChangedEvent } from '@app/contracts';
import { PrismaClient, type Business, type Prisma } from '../generated/prisma/client';

export type TBusinessProfile = { name: string; type: string; address: string; city: string | null; timezone: string };
export type TPlan = {
  planName: string;
  keywordLimit: number;
  competitorLimit: number;
  rankCheckFrequency: 'weekly' | 'daily';
  readOnly: boolean;
  // The event's changedAt; the epoch for a plan asked of billing (any event then wins).
  changedAt: Date;
};

type TTx = Prisma.TransactionClient;

// The accounts whose schedules may run. read_only is only written with the plan it came with
// (savePlan; the database refuses a true without its plan), so a stored true is exactly an account
// PlanService calls read-only: those are left out.
const SCHEDULABLE = { readOnly: false } satisfies Prisma.BusinessWhereInput;

const businessHash = (businessId: string): string => createHash('sha256').update(businessId).digest('hex');

// The business read model. Every method takes the business id; rows appear on the first event or
// request that names a business (a request may arrive before auth.user.registered is relayed).
@Injectable()
export class BusinessesRepository {
  constructor(private readonly prisma: PrismaClient) {}

  find(businessId: string): Promise<Business | null> {
    return this.prisma.business.findUnique({ where: { id: businessId } });
  }

  // Whole rows of the accounts whose schedules may run (the Monday plan; rank checks and grid scans
  // below), for PlanService, which still decides each.
  scheduleCandidates(): Promise<Business[]> {
    return this.prisma.business.findMany({ where: SCHEDULABLE });
  }

  // The same, only those tracking at least one keyword (rank checks, grid scans).
  scheduleCandidatesWithKeywords(): Promise<Business[]> {
    return this.prisma.business.findMany({ where: { ...SCHEDULABLE, keywords: { some: {} } } });
  }

  // The business of a signed-in request: created empty if its events have not arrived yet.
  async ensure(businessId: string, userId: string): Promise<Business> {
    await this.insertIfMissing(this.prisma, businessId, userId);
    return this.prisma.business.findUniqueOrThrow({ where: { id: businessId } });
  }

  // A request and the business's first event may arrive together: INSERT ... ON CONFLICT lets
  // both go ahead, where a read-then-insert would fail one of them on the primary key.
  private async insertIfMissing(tx: TTx, businessId: string, userId: string): Promise<void> {
    await tx.$executeRaw`INSERT INTO businesses (id, user_id, updated_at) VALUES (${businessId}::uuid, ${userId}::uuid, now()) ON CONFLICT (id) DO NOTHING`;
  }

  async saveProfile(tx: TTx, businessId: string, userId: string, profile: Partial<TBusinessProfile>): Promise<void> {
    if (await this.erased(tx, businessId)) return;
    await this.insertIfMissing(tx, businessId, userId);
    await tx.business.update({ where: { id: businessId }, data: { userId, ...profile } });
  }

  // Deleting the business cascades to keywords, rank history, competitors and activity. The
  // business is remembered by SHA-256 of its id only, so an event about it that arrives after the
  // deletion (topics are not ordered with each other) does not bring it back.
  async remove(tx: TTx, businessId: string): Promise<void> {
    await tx.business.deleteMany({ where: { id: businessId } });
    await tx.$executeRaw`INSERT INTO erased_businesses (business_hash) VALUES (${businessHash(businessId)}) ON CONFLICT DO NOTHING`;
  }

  private async erased(tx: TTx, businessId: string): Promise<boolean> {
    const rows = await tx.$queryRaw<unknown[]>`SELECT 1 FROM erased_businesses WHERE business_hash = ${businessHash(businessId)}`;
    return rows.length > 0;
  }

  // Keeps the newest plan only: an older or repeated event changes nothing.
  async savePlan(businessId: string, userId: string, plan: TPlan, tx: TTx = this.prisma): Promise<void> {
    const data = {
      planName: plan.planName,
      keywordLimit: plan.keywordLimit,
      competitorLimit: plan.competitorLimit,
      rankCheckFrequency: plan.rankCheckFrequency,
      readOnly: plan.readOnly,
      subscriptionChangedAt: plan.changedAt,
    };
    if (await this.erased(tx, businessId)) return;
    await this.insertIfMissing(tx, businessId, userId);
    await tx.business.updateMany({
      where: { id: businessId, OR: [{ subscriptionChangedAt: null }, { subscriptionChangedAt: { lt: plan.changedAt } }] },
      data,
    });
  }

  async setGmbConnected(businessId: string): Promise<void> {
    await this.prisma.business.update({ where: { id: businessId }, data: { gmbConnected: true } });
  }

  async complete(businessId: string, at: Date): Promise<void> {
    await this.prisma.business.updateMany({ where: { id: businessId, onboardingCompletedAt: null }, data: { onboardingCompletedAt: at } });
  }
}

export const planFromEvent = (event: TSubscriptionChangedEvent): TPlan => ({
  planName: event.planName,
  keywordLimit: event.limits.keywords,
  competitorLimit: event.limits.competitors,
  rankCheckFrequency: event.rankCheckFrequency,
  readOnly: event.readOnly,
  changedAt: new Date(event.changedAt),
});
