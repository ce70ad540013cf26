import { Controller, Logger } from '@nestjs/common';
import { EventPattern, MessagePattern, Payload } from '@nestjs/microservices';
import { EVENT_TOPICS, REQUEST_TOPICS, ZGoogleNotification, ZReplySubmittedEvent, type TGoogleNotification } from '@app/contracts';
import { consumeEvent, ZodPayloadPipe } from '@app/service-kit';
import { GoogleReviewsService } from './google-reviews.service';

// Google reviews' inputs: notifications the BFF verified, and replies the reviews service asks to
// publish (a redelivered event adds nothing: one job per reply revision).
@Controller()
export class GoogleReviewsConsumer {
  private readonly logger = new Logger(GoogleReviewsConsumer.name);

  constructor(private readonly reviews: GoogleReviewsService) {}

  @MessagePattern(REQUEST_TOPICS.analysis.googleNotification)
  notification(@Payload(new ZodPayloadPipe(ZGoogleNotification)) input: TGoogleNotification): Promise<{ accepted: boolean }> {
    return this.reviews.notification(input);
  }

  @EventPattern(EVENT_TOPICS.replySubmitted)
  replySubmitted(@Payload() raw: unknown): Promise<void> {
    return consumeEvent(raw, ZReplySubmittedEvent, (event) => this.reviews.replySubmitted(event.payload), { logger: this.logger, topic: EVENT_TOPICS.replySubmitted, attempts: 5 });
  }
}
