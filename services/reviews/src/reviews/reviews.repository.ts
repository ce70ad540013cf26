import { Injectable } from '@nestjs/common';
import type { TReviewReceivedEvent, TReviewsQuery } from '@app/contracts';
import { Prisma, PrismaClient, type Review } from '../generated/prisma/client';
import { isGoogleReview, submitGoogleReply } from './reply-outbox';

const filterOf = (businessId: string, query: Pick<TReviewsQuery, 'platform' | 'status'>): Prisma.ReviewWhereInput => ({
  businessId,
  ...(query.platform ? { platform: query.platform } : {}),
  ...(query.status === 'pending' ? { responseText: null } : query.status === 'responded' ? { responseText: { not: null } } : {}),
});

// Every method takes the owning business id: a review is never read or changed across businesses.
@Injectable()
export class ReviewsRepository {
  constructor(private readonly prisma: PrismaClient) {}

  // Stores received reviews, each once per (business, externalId), in the caller's transaction
  // (one multi-row insert); answers those this call created. The first real review of a business
  // replaces its generated sample set.
  async storeReceived(tx: Prisma.TransactionClient, reviews: TReviewReceivedEvent[]): Promise<Review[]> {
    const created = await tx.review.createManyAndReturn({
      data: reviews.map((review) => ({ ...reviewFields(review), businessId: review.businessId, isSample: false })),
      skipDuplicates: true,
    });
    const businesses = [...new Set(created.map((review) => review.businessId))];
    if (businesses.length > 0) await tx.review.deleteMany({ where: { businessId: { in: businesses }, isSample: true } });
    return created;
  }

  // The sample set of a new business, only when it has no review at all (a redelivered
  // registration, or real reviews that came first, add nothing).
  async storeSamples(tx: Prisma.TransactionClient, businessId: string, reviews: TReviewReceivedEvent[]): Promise<Review[]> {
    if ((await tx.review.count({ where: { businessId } })) > 0) return [];
    return tx.review.createManyAndReturn({
      data: reviews.map((review) => ({ ...reviewFields(review), businessId, isSample: true, source: 'sample' })),
      skipDuplicates: true,
    });
  }

  async page(businessId: string, query: TReviewsQuery): Promise<{ rows: Review[]; total: number }> {
    const where = filterOf(businessId, query);
    const [rows, total] = await this.prisma.$transaction([
      this.prisma.review.findMany({
        where,
        orderBy: [{ reviewDate: 'desc' }, { id: 'asc' }],
        skip: (query.page - 1) * query.limit,
        take: query.limit,
      }),
      this.prisma.review.count({ where }),
    ]);
    return { rows, total };
  }

  // True while the business has reviews and all of them are generated samples.
  async onlySamples(businessId: string): Promise<boolean> {
    const kinds = await this.prisma.review.groupBy({ by: ['isSample'], where: { businessId } });
    return kinds.length === 1 && kinds[0]?.isSample === true;
  }

  findOne(businessId: string, reviewId: string): Promise<Review | null> {
    return this.prisma.review.findFirst({ where: { id: reviewId, businessId } });
  }

  // A reply to a Google review is stored as publishing and announced to analysis in the same
  // transaction; other reviews are simply answered.
  async respond(businessId: string, reviewId: string, responseText: string): Promise<Review | null> {
    return this.prisma.$transaction(async (tx) => {
      const review = await lockReview(tx, businessId, reviewId);
      if (!review) return null;
      if (isGoogleReview(review)) return submitGoogleReply(tx, review, responseText, { responseText, respondedAutomatically: false });
      return tx.review.update({ where: { id: review.id }, data: { responseText, responseDate: new Date(), respondedAutomatically: false } });
    });
  }

  // Publishes a failed Google reply again under the next revision. `not-failed`: there is no failed
  // reply to retry (none, publishing, or already published).
  async retryReply(businessId: string, reviewId: string): Promise<Review | null | 'not-failed'> {
    return this.prisma.$transaction(async (tx) => {
      const review = await lockReview(tx, businessId, reviewId);
      if (!review) return null;
      if (!isGoogleReview(review) || review.replyState !== 'failed' || review.responseText === null) return 'not-failed';
      return submitGoogleReply(tx, review, review.responseText);
    });
  }

  async summary(businessId: string, since: Date): Promise<{ total: number; average: number | null; recent: number; pending: number; oldestPendingAt: Date | null }> {
    const [all, recent, pending] = await this.prisma.$transaction([
      this.prisma.review.aggregate({ where: { businessId }, _count: { _all: true }, _avg: { rating: true } }),
      this.prisma.review.count({ where: { businessId, reviewDate: { gte: since } } }),
      this.prisma.review.aggregate({ where: { businessId, responseText: null }, _count: { _all: true }, _min: { reviewDate: true } }),
    ]);
    return { total: all._count._all, average: all._avg.rating, recent, pending: pending._count._all, oldestPendingAt: pending._min.reviewDate };
  }

  async deleteBusiness(tx: Prisma.TransactionClient, businessId: string): Promise<number> {
    const { count } = await tx.review.deleteMany({ where: { businessId } });
    return count;
  }
}

// Reads one review of the business and locks it until the transaction ends (a sync or an outcome
// waits for the reply being stored).
const lockReview = async (tx: Prisma.TransactionClient, businessId: string, reviewId: string): Promise<Review | null> => {
  await tx.$queryRaw`SELECT id FROM reviews WHERE id = ${reviewId}::uuid AND business_id = ${businessId}::uuid FOR UPDATE`;
  return tx.review.findFirst({ where: { id: reviewId, businessId } });
};

const reviewFields = (review: TReviewReceivedEvent) => ({
  externalId: review.externalId,
  platform: review.platform,
  reviewerName: review.reviewerName,
  rating: review.rating,
  reviewText: review.reviewText,
  reviewDate: new Date(review.reviewDate),
  // An imported review that was already answered needs no suggestion.
  ...(review.response ? { responseText: review.response.text, responseDate: new Date(review.response.date), suggestionStatus: 'ready' } : {}),
});
