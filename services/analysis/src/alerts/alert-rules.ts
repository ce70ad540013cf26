import { ALERT_LIMITS, type TAlertKind } from '@app/contracts';

// What an alert says before it is stored (docs/product.md §10 Alerts: the texts, word for word).
export type TAlertDraft = {
  key: string;
  kind: TAlertKind;
  title: string;
  body: string;
  link: string;
  data: Record<string, string | number | null>;
};

// A review that needs a reply opens the Reviews page on the reviews waiting for one, where each card
// holds its suggested reply and the button that sends it.
export const ALERT_LINKS = { ranking: '/keywords', review: '/reviews', reply: '/reviews?status=pending', competitor: '/competitors' } as const;

const clip = (text: string, max: number): string => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

// ---------------------------------------------------------------------------------------------
// Ranking: a keyword leaves or enters the top 3 or the top 10.
// ---------------------------------------------------------------------------------------------

// The bands an owner cares about, smallest first.
export const RANK_BANDS = [3, 10] as const;

const inBand = (position: number | null, band: number): boolean => position !== null && position <= band;
const positionText = (position: number | null): string => (position === null ? 'not ranked' : `#${position}`);

// `previous` is the position of the keyword's last check that had data (null: checked but not
// ranked); a failed check (no data) is never either side, so it cannot raise an alert. A drop
// names the widest band left (out of the top 10 says more than out of the top 3); a rise the
// narrowest band entered. The key is per keyword, day and move, so the same check seen twice
// (a redelivered job, Check now after the sweep) is one alert.
export const rankingAlertOf = (input: { keywordId: string; keyword: string; day: string; previous: number | null; current: number | null }): TAlertDraft | null => {
  const { keywordId, keyword, day, previous, current } = input;
  const left = [...RANK_BANDS].reverse().find((band) => inBand(previous, band) && !inBand(current, band));
  const entered = RANK_BANDS.find((band) => !inBand(previous, band) && inBand(current, band));
  const band = left ?? entered;
  if (band === undefined) return null;
  const move = left !== undefined ? 'left' : 'entered';
  const shown = clip(keyword, 80);
  return {
    key: `ranking:${keywordId}:${day}:${move}-top${band}`,
    kind: 'ranking',
    title: move === 'left' ? `"${shown}" dropped out of the top ${band}` : `"${shown}" is now in the top ${band}`,
    body: `It moved from ${positionText(previous)} to ${positionText(current)} on ${day}.`,
    link: ALERT_LINKS.ranking,
    data: { keywordId, keyword, day, previous, current, band, move },
  };
};

// ---------------------------------------------------------------------------------------------
// Reviews: 1-3 stars at once; a burst of 1-star reviews is a possible review attack.
// ---------------------------------------------------------------------------------------------

// Only a review written this recently when analysis learns of it is news: the first import of a
// Google profile brings years of reviews, which must not each become an alert.
export const REVIEW_FRESH_MS = 48 * 60 * 60 * 1000;
// docs/product.md §10: 3 or more 1-star reviews within 24 hours.
export const ATTACK_WINDOW_MS = 24 * 60 * 60 * 1000;
export const ATTACK_THRESHOLD = 3;
export const URGENT_MAX_RATING = 3;

export type TReviewSeen = {
  externalId: string;
  reviewerName: string;
  rating: number;
  text: string;
  reviewDate: Date;
  // When analysis learnt of it (the event's time), which decides whether it is fresh.
  observedAt: Date;
  // The owner already replied on the platform: nothing to act on.
  replied: boolean;
};

export const reviewAlertOf = (review: TReviewSeen): TAlertDraft | null => {
  if (review.rating > URGENT_MAX_RATING || review.replied) return null;
  const age = review.observedAt.getTime() - review.reviewDate.getTime();
  if (age > REVIEW_FRESH_MS) return null;
  const stars = review.rating === 1 ? '1-star' : `${review.rating}-star`;
  const quote = review.text.trim() ? `"${clip(review.text.trim(), 280)}" ` : '';
  return {
    key: `review:${review.externalId}`,
    kind: 'review',
    title: `New ${stars} review from ${clip(review.reviewerName, 80)}`,
    body: `${quote}A quick, calm reply helps: open the review on the Reviews page to send the suggested reply or write your own.`,
    link: ALERT_LINKS.reply,
    data: { externalId: review.externalId, rating: review.rating, reviewerName: review.reviewerName, reviewDate: review.reviewDate.toISOString() },
  };
};

// docs/product.md §10: Google's own ways to report a review, in plain steps.
export const REVIEW_ATTACK_STEPS = [
  "Don't reply in anger and don't offer anything in exchange for removing a review.",
  'Open your Business Profile on Google (search for your business name while signed in, or open Google Maps), then Reviews.',
  'On each review you believe is fake, open its menu (⋮) and choose "Report review" to flag it as inappropriate.',
  'To report several reviews and follow what Google decided, use Google\'s "Review management tool" (search for it in the Business Profile Help Center) and pick the reviews there.',
  'Google removes only reviews that break its policies (fake engagement, off-topic, conflict of interest, harassment); keep a note of why each one does.',
] as const;

