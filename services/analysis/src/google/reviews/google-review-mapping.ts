import { REVIEW_LIMITS, type TGoogleReviewSyncedEvent, type TGoogleSource } from '@app/contracts';

// A My Business v4 `Review` as Google answers it (the fields the product reads).
export type TV4Review = {
  name?: string;
  reviewer?: { displayName?: string; isAnonymous?: boolean };
  starRating?: string;
  comment?: string;
  createTime?: string;
  updateTime?: string;
  reviewReply?: { comment?: string; updateTime?: string };
};
export type TV4ReviewsPage = { reviews?: TV4Review[]; nextPageToken?: string; totalReviewCount?: number };

const STARS: Record<string, number> = { ONE: 1, TWO: 2, THREE: 3, FOUR: 4, FIVE: 5 };
// What Google shows for a reviewer who chose to stay anonymous.
export const ANONYMOUS_REVIEWER = 'A Google user';

const clip = (text: string, max: number): string => (text.length > max ? text.slice(0, max) : text);

// Google's review as the `analysis.google-review.synced` payload, or null for one the product
// cannot show (no name, no star rating: Google's STAR_RATING_UNSPECIFIED).
export const syncedReviewOf = (businessId: string, source: TGoogleSource, review: TV4Review, observedAt: Date): TGoogleReviewSyncedEvent | null => {
  const rating = STARS[review.starRating ?? ''];
  if (!review.name || !rating || !review.createTime) return null;
  const reviewer = review.reviewer?.isAnonymous ? '' : (review.reviewer?.displayName ?? '').trim();
  const reply = review.reviewReply?.comment?.trim();
  return {
    businessId,
    source,
    externalId: review.name,
    reviewerName: clip(reviewer || ANONYMOUS_REVIEWER, REVIEW_LIMITS.reviewerName),
    rating,
    reviewText: clip(review.comment ?? '', REVIEW_LIMITS.reviewText),
    createTime: new Date(review.createTime).toISOString(),
    updateTime: new Date(review.updateTime ?? review.createTime).toISOString(),
    reply: reply ? { text: clip(reply, REVIEW_LIMITS.responseText), updateTime: new Date(review.reviewReply?.updateTime ?? review.updateTime ?? review.createTime).toISOString() } : null,
    observedAt: observedAt.toISOString(),
  };
};

// `accounts/{a}/locations/{l}[/...]` → `locations/{l}` (how a connection names its location).
export const locationOf = (resourceName: string): string | null => /(?:^|\/)(locations\/[A-Za-z0-9_-]+)(?:\/|$)/.exec(resourceName)?.[1] ?? null;
