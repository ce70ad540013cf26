import { Controller } from '@nestjs/common';
import { ReviewReceived, type TEventOf } from '@app/contracts';
import { OnEvents, type TInboxContext } from '@app/service-kit';
import type { Prisma } from '../generated/prisma/client';
import { OverviewRepository, type TReceivedReview } from './overview.repository';

const receivedReviewOf = (event: TEventOf<typeof ReviewReceived>): TReceivedReview => {
  const { businessId, externalId, reviewerName, rating, platform, reviewDate, reviewText, response } = event.payload;
  const date = new Date(reviewDate);
  return {
    businessId,
    review: { externalId, rating, reviewDate: date },
    activity: { kind: 'review', text: `New ${rating}-star review from ${reviewerName} on ${platform}`, occurredAt: date },
    // docs/product.md §10: the review's alert (1-3 stars, fresh when the event was written).
    alert: { externalId, reviewerName, rating, text: reviewText, reviewDate: date, observedAt: new Date(event.occurredAt), replied: response !== undefined },
  };
};

// The dashboard's recent activity, the new-reviews series and the review alerts learn of reviews
// from reviews.review.received: a chunk of a partition's new events at a time, in a few
// multi-row statements (a review import arrives as a burst).
@Controller()
export class ReviewActivityConsumer {
  constructor(private readonly repository: OverviewRepository) {}

  @OnEvents(ReviewReceived)
  reviewsReceived(events: TEventOf<typeof ReviewReceived>[], inbox: TInboxContext<Prisma.TransactionClient>): Promise<void> {
    return this.repository.recordReviews(inbox.tx, events.map(receivedReviewOf));
  }
}
