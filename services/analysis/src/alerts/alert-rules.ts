import { ALERT_LIMITS, type TAlertKind } from '@app/contracts';
import { mondayOf } from '../common/days';
import { normalizedText } from '../common/text';
import { gridFigures, type TFigureCell } from '../visibility/grid-figures';

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
export const ALERT_LINKS = { ranking: '/keywords', review: '/reviews', reply: '/reviews?status=pending', competitor: '/competitors', visibility: '/visibility' } as const;

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
// Competitor watch: from the daily SerpApi snapshots, a rating change, a change in review pace,
// and (below) a change of categories or opening hours. Estimated figures (no SerpApi) are models,
// never news.
// ---------------------------------------------------------------------------------------------

// A rating moves in steps of 0.1 on Google; a step of 0.1 or more is news.
export const RATING_STEP = 0.1;
// docs/product.md §10: at least this many new reviews in the last 7 days, and at least twice the
// competitor's usual weekly pace (over the 4 weeks before).
export const PACE_MIN_REVIEWS = 5;
export const PACE_FACTOR = 2;

export type TCompetitorPoint = { day: string; rating: number | null; reviews: number | null };

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

// Categories and opening hours, as SerpApi's Google Maps answer gives them: a change against the
// competitor's last earlier snapshot that had them (null: the answer had none, never a change).
export type TCompetitorProfile = { day: string; categories: string[] | null; hours: Record<string, string> | null };

const WEEKDAYS = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);
const sameSet = (a: readonly string[], b: readonly string[]): boolean => {
  const left = new Set(a.map(normalizedText));
  const right = new Set(b.map(normalizedText));
  return left.size === right.size && [...left].every((item) => right.has(item));
};
const hoursOf = (hours: Record<string, string>, day: string): string | null => hours[day]?.trim() || null;

