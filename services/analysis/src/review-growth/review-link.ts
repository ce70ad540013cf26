// Google's "write a review" link of a place (documented by Google for Business Profile owners),
// used when the location's metadata has no newReviewUri.
export const writeReviewUrl = (placeId: string): string => `https://search.google.com/local/writereview?placeid=${encodeURIComponent(placeId)}`;

// The link customers are sent to: Google's own newReviewUri when it is a web address, else the
// place's write-a-review link; null without either.
export const reviewLinkOf = (metadata: { placeId?: string | null; newReviewUri?: string | null } | undefined): { placeId: string | null; reviewLink: string | null } => {
  const placeId = metadata?.placeId || null;
  const given = metadata?.newReviewUri ?? '';
  let reviewLink: string | null = null;
  try {
    const url = new URL(given);
    if (url.protocol === 'https:' || url.protocol === 'http:') reviewLink = url.toString();
  } catch {
    reviewLink = null;
  }
  return { placeId, reviewLink: reviewLink ?? (placeId ? writeReviewUrl(placeId) : null) };
};
