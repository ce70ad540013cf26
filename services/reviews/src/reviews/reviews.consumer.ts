import { Controller } from '@nestjs/common';
import { MessagePattern, Payload } from '@nestjs/microservices';
import {
  REQUEST_TOPICS,
  ZReviewsGenerateRequest,
  ZReviewsListRequest,
  ZReviewsReplyRetryRequest,
  ZReviewsRespondRequest,
  ZReviewsSummaryRequest,
  type TReview,
  type TReviewsActorRequest,
  type TReviewsGenerated,
  type TReviewsListRequest,
  type TReviewsPage,
  type TReviewsReplyRetryRequest,
  type TReviewsRespondRequest,
  type TReviewsSummary,
} from '@app/contracts';
import { ZodPayloadPipe } from '@app/service-kit';
import { ReviewsService } from './reviews.service';

// Request/reply topics of the Reviews page and the dashboard; the BFF fills the actor from the token.
@Controller()
export class ReviewsConsumer {
  constructor(private readonly reviews: ReviewsService) {}

  @MessagePattern(REQUEST_TOPICS.reviews.list)
  list(@Payload(new ZodPayloadPipe(ZReviewsListRequest)) input: TReviewsListRequest): Promise<TReviewsPage> {
    return this.reviews.list(input.businessId, input.query);
  }

  @MessagePattern(REQUEST_TOPICS.reviews.respond)
  respond(@Payload(new ZodPayloadPipe(ZReviewsRespondRequest)) input: TReviewsRespondRequest): Promise<TReview> {
    return this.reviews.respond(input.businessId, input.reviewId, input.response.responseText);
  }

  @MessagePattern(REQUEST_TOPICS.reviews.replyRetry)
  retryReply(@Payload(new ZodPayloadPipe(ZReviewsReplyRetryRequest)) input: TReviewsReplyRetryRequest): Promise<TReview> {
    return this.reviews.retryReply(input.businessId, input.reviewId);
  }

  @MessagePattern(REQUEST_TOPICS.reviews.suggestionsGenerate)
  generate(@Payload(new ZodPayloadPipe(ZReviewsGenerateRequest)) input: TReviewsActorRequest): Promise<TReviewsGenerated> {
    return this.reviews.regenerate(input.businessId);
  }

  @MessagePattern(REQUEST_TOPICS.reviews.summary)
  summary(@Payload(new ZodPayloadPipe(ZReviewsSummaryRequest)) input: { businessId: string }): Promise<TReviewsSummary> {
    return this.reviews.summary(input.businessId);
  }
}
