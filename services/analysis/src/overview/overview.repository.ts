import { Injectable } from '@nestjs/common';
import { raiseReviewAlerts } from '../alerts/review-alerts';
import type { TReviewSeen } from '../alerts/alert-rules';
import { PrismaClient } from '../generated/prisma/client';

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

  // Once per event id; nothing for a business analysis does not know (or has deleted). The
  // review is kept (once per platform id) for the new-reviews-per-day series; a review that came
  // again under a new event id is not announced twice.
  async recordReviewOnce(
    eventId: string,
    topic: string,
    businessId: string,
    review: { externalId: string; rating: number; reviewDate: Date },
    activity: { kind: string; text: string; occurredAt: Date },
    alert?: TReviewSeen,
  ): Promise<void> {
    await this.prisma.$transaction(async (tx) => {
      const inserted = await tx.$executeRaw`INSERT INTO processed_events (id, topic) VALUES (${eventId}::uuid, ${topic}) ON CONFLICT (id) DO NOTHING`;
      if (inserted === 0 || !(await tx.business.findUnique({ where: { id: businessId }, select: { id: true } }))) return;
      const { count } = await tx.receivedReview.createMany({ data: [{ businessId, ...review }], skipDuplicates: true });
      if (count === 0) return;
      await tx.activity.create({ data: { businessId, ...activity } });
      if (alert) await raiseReviewAlerts(tx, businessId, alert);
    });
  }

  recentActivity(businessId: string) {
    return this.prisma.activity.findMany({ where: { businessId }, orderBy: { occurredAt: 'desc' }, take: ACTIVITY_SHOWN });
  }
}
