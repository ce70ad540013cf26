import { localReply, MAX_REPLY_WORDS, wordCount, type TReplyInput } from './local-reply';
import { firstNameOf, topicsOf } from './review-topics';

const review = (overrides: Partial<TReplyInput> = {}): TReplyInput => ({
  reviewerName: 'Sarah Mitchell',
  rating: 5,
  reviewText: 'Best oat milk latte in town and the baristas are lovely.',
  tone: 'friendly-professional',
  businessName: 'Corner Bean',
  businessType: 'cafe',
  ...overrides,
});

describe('localReply', () => {
  it('thanks a happy reviewer by name for what they praised', () => {
    const reply = localReply(review());
    expect(reply).toMatch(/^Hi Sarah,/);
    expect(reply).toContain('Thank you so much for the 5-star review');
    expect(reply).toContain('the oat milk latte and the baristas');
    expect(reply).toContain('the Corner Bean team');
    expect(reply).not.toMatch(/sorry|apolog/i);
  });

  it('apologises for a complaint and makes a concrete offer fitting the business', () => {
    const reply = localReply(review({ reviewerName: 'Tom Becker', rating: 1, reviewText: 'Waited 20 minutes and the flat white was cold.' }));
    expect(reply).toMatch(/^Hi Tom,/);
    expect(reply).toContain("We're truly sorry about the flat white");
    expect(reply).toContain('your next coffee and pastry are on us');
    const gym = localReply(review({ rating: 2, businessType: 'gym', reviewText: 'The showers are always cold.' }));
    expect(gym).toContain('free week pass');
  });

  it('thanks a 4-star reviewer for what they liked, not for what they regretted', () => {
    const reply = localReply(review({ rating: 4, reviewerName: 'James K.', reviewText: 'Really good latte, prices are a little high.' }));
    expect(reply).toContain('the kind words about the latte!');
    expect(reply).not.toContain('prices');
  });

  it('follows the tone', () => {
    expect(localReply(review({ tone: 'casual-warm' }))).toMatch(/^Hey Sarah! Thanks a ton for the 5 stars!/);
    const formal = localReply(review({ tone: 'formal-courteous', rating: 2 }));
    expect(formal).toMatch(/^Dear Sarah, Please accept our sincere apologies/);
    expect(formal).toContain('Kind regards, The Corner Bean Team');
  });

  it('quotes the review when it names nothing it knows, and stays under the word limit', () => {
    const long = Array.from({ length: 300 }, (_, index) => `word${index}`).join(' ');
    const reply = localReply(review({ rating: 3, reviewText: long }));
    expect(reply).toContain('what you said ("word0 word1');
    expect(wordCount(reply)).toBeLessThanOrEqual(MAX_REPLY_WORDS);
    for (const rating of [1, 2, 3, 4, 5]) {
      for (const tone of ['friendly-professional', 'casual-warm', 'formal-courteous'] as const) {
        expect(wordCount(localReply(review({ rating, tone })))).toBeLessThan(MAX_REPLY_WORDS);
      }
    }
  });

  it('reads topics in the order the review names them, and first names from signatures', () => {
    expect(topicsOf('Great coffee, rude staff, nice music')).toEqual(['coffee', 'staff']);
    expect(topicsOf('Nothing here')).toEqual([]);
    expect(firstNameOf('hannah O.')).toBe('Hannah');
    expect(firstNameOf('**')).toBe('there');
  });
});