export const competitorProfileAlertsOf = (input: {
  competitorId: string;
  name: string;
  current: TCompetitorProfile;
  previousCategories: TCompetitorProfile | null;
  previousHours: TCompetitorProfile | null;
}): TAlertDraft[] => {
  const { competitorId, current, previousCategories, previousHours } = input;
  const name = clip(input.name, 80);
  const drafts: TAlertDraft[] = [];
  const before = previousCategories?.categories;
  if (current.categories && before && !sameSet(current.categories, before)) {
    drafts.push({
      key: `competitor:${competitorId}:categories:${current.day}`,
      kind: 'competitor',
      title: `${name} changed its categories on Google`,
      body: clip(`Now: ${current.categories.join(', ')}. Before (${previousCategories.day}): ${before.join(', ')}.`, ALERT_LIMITS.body),
      link: ALERT_LINKS.competitor,
      data: { competitorId, name: input.name, change: 'categories', before: before.join(', '), after: current.categories.join(', '), day: current.day },
    });
  }
  const hoursBefore = previousHours?.hours;
  if (current.hours && hoursBefore) {
    const days = [...new Set([...WEEKDAYS, ...Object.keys(current.hours), ...Object.keys(hoursBefore)])];
    const changed = days.filter((day) => hoursOf(current.hours ?? {}, day) !== hoursOf(hoursBefore, day));
    if (changed.length > 0) {
      const lines = changed.map((day) => `${capitalized(day)}: ${hoursOf(current.hours ?? {}, day) ?? 'not listed'} (was ${hoursOf(hoursBefore, day) ?? 'not listed'})`);
      drafts.push({
        key: `competitor:${competitorId}:hours:${current.day}`,
        kind: 'competitor',
        title: `${name} changed its opening hours`,
        body: clip(`${lines.join('; ')}.`, ALERT_LIMITS.body),
        link: ALERT_LINKS.competitor,
        data: { competitorId, name: input.name, change: 'hours', days: changed.join(','), day: current.day },
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

// ---------------------------------------------------------------------------------------------
// Geo-grid: a SoLV change of 10 points or more, and a new business in the top 3 at a third or
// more of the grid's points, each against the keyword's previous finished scan of the same grid.
// ---------------------------------------------------------------------------------------------

// docs/product.md §10: a change of this many points of SoLV (share of the points in the top 3).
export const SOLV_STEP = 10;
// A new business is news when it is in the top 3 at this share of the points with data or more,
// having been below it in the previous scan.
export const ENTRANT_SHARE = 1 / 3;
// A scan where fewer than this share of the points had data is mostly a failed scan: it is never
// either side of a comparison, so lookups that failed cannot raise an alert.
export const GRID_MIN_DATA_SHARE = 0.5;
// At most this many entrant alerts from one scan (the strongest first): a pack reshuffle is one
// story, not ten emails.
export const ENTRANTS_SHOWN = 3;

export type TGridCellSeen = TFigureCell & { pack: readonly string[] };
export type TGridScanSeen = { scanId: string; day: string; cells: TGridCellSeen[] };

const withData = (cells: readonly TGridCellSeen[]) => cells.filter((cell) => cell.status === 'ok' || cell.status === 'not-found');
const usable = (scan: TGridScanSeen): boolean => scan.cells.length > 0 && withData(scan.cells).length >= GRID_MIN_DATA_SHARE * scan.cells.length;

// Each business (by normalized name) in the top 3 of a scan, with its share of the points with
// data and its name as the pack first showed it. The shop itself (its name, as positionIn finds
// it) is left out.
const topThreeShares = (scan: TGridScanSeen, shopName: string): Map<string, { name: string; share: number }> => {
  const points = withData(scan.cells);
  const shop = normalizedText(shopName);
  const counts = new Map<string, { name: string; points: number }>();
  for (const cell of points) {
    const seen = new Set<string>();
    for (const title of cell.pack.slice(0, 3)) {
      const key = normalizedText(title);
      if (!key || seen.has(key) || (shop && key.includes(shop))) continue;
      seen.add(key);
      const entry = counts.get(key) ?? { name: title.trim(), points: 0 };
      entry.points += 1;
      counts.set(key, entry);
    }
  }
  return new Map([...counts].map(([key, entry]) => [key, { name: entry.name, share: points.length === 0 ? 0 : entry.points / points.length }]));
};

const percent = (value: number): string => `${Math.round(value)}%`;

// `previous` is the keyword's last finished scan of the same grid before `current` (null: this is
// the first, nothing to compare). The keys name the scan, so the same finished scan seen twice (a
// job retried after a crash) is one alert.
export const gridAlertsOf = (input: { keyword: string; shopName: string; previous: TGridScanSeen | null; current: TGridScanSeen }): TAlertDraft[] => {
  const { previous, current } = input;
  if (!previous || !usable(previous) || !usable(current)) return [];
  const keyword = clip(input.keyword, 80);
  const drafts: TAlertDraft[] = [];
  const before = gridFigures(previous.cells).solv;
  const after = gridFigures(current.cells).solv;
  if (before !== null && after !== null && Math.abs(after - before) >= SOLV_STEP - 1e-9) {
    const up = after > before;
    drafts.push({
      key: `grid-solv:${current.scanId}`,
      kind: 'visibility',
      title: `Your map visibility for "${keyword}" went ${up ? 'up' : 'down'} to ${percent(after)}`,
      body: `You were in the top 3 at ${percent(after)} of the grid's points on ${current.day}, ${up ? 'up' : 'down'} from ${percent(before)} on ${previous.day}.`,
      link: ALERT_LINKS.visibility,
      data: { scanId: current.scanId, previousScanId: previous.scanId, keyword: input.keyword, before, after, day: current.day },
    });
  }
  const was = topThreeShares(previous, input.shopName);
  const entrants = [...topThreeShares(current, input.shopName)]
    .filter(([key, now]) => now.share >= ENTRANT_SHARE - 1e-9 && (was.get(key)?.share ?? 0) < ENTRANT_SHARE - 1e-9)
    .sort(([, a], [, b]) => b.share - a.share || a.name.localeCompare(b.name))
    .slice(0, ENTRANTS_SHOWN);
  for (const [key, now] of entrants) {
    const name = clip(now.name, 80);
    const share = Math.round(100 * now.share);
    const wasShare = Math.round(100 * (was.get(key)?.share ?? 0));
    drafts.push({
      key: `grid-entrant:${current.scanId}:${key.slice(0, 120)}`,
      kind: 'competitor',
      title: `${name} is now in the top 3 for "${keyword}" across much of your area`,
      body: `In the top 3 at ${share}% of the grid's points on ${current.day}, ${wasShare === 0 ? 'and nowhere' : `${wasShare}%`} on ${previous.day}.`,
      link: ALERT_LINKS.visibility,
      data: { scanId: current.scanId, keyword: input.keyword, name: now.name, share, previousShare: wasShare, day: current.day, change: 'new-top3' },
    });
  }
  return drafts;
};
