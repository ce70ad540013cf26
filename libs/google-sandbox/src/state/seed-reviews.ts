import { DAY_MS, opaqueId, seededRandom } from './deterministic';
import { STAR_RATINGS, type TReview } from './sandbox-state';

const NAMES = [
  'Sarah Mitchell', 'James Kowalski', 'Priya Shah', 'Tom Becker', 'Elena Rossi', 'Marcus Lee', 'Hannah Okafor', 'David Chen',
  'Olivia Grant', 'Nina Alvarez', 'Rachel Turner', 'Ben Howard', 'Sofia Park', 'Laura Martin', 'Grace Kim', 'Chris Walker',
  'Amanda Diaz', 'Kevin Brooks', 'Megan Foster', 'Luis Romero', 'Jessica Wu', 'Ryan Patel', 'Emily Carter', 'Daniel Moore',
  'Aisha Khan', 'George Liu', 'Maria Santos', 'Peter Nguyen', 'Alex Johnson', 'Sam Taylor', 'Jordan Blake', 'Casey Morgan',
  'Robin Hayes', 'Noah Bennett', 'Ava Collins', 'Ethan Rivera', 'Mia Thompson', 'Lucas Wright', 'Zoe Adams', 'Owen Hughes',
];

export type TReviewTexts = { 5: string[]; 4: string[]; 3: string[]; 2: string[]; 1: string[]; reply: string[] };

export const COFFEE_TEXTS: TReviewTexts = {
  5: [
    'Best oat milk latte in Austin, and the baristas remember my order every time.',
    'The cold brew is smooth and strong. My favourite spot on Congress Ave.',
    'Lovely atmosphere for working, fast wifi and great pastries.',
    'Their croissants are baked fresh every morning. Worth the early trip!',
    'Friendly staff, perfect flat white, and the music is always just right.',
    'Cozy seating and the best cappuccino I have had in years.',
  ],
  4: [
    'Great coffee and a nice patio. It gets busy at 8am so expect a short wait.',
    'Really good latte, prices are a little high but the quality shows.',
    'Nice vibe and tasty scones. Would love more seating.',
  ],
  3: ['Coffee was fine but the line was long and the music too loud for a call.', 'Decent espresso, nothing special. The patio is nice though.'],
  2: ['Waited 20 minutes for a flat white and it arrived lukewarm.', 'Pastries were stale on a Sunday afternoon.'],
  1: ['My order was wrong twice and nobody apologised. Disappointing service.'],
  reply: [
    'Thank you so much! We hope to see you again soon at Corner Bean Coffee.',
    'Thanks for the kind words, we will pass them on to the team.',
    'Sorry about the wait, we have added a second barista in the morning rush. Thank you for telling us.',
  ],
};

// Ratings drawn with these weights (index 0 is one star).
export type TRatingWeights = [number, number, number, number, number];

export type TSeedReviewsPlan = {
  locationId: string;
  count: number;
  weights: TRatingWeights;
  texts: TReviewTexts;
  spanDays: number; // the oldest review is this many days old
  unansweredRecent: number; // the newest ones wait for the owner's reply
  fixedRatings?: Record<number, number>; // index → stars, so the seed shows every rating
};

const pickRating = (random: () => number, weights: TRatingWeights): number => {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let draw = random() * total;
  for (let index = 0; index < weights.length; index += 1) {
    draw -= weights[index] ?? 0;
    if (draw < 0) return index + 1;
  }
  return 5;
};

const pick = <T>(random: () => number, items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;

// Reviews spread over `spanDays`, newest first; some without a comment (a rating alone, as Google
// allows), one anonymous, most older ones answered a day or two later.
export const seedReviews = (plan: TSeedReviewsPlan, now: Date): TReview[] => {
  const random = seededRandom(`reviews:${plan.locationId}`);
  return Array.from({ length: plan.count }, (_, index) => {
    const drawn = pickRating(random, plan.weights);
    const rating = plan.fixedRatings?.[index] ?? drawn;
    const daysAgo = Math.round(((index + 0.5) / plan.count) * plan.spanDays * (0.85 + random() * 0.3));
    const created = new Date(now.getTime() - Math.max(1, daysAgo) * DAY_MS + Math.floor(random() * 10 * 3_600_000));
    const anonymous = index === 7;
    const withComment = index % 9 !== 4;
    const answered = index >= plan.unansweredRecent && random() < 0.7;
    const replyTime = new Date(created.getTime() + (1 + Math.floor(random() * 2)) * DAY_MS);
    const review: TReview = {
      id: opaqueId(plan.locationId, index),
      locationId: plan.locationId,
      reviewer: anonymous ? { isAnonymous: true } : { displayName: pick(random, NAMES), isAnonymous: false },
      starRating: STAR_RATINGS[rating - 1] ?? 'FIVE',
      ...(withComment ? { comment: pick(random, plan.texts[rating as 1 | 2 | 3 | 4 | 5]) } : {}),
      createTime: created.toISOString(),
      updateTime: created.toISOString(),
      ...(answered && replyTime.getTime() < now.getTime() ? { reply: { comment: pick(random, plan.texts.reply), updateTime: replyTime.toISOString() } } : {}),
    };
    return review;
  });
};
