import { Injectable } from '@nestjs/common';
import { localDayBounds } from '../common/business-day';
import { PrismaClient } from '../generated/prisma/client';
import { reviewDigestAlertOf } from './alert-rules';
import { raiseAlert } from './alerts.repository';

// docs/product.md §10: the daily roll-up of the 4-5 star reviews of one of the business's days,
// raised by its daily job (after 06:00 on its clock) for the day before. Counted from the reviews
// analysis keeps (received_reviews, from reviews.review.received); its key is the day, so a
// repeated job raises it once.
@Injectable()
export class ReviewDigest {
  constructor(private readonly prisma: PrismaClient) {}

  async raise(business: { id: string; timezone: string }, day: string): Promise<void> {
    const { start, end } = localDayBounds(day, business.timezone);
    await this.prisma.$transaction(async (tx) => {
      const rows = await tx.receivedReview.findMany({ where: { businessId: business.id, reviewDate: { gte: start, lt: end } }, select: { rating: true } });
      const draft = reviewDigestAlertOf(day, rows.map((row) => row.rating));
      if (draft) await raiseAlert(tx, business.id, draft);
    });
  }
}
