// The demo account's reviews (docs/product.md §9 demo values: 47 reviews, rating 4.6, 3 in the last 30 days),
// as `reviews.review.received` events with stable external ids: seeding twice adds nothing.
const NAMES = [
  'Sarah Mitchell', 'James Kowalski', 'Priya Shah', 'Tom Becker', 'Elena Rossi', 'Marcus Lee', 'Hannah Okafor', 'David Chen',
  'Olivia Grant', 'Nina Alvarez', 'Rachel Turner', 'Ben Howard', 'Sofia Park', 'Laura Martin', 'Grace Kim', 'Chris Walker',
  'Amanda Diaz', 'Kevin Brooks', 'Megan Foster', 'Luis Romero', 'Jessica Wu', 'Ryan Patel', 'Emily Carter', 'Daniel Moore',
  'Aisha Khan', 'George Liu', 'Maria Santos', 'Peter Nguyen', 'Alex Johnson', 'Sam Taylor', 'Jordan Blake', 'Casey Morgan',
  'Robin Hayes', 'Noah Bennett', 'Ava Collins', 'Ethan Rivera', 'Mia Thompson', 'Lucas Wright', 'Zoe Adams', 'Owen Hughes',
  'Chloe Evans', 'Isaac Ward', 'Lily Cooper', 'Henry Price', 'Ella Reed', 'Jack Murphy', 'Ruby Foster',
];

const FIVE = [
  'Best oat milk latte in Austin, and the baristas remember my order every time.',
  'The cold brew is smooth and strong. My favourite spot on Congress Ave.',
  'Lovely atmosphere for working, fast wifi and great pastries.',
  'Their croissants are baked fresh every morning. Worth the early trip!',
  'Friendly staff, perfect flat white, and the music is always just right.',
  'Cozy seating and the best cappuccino I have had in years.',
  'The breakfast sandwich and a pour over make my Saturday.',
  'Owner is so welcoming and the espresso is spot on.',
];
const FOUR = [
  'Great coffee and a nice patio. It gets busy at 8am so expect a short wait.',
  'Really good latte, prices are a little high but the quality shows.',
  'Nice vibe and tasty scones. Would love more seating.',
];
const LOW = {
  3: 'Coffee was fine but the line was long and the music too loud for a call.',
  2: 'Waited 20 minutes for a flat white and it arrived lukewarm.',
  1: 'My order was wrong twice and nobody apologised. Disappointing service.',
};
const PLATFORMS = ['Google', 'Google', 'Yelp', 'Facebook', 'Google', 'TripAdvisor'];
const REPLY = 'Thank you for the review! We hope to see you again soon at Corner Bean Coffee.';

// 34 five-star, 10 four-star, one each of 3, 2 and 1 star: 216 / 47 = 4.6. The three recent
// ones (5, 4 and 2 stars) show praise and a complaint on the Reviews page.
const RECENT_RATINGS = [5, 4, 2];
const OLDER_RATINGS = [...Array(33).fill(5), ...Array(9).fill(4), 3, 1];
const ratingOf = (index) => (index < RECENT_RATINGS.length ? RECENT_RATINGS[index] : OLDER_RATINGS[((index - RECENT_RATINGS.length) * 7) % OLDER_RATINGS.length]);
// Three reviews in the last 30 days (pending, for the AI suggestions); the rest spread over 18 months.
const DAYS_AGO = [2, 9, 21, ...Array.from({ length: 44 }, (_, index) => 35 + index * 12)];

const DAY_MS = 86_400_000;

export const demoReviewEvents = (businessId, now = Date.now()) =>
  NAMES.map((reviewerName, index) => {
    const rating = ratingOf(index);
    const daysAgo = DAYS_AGO[index];
    const reviewText = rating === 5 ? FIVE[index % FIVE.length] : rating === 4 ? FOUR[index % FOUR.length] : LOW[rating];
    const reviewDate = new Date(now - daysAgo * DAY_MS).toISOString();
    // Older reviews were answered on the platform a day later; the recent ones wait for the owner.
    const response = daysAgo > 30 ? { text: REPLY, date: new Date(now - (daysAgo - 1) * DAY_MS).toISOString() } : undefined;
    return {
      id: crypto.randomUUID(),
      type: 'reviews.review.received',
      version: 1,
      occurredAt: new Date(now).toISOString(),
      actor: { businessId },
      payload: { businessId, externalId: `demo-${index + 1}`, platform: PLATFORMS[index % PLATFORMS.length], reviewerName, rating, reviewText, reviewDate, ...(response ? { response } : {}) },
    };
  });