// `burst` are the fresh 1-star reviews of the business within ATTACK_WINDOW_MS up to the newest
// one, oldest first. The key names the burst's first review, so more 1-star reviews in the same
// burst do not raise the alert again.
export const reviewAttackAlertOf = (burst: { externalId: string; reviewDate: Date }[]): TAlertDraft | null => {
  const first = burst[0];
  if (burst.length < ATTACK_THRESHOLD || !first) return null;
  const steps = REVIEW_ATTACK_STEPS.map((step, index) => `${index + 1}. ${step}`).join('\n');
  return {
    key: `review-attack:${first.externalId}`,
    kind: 'review-attack',
    title: `Possible review attack: ${burst.length} one-star reviews in 24 hours`,
    body: clip(`Several 1-star reviews arrived close together, which can be a review attack. What to do:\n${steps}`, ALERT_LIMITS.body),
    link: ALERT_LINKS.review,
    data: { reviews: burst.length, since: first.reviewDate.toISOString() },
  };
};

// ---------------------------------------------------------------------------------------------
// Competitor watch: what competitor snapshots hold (a daily rating and review count from SerpApi)
// supports a rating change and a change in review pace; they hold no categories or opening
// hours, so those are not watched. Estimated figures (no SerpApi) are models, never news.
// ---------------------------------------------------------------------------------------------

// A rating moves in steps of 0.1 on Google; a step of 0.1 or more is news.
export const RATING_STEP = 0.1;
// docs/product.md §10: at least this many new reviews in the last 7 days, and at least twice the
// competitor's usual weekly pace (over the 4 weeks before).
export const PACE_MIN_REVIEWS = 5;
export const PACE_FACTOR = 2;

export type TCompetitorPoint = { day: string; rating: number | null; reviews: number | null };

const mondayOf = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};

// `previous` is the competitor's last earlier snapshot with a rating; `weekAgo` and `fiveWeeksAgo`
// the newest snapshots at least 7 and 35 days before `day` (null when there is none).
export const competitorAlertsOf = (input: {
  competitorId: string;
  name: string;
  current: TCompetitorPoint;
  previous: TCompetitorPoint | null;
  weekAgo: TCompetitorPoint | null;
  fiveWeeksAgo: TCompetitorPoint | null;
}): TAlertDraft[] => {
  const { competitorId, current, previous, weekAgo, fiveWeeksAgo } = input;
  const name = clip(input.name, 80);
  const drafts: TAlertDraft[] = [];
  if (current.rating !== null && previous?.rating != null && Math.abs(current.rating - previous.rating) >= RATING_STEP - 1e-9) {
    const up = current.rating > previous.rating;
    drafts.push({
      key: `competitor:${competitorId}:rating:${current.day}`,
      kind: 'competitor',
      title: `${name}'s rating went ${up ? 'up' : 'down'} to ${current.rating.toFixed(1)}`,
      body: `It was ${previous.rating.toFixed(1)} on ${previous.day}.`,
      link: ALERT_LINKS.competitor,
      data: { competitorId, name: input.name, change: 'rating', before: previous.rating, after: current.rating, day: current.day },
    });
  }
  if (current.reviews !== null && weekAgo?.reviews != null && fiveWeeksAgo?.reviews != null) {
    const gained = current.reviews - weekAgo.reviews;
    const usual = Math.max(0, weekAgo.reviews - fiveWeeksAgo.reviews) / 4;
    if (gained >= PACE_MIN_REVIEWS && gained >= PACE_FACTOR * usual) {
      drafts.push({
        key: `competitor:${competitorId}:pace:${mondayOf(current.day)}`,
        kind: 'competitor',
        title: `${name} is getting reviews faster`,
        body: `${gained} new reviews in the last 7 days, about ${Math.round(usual)} a week before.`,
        link: ALERT_LINKS.competitor,
        data: { competitorId, name: input.name, change: 'review-pace', gained, usualPerWeek: Math.round(usual * 10) / 10, day: current.day },
      });
    }
  }
  return drafts;
};

// ---------------------------------------------------------------------------------------------
// The daily roll-up of 4-5 star reviews (1-3 stars alert at once instead).
// ---------------------------------------------------------------------------------------------

export const reviewDigestAlertOf = (day: string, ratings: number[]): TAlertDraft | null => {
  const good = ratings.filter((rating) => rating > URGENT_MAX_RATING);
  if (good.length === 0) return null;
  const fives = good.filter((rating) => rating === 5).length;
  const plural = good.length === 1 ? 'review' : 'reviews';
  return {
    key: `review-digest:${day}`,
    kind: 'review',
    title: `${good.length} new 4-5 star ${plural} on ${day}`,
    body: `${fives} with 5 stars. A short thank-you reply shows future customers you listen: reply from the Reviews page.`,
    link: ALERT_LINKS.review,
    data: { day, reviews: good.length, fiveStars: fives },
  };
};
