import { Controller } from '@nestjs/common';
import { ReviewsRequests, type TReplyInput, type TRequestOf } from '@app/contracts';
import { Handles } from '@app/service-kit';
import { ReviewsService } from './reviews.service';

type R = typeof ReviewsRequests;

// Requests of the Reviews page and the dashboard; the BFF fills the actor from the token.
@Controller()
export class ReviewsConsumer {
  constructor(private readonly reviews: ReviewsService) {}

  @Handles(ReviewsRequests.list)
  list(input: TRequestOf<R['list']>): Promise<TReplyInput<R['list']>> {
    return this.reviews.list(input.businessId, input.query);
  }

  @Handles(ReviewsRequests.respond)
  respond(input: TRequestOf<R['respond']>): Promise<TReplyInput<R['respond']>> {
    return this.reviews.respond(input.businessId, input.reviewId, input.response.responseText);
  }

  @Handles(ReviewsRequests.replyRetry)
  retryReply(input: TRequestOf<R['replyRetry']>): Promise<TReplyInput<R['replyRetry']>> {
    return this.reviews.retryReply(input.businessId, input.reviewId);
  }

  @Handles(ReviewsRequests.suggestionsGenerate)
  generate(input: TRequestOf<R['suggestionsGenerate']>): Promise<TReplyInput<R['suggestionsGenerate']>> {
    return this.reviews.regenerate(input.businessId);
  }

  @Handles(ReviewsRequests.summary)
  summary(input: TRequestOf<R['summary']>): Promise<TReplyInput<R['summary']>> {
    return this.reviews.summary(input.businessId);
  }
}
