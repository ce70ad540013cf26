import { Injectable, Logger } from '@nestjs/common';
import { ReviewsRequests, type TReviewsSummary } from '@app/contracts';
import { RpcClient } from '@app/service-kit';
import { env } from '../config/env';

// The reviews service owns reviews and whether each is answered; the listing and insights ask it
// (reviews.summary) rather than keep a copy from reviews.review.received, which never says when
// the owner replied. Undefined when it does not answer in time: callers use the last summary kept.
@Injectable()
export class ReviewsSummaryClient {
  private readonly logger = new Logger(ReviewsSummaryClient.name);

  constructor(private readonly rpc: RpcClient) {}

  async summary(businessId: string): Promise<TReviewsSummary | undefined> {
    try {
      return await this.rpc.call(ReviewsRequests.summary, { businessId }, { timeoutMs: env.REVIEWS_RPC_TIMEOUT_MS });
    } catch (error) {
      this.logger.warn({ err: error, businessId }, 'Reviews summary unavailable; using the last one kept');
      return undefined;
    }
  }
}
