import { Controller, Logger } from '@nestjs/common';
import { EventPattern, Payload } from '@nestjs/microservices';
import { EVENT_TOPICS, parseEvent, ZReviewReceivedEvent, type TEventEnvelope, type TReviewReceivedEvent } from '@app/contracts';
import { OverviewRepository } from './overview.repository';

// The dashboard's recent activity and the new-reviews series learn of reviews from
// reviews.review.received.
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
    const { businessId, externalId, reviewerName, rating, platform, reviewDate } = event.payload;
    await this.repository.recordReviewOnce(event.id, event.type, businessId, { externalId, rating, reviewDate: new Date(reviewDate) }, {
      kind: 'review',
      text: `New ${rating}-star review from ${reviewerName} on ${platform}`,
      occurredAt: new Date(reviewDate),
    });
  }
}
