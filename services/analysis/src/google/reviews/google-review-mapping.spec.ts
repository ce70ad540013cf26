import { ANONYMOUS_REVIEWER, locationOf, syncedReviewOf } from './google-review-mapping';

describe('syncedReviewOf', () => {
  const businessId = '6f1c0c57-4b0e-4c36-9d1c-2b5f3c1d9a10';
  const at = new Date('2026-11-25T03:00:00.000Z');

  it("maps Google's review and its reply, stars as a number", () => {
    expect(
      syncedReviewOf(
        businessId,
        'google',
        {
          name: 'accounts/1/locations/2/reviews/3',
          reviewer: { displayName: 'Jamie Customer' },
          starRating: 'FOUR',
          comment: 'Lovely flat white',
          createTime: '2026-11-20T10:00:00Z',
          updateTime: '2026-11-21T10:00:00Z',
          reviewReply: { comment: 'Thanks Jamie!', updateTime: '2026-11-22T10:00:00Z' },
        },
        at,
      ),
    ).toEqual({
      businessId,
      source: 'google',
      externalId: 'accounts/1/locations/2/reviews/3',
      reviewerName: 'Jamie Customer',
      rating: 4,
      reviewText: 'Lovely flat white',
      createTime: '2026-11-20T10:00:00.000Z',
      updateTime: '2026-11-21T10:00:00.000Z',
      reply: { text: 'Thanks Jamie!', updateTime: '2026-11-22T10:00:00.000Z' },
      observedAt: '2026-11-25T03:00:00.000Z',
    });
  });

  it('names an anonymous reviewer as Google does and keeps a rating without text', () => {
    const review = syncedReviewOf(businessId, 'google-sandbox', { name: 'accounts/1/locations/2/reviews/4', reviewer: { isAnonymous: true }, starRating: 'TWO', createTime: '2026-11-20T10:00:00Z' }, at);
    expect(review).toMatchObject({ reviewerName: ANONYMOUS_REVIEWER, rating: 2, reviewText: '', reply: null, updateTime: '2026-11-20T10:00:00.000Z' });
  });

  it('skips a review without a star rating', () => {
    expect(syncedReviewOf(businessId, 'google', { name: 'accounts/1/locations/2/reviews/5', starRating: 'STAR_RATING_UNSPECIFIED', createTime: '2026-11-20T10:00:00Z' }, at)).toBeNull();
  });
});

describe('locationOf', () => {
  it('finds the location of a location or review name', () => {
    expect(locationOf('accounts/1/locations/2')).toBe('locations/2');
    expect(locationOf('accounts/1/locations/2/reviews/3')).toBe('locations/2');
    expect(locationOf('accounts/1')).toBeNull();
  });
});
