import { reviewLinkOf } from './review-link';

describe('the review link of a Google location', () => {
  it('is Google’s newReviewUri when the location metadata gives one', () => {
    expect(reviewLinkOf({ placeId: 'ChIJabc', newReviewUri: 'https://g.page/r/abc/review' })).toEqual({ placeId: 'ChIJabc', reviewLink: 'https://g.page/r/abc/review' });
  });

  it('is the place id’s write-a-review link otherwise', () => {
    expect(reviewLinkOf({ placeId: 'ChIJ a&b' })).toEqual({ placeId: 'ChIJ a&b', reviewLink: 'https://search.google.com/local/writereview?placeid=ChIJ%20a%26b' });
    expect(reviewLinkOf({ placeId: 'ChIJabc', newReviewUri: 'javascript:alert(1)' }).reviewLink).toBe('https://search.google.com/local/writereview?placeid=ChIJabc');
  });

  it('is null without a place id or a link', () => {
    expect(reviewLinkOf(undefined)).toEqual({ placeId: null, reviewLink: null });
    expect(reviewLinkOf({})).toEqual({ placeId: null, reviewLink: null });
  });
});
