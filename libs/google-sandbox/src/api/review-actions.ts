import { z } from 'zod';
import type { TSandboxContext } from '../http/sandbox-context';
import { opaqueId } from '../state/deterministic';
import { STAR_RATINGS, type TLocation, type TReview, type TStarRating } from '../state/sandbox-state';
import type { TPushOutcome } from '../pubsub/push-publisher';

export const reviewName = (location: TLocation, reviewId: string): string => `accounts/${location.accountId}/locations/${location.id}/reviews/${reviewId}`;

// My Business v4 `Review` as Google answers it.
export const reviewJson = (review: TReview, location: TLocation) => ({
  name: reviewName(location, review.id),
  reviewId: review.id,
  reviewer: review.reviewer,
  starRating: review.starRating,
  ...(review.comment === undefined ? {} : { comment: review.comment }),
  createTime: review.createTime,
  updateTime: review.updateTime,
  ...(review.reply ? { reviewReply: { comment: review.reply.comment, updateTime: review.reply.updateTime } } : {}),
});
export type TReviewJson = ReturnType<typeof reviewJson>;

// Stars as 1-5 or Google's ONE..FIVE.
export const ZStarRating = z.union([
  z.enum(STAR_RATINGS),
  z
    .number()
    .int()
    .min(1)
    .max(5)
    .transform((stars) => STAR_RATINGS[stars - 1] as TStarRating),
]);

export const ZNewReview = z.object({
  reviewer: z.string().trim().min(1).max(100).optional(),
  starRating: ZStarRating,
  comment: z.string().trim().max(4096).optional(),
});
export type TNewReview = z.input<typeof ZNewReview>;

export const ZReviewChange = z.object({ starRating: ZStarRating.optional(), comment: z.string().trim().max(4096).optional() });
export type TReviewChange = z.input<typeof ZReviewChange>;

export type TReviewEvent = { review: TReviewJson; notification: TPushOutcome };

// A customer's review arriving on Google: stored, then NEW_REVIEW is published for the account.
export const addReview = async (context: TSandboxContext, location: TLocation, input: TNewReview): Promise<TReviewEvent> => {
  const parsed = ZNewReview.parse(input);
  const now = context.store.now().toISOString();
  const review: TReview = {
    id: opaqueId(location.id, context.store.mint('review-')),
    locationId: location.id,
    reviewer: parsed.reviewer ? { displayName: parsed.reviewer, isAnonymous: false } : { isAnonymous: true },
    starRating: parsed.starRating,
    ...(parsed.comment ? { comment: parsed.comment } : {}),
    createTime: now,
    updateTime: now,
  };
  context.store.state.reviews.push(review);
  context.store.changed();
  const notification = await context.publisher.publish(location, 'NEW_REVIEW', reviewName(location, review.id));
  return { review: reviewJson(review, location), notification };
};

// The customer edits their review: UPDATED_REVIEW is published.
export const changeReview = async (context: TSandboxContext, location: TLocation, review: TReview, input: TReviewChange): Promise<TReviewEvent> => {
  const parsed = ZReviewChange.parse(input);
  if (parsed.starRating) review.starRating = parsed.starRating;
  if (parsed.comment !== undefined) {
    if (parsed.comment) review.comment = parsed.comment;
    else delete review.comment;
  }
  review.updateTime = context.store.now().toISOString();
  context.store.changed();
  const notification = await context.publisher.publish(location, 'UPDATED_REVIEW', reviewName(location, review.id));
  return { review: reviewJson(review, location), notification };
};

export const setReply = (context: TSandboxContext, review: TReview, comment: string): NonNullable<TReview['reply']> => {
  review.reply = { comment, updateTime: context.store.now().toISOString() };
  context.store.changed();
  return review.reply;
};

export const removeReply = (context: TSandboxContext, review: TReview): boolean => {
  const had = review.reply !== undefined;
  delete review.reply;
  context.store.changed();
  return had;
};
