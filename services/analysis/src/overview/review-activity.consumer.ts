import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENT_TOPICS, parseEvent, ZReviewReceivedEvent, type TEventEnvelope, type TReviewReceivedEvent } from '@app/contracts';
import { OverviewRepository } from './overview.repository';

// The dashboard's recent activity, the new-reviews series and the review alerts learn of reviews
// from reviews.review.received.
@Controller()
export class ReviewActivityConsumer {
  private readonly logger = new Logger(ReviewActivityConsumer.name);

  constructor(private readonly repository: OverviewRepository) {}

  @EventPattern(EVENT_TOPICS.reviewReceived)
  async reviewReceived(@Payload() raw: unknown): Promise<void> {
    let event: TEventEnvelope<TReviewReceivedEvent>;
    try {
      event = parseEvent(raw, ZReviewReceivedEvent);
    } catch (error) {
      this.logger.warn({ err: error, topic: EVENT_TOPICS.reviewReceived }, 'Dropped a malformed event');
      return;
    }
    const { businessId, externalId, reviewerName, rating, platform, reviewDate, reviewText, response } = event.payload;
    const date = new Date(reviewDate);
    await this.repository.recordReviewOnce(
      event.id,
      event.type,
      businessId,
      { externalId, rating, reviewDate: date },
      { kind: 'review', text: `New ${rating}-star review from ${reviewerName} on ${platform}`, occurredAt: date },
      // docs/product.md §10: the review's alert (1-3 stars, fresh when the event was written).
      { externalId, reviewerName, rating, text: reviewText, reviewDate: date, observedAt: new Date(event.occurredAt), replied: response !== undefined },
    );
  }
}
