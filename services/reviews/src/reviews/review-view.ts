import type { TReplyPublication, TReview, TReviewPlatform, TReviewSource } from '@app/contracts';
import type { Review } from '../generated/prisma/client';

const replyPublicationOf = (row: Review): TReplyPublication | null =>
  row.replyState === null || row.responseText === null
    ? null
    : { state: row.replyState as TReplyPublication['state'], reason: row.replyState === 'published' ? null : row.replyError, updatedAt: (row.replyUpdatedAt ?? row.updatedAt).toISOString() };

// A stored review as the Reviews page reads it (docs/product.md §3 Review).
export const reviewView = (row: Review): TReview => ({
  id: row.id,
  reviewerName: row.reviewerName,
  platform: row.platform as TReviewPlatform,
  rating: row.rating,
  reviewDate: row.reviewDate.toISOString(),
  reviewText: row.reviewText,
  responseText: row.responseText,
  responseDate: row.responseDate?.toISOString() ?? null,
  aiSuggestedResponse: row.aiSuggestedResponse,
  suggestionStatus: row.suggestionStatus as TReview['suggestionStatus'],
  status: row.responseText === null ? 'pending' : 'responded',
  respondedAutomatically: row.respondedAutomatically,
  autoReplyHeld: row.responseText === null ? row.autoReplyHeld : null,
  isSample: row.isSample,
  source: row.source as TReviewSource,
  replyPublication: replyPublicationOf(row),
});
