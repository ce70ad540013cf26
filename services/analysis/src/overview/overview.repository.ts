import { Injectable } from '@nestjs/common';
import { raiseReviewAlerts } from '../alerts/review-alerts';
import type { TReviewSeen } from '../alerts/alert-rules';
import { PrismaClient, type Prisma } from '../generated/prisma/client';

type TTx = Prisma.TransactionClient;

// A review as reviews.review.received announces it, with its activity line and what its alert reads.
export type TReceivedReview = {
  businessId: string;
  review: { externalId: string; rating: number; reviewDate: Date };
  activity: { kind: string; text: string; occurredAt: Date };
  alert: TReviewSeen;
};

export type TRankStats = { total: number; averageRank: number; top3: number; top10: number };

// Recent activity shown on the dashboard.
export const ACTIVITY_SHOWN = 8;

@Injectable()
export class OverviewRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // Over each keyword's newest check with a position; keywords without one count in total only.
  async rankStats(businessId: string): Promise<TRankStats> {
    const [total, latest] = await Promise.all([
      this.prisma.trackedKeyword.count({ where: { businessId } }),
      this.prisma.$queryRaw<{ position: number | null }[]>`
        SELECT DISTINCT ON (keyword_id) position FROM rank_checks
        WHERE business_id = ${businessId}::uuid ORDER BY keyword_id, checked_on DESC`,
    ]);
    const positions = latest.map((row) => row.position).filter((position): position is number => position !== null);
    const sum = positions.reduce((acc, position) => acc + position, 0);
    return {
      total,
      averageRank: positions.length === 0 ? 0 : Math.round((sum / positions.length) * 10) / 10,
      top3: positions.filter((position) => position <= 3).length,
      top10: positions.filter((position) => position <= 10).length,
    };
  }

  competitorCount(businessId: string): Promise<number> {
    return this.prisma.competitor.count({ where: { businessId } });
  }

  // The reviews of a chunk of reviews.review.received events, in their order, in the inbox's
  // transaction: nothing for a business analysis does not know (or has deleted). A review is kept
  // once per platform id (for the new-reviews-per-day series), so one that comes again, under the
  // same or a new event id, is not announced twice.
  async recordReviews(tx: TTx, reviews: TReceivedReview[]): Promise<void> {
    const businessIds = [...new Set(reviews.map((review) => review.businessId))];
    const known = await tx.business.findMany({ where: { id: { in: businessIds } }, select: { id: true } });
    const knownIds = new Set(known.map((business) => business.id));
    const candidates = reviews.filter((review) => knownIds.has(review.businessId));
    if (candidates.length === 0) return;
    const inserted = await tx.receivedReview.createManyAndReturn({
      data: candidates.map(({ businessId, review }) => ({ businessId, ...review })),
      skipDuplicates: true,
      select: { businessId: true, externalId: true },
    });
    const keyOf = (businessId: string, externalId: string) => `${businessId}|${externalId}`;
    const unannounced = new Set(inserted.map((row) => keyOf(row.businessId, row.externalId)));
    // The first of the chunk's copies of a new review is the one announced.
    const fresh = candidates.filter((candidate) => unannounced.delete(keyOf(candidate.businessId, candidate.review.externalId)));
    if (fresh.length === 0) return;
    await tx.activity.createMany({ data: fresh.map(({ businessId, activity }) => ({ businessId, ...activity })) });
    // One after the other: a review attack is counted from the alerts of the reviews before it.
    for (const { businessId, alert } of fresh) await raiseReviewAlerts(tx, businessId, alert);
  }

  recentActivity(businessId: string) {
    return this.prisma.activity.findMany({ where: { businessId }, orderBy: { occurredAt: 'desc' }, take: ACTIVITY_SHOWN });
  }
}
