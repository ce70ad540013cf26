import { Injectable } from '@nestjs/common';
import { PrismaClient } from '../generated/prisma/client';
import type { TSnapshotCount } from './review-pace';

export type TCachedReviewLink = { placeId: string | null; reviewLink: string | null; locationName: string | null };

// What the review growth card reads: the reviews analysis learnt of, the competitors' snapshots
// and the cached review link of the Google connection. Always scoped by the business.
@Injectable()
export class ReviewGrowthRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // Reviews written in the window (`since` to `now`), and whether any review of the business is known at all.
  async ownReviews(businessId: string, since: Date, now: Date): Promise<{ inWindow: number; everKnown: boolean }> {
    const [inWindow, any] = await Promise.all([
      this.prisma.receivedReview.count({ where: { businessId, reviewDate: { gte: since, lte: now } } }),
      this.prisma.receivedReview.findFirst({ where: { businessId }, select: { externalId: true } }),
    ]);
    return { inWindow, everKnown: any !== null };
  }

  // Each competitor (oldest first) with its snapshots of the window, from `since` (one a day at most).
  async competitorSnapshots(businessId: string, since: Date): Promise<{ name: string; snapshots: TSnapshotCount[] }[]> {
    return this.prisma.competitor.findMany({
      where: { businessId },
      orderBy: { createdAt: 'asc' },
      select: {
        name: true,
        snapshots: { where: { businessId, takenOn: { gte: since } }, orderBy: { takenOn: 'asc' }, select: { takenOn: true, totalReviews: true, source: true } },
      },
    });
  }

  async cachedLink(businessId: string): Promise<TCachedReviewLink | null> {
    const row = await this.prisma.googleConnection.findUnique({ where: { businessId }, select: { placeId: true, reviewLink: true, reviewLinkLocation: true } });
    return row ? { placeId: row.placeId, reviewLink: row.reviewLink, locationName: row.reviewLinkLocation } : null;
  }

  async saveLink(businessId: string, link: TCachedReviewLink): Promise<void> {
    await this.prisma.googleConnection.updateMany({
      where: { businessId },
      data: { placeId: link.placeId, reviewLink: link.reviewLink, reviewLinkLocation: link.locationName },
    });
  }
}
