import type { TAutoRespondRule, TReviewPlatform, TReviewStatus, TReviewTone } from '@app/contracts';

// The web app takes only types from @app/contracts (its runtime pulls in Node modules); the
// Record types make the compiler check these lists against the contract's unions.
type Option<T extends string> = { value: T; label: string };
const optionsOf = <T extends string>(labels: Record<T, string>): Option<T>[] =>
  (Object.keys(labels) as T[]).map((value) => ({ value, label: labels[value] }));

// docs/product.md §2 Reviews settings selects, word for word.
export const TONE_OPTIONS = optionsOf<TReviewTone>({
  'friendly-professional': 'Friendly & Professional',
  'casual-warm': 'Casual & Warm',
  'formal-courteous': 'Formal & Courteous',
});

export const AUTO_RESPOND_OPTIONS = optionsOf<TAutoRespondRule>({
  manual: 'Manual approval',
  'five-star': '5-star only',
  positive: 'All positive (4-5 stars)',
});

export const PLATFORM_OPTIONS = optionsOf<TReviewPlatform>({
  Google: 'Google',
  Yelp: 'Yelp',
  Facebook: 'Facebook',
  TripAdvisor: 'TripAdvisor',
});

export const STATUS_OPTIONS = optionsOf<TReviewStatus>({
  pending: 'Pending',
  responded: 'Responded',
});

// docs/product.md §9: the Reviews page shows 20 reviews a page.
export const REVIEWS_PAGE_SIZE = 20;
// docs/product.md §8: sending a reply without a suggestion uses this text.
export const DEFAULT_RESPONSE_TEXT = 'Thank you for your feedback!';

// The filter named in the address (/reviews?status=pending&platform=Yelp&page=2), so links (an
// insight's action) open the page filtered; anything unknown is ignored.
export function filterFromParams(params: URLSearchParams): {
  page: number;
  platform?: TReviewPlatform;
  status?: TReviewStatus;
} {
  const platform = PLATFORM_OPTIONS.find(
    (option) => option.value === params.get('platform'),
  )?.value;
  const status = STATUS_OPTIONS.find((option) => option.value === params.get('status'))?.value;
  const page = Number(params.get('page'));
  return {
    page: Number.isInteger(page) && page > 1 ? page : 1,
    ...(platform ? { platform } : {}),
    ...(status ? { status } : {}),
  };
}
