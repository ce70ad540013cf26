import { Injectable, Logger } from '@nestjs/common';
import type { TReplyPublicationState, TReplySubmittedEvent } from '@app/contracts';
import { GoogleAccess } from '../google-access';
import { apiUrl } from '../google-config';
import type { TGoogleFailure } from '../google-errors';
import { locationOf } from './google-review-mapping';
import { GoogleReviewsRepository } from './google-reviews.repository';

export const REPLY_REVOKED = 'Google access was withdrawn: reconnect';
export const REPLY_NOT_CONNECTED = 'Google Business Profile is not connected: reconnect to publish replies';

// What happened to one attempt: done (published, or a newer revision made it moot), retry
// (retriable failure, attempts left), gave-up (failed for good; the owner sees why).
export type TReplyAttempt = 'done' | 'retry' | 'gave-up';

// Why a reply could not be published, in the owner's words (never Google's own text, which may
// echo the request).
const finalReason = (failure: TGoogleFailure): string => {
  if (failure.retriable) return `Google did not take the reply after several tries (${failure.status === 0 ? 'no answer' : `error ${failure.status}`}). Try again later.`;
  if (failure.status === 404) return 'Google no longer has this review: it may have been removed.';
  if (failure.status === 403) return failure.reason;
  return 'Google refused the reply: check its length and content, then send it again.';
};

// Publishes an owner's reply on Google (PUT v4/{review}/reply) and reports each outcome to the
// reviews service as `analysis.google-reply.updated` for the reply's revision.
@Injectable()
export class ReplyPublisher {
  private readonly logger = new Logger(ReplyPublisher.name);

  constructor(
    private readonly access: GoogleAccess,
    private readonly repository: GoogleReviewsRepository,
  ) {}

  async publish(reply: TReplySubmittedEvent, finalAttempt: boolean): Promise<TReplyAttempt> {
    const report = (state: TReplyPublicationState, reason: string | null) =>
      this.repository.publishReplyOutcome({ businessId: reply.businessId, reviewId: reply.reviewId, revision: reply.revision, state, reason, at: new Date().toISOString() });
    // A newer reply was sent meanwhile: this one must not overwrite it on Google.
    if (await this.repository.supersededReply(reply)) return 'done';
    const client = await this.access.forBusiness(reply.businessId);
    if (!client) {
      await report('failed', REPLY_NOT_CONNECTED);
      return 'gave-up';
    }
    if (locationOf(reply.externalId) !== client.locationName) {
      await report('failed', 'This review belongs to a Google location Nearbly no longer syncs.');
      return 'gave-up';
    }
    try {
      await client.auth.request({ url: apiUrl(client.urls.myBusiness, `v4/${reply.externalId}/reply`), method: 'PUT', data: { comment: reply.text } });
    } catch (error) {
      const failure = await this.access.failure(reply.businessId, error);
      this.logger.warn({ businessId: reply.businessId, reviewId: reply.reviewId, revision: reply.revision, status: failure.status, final: finalAttempt }, 'Publishing a reply on Google failed');
      if (failure.revoked) {
        await report('failed', REPLY_REVOKED);
        return 'gave-up';
      }
      if (failure.retriable && !finalAttempt) {
        await report('publishing', failure.reason);
        return 'retry';
      }
      await report('failed', finalReason(failure));
      return 'gave-up';
    }
    await report('published', null);
    this.logger.log({ businessId: reply.businessId, reviewId: reply.reviewId, revision: reply.revision }, 'Reply published on Google');
    return 'done';
  }
}
