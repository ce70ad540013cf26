import { WEEKLY_PLAN_MAX_ACTIONS, type TPlanActionKind } from '@app/contracts';
import { DAY_MS } from '../common/days';

// docs/product.md §11 Weekly plan: which three things an owner should do this week, chosen from
// the business's own figures, and what last week's done actions changed. Pure: the service gathers
// the figures, these rules decide and word them.

// What the rules read, as measured when a plan is built.
export type TPlanFacts = {
  now: Date;
  // Reviews without a reply (the reviews service's summary, or the last one kept).
  reviews: { pendingCount: number; oldestPendingAt: Date | null; averageRating: number; total: number; isSample: boolean };
  // Each tracked keyword with its latest check that had data (null position: not in the results).
  keywords: { id: string; keyword: string; position: number | null; day: string | null }[];
  listing: { score: number; tasks: { id: string; label: string; detail: string; points: number; done: boolean }[] };
  // The newest competitor alert of the last 7 days, if any.
  competitorMove: { alertId: string; title: string; body: string; link: string } | null;
  // This season's keyword suggestion when the business does not track it yet.
  seasonal: { keyword: string; reason: string } | null;
};

export type TBaseline = Record<string, string | number | null>;
export type TPlanDraft = { kind: TPlanActionKind; title: string; why: string; link: string; baseline: TBaseline };

const plural = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
const positionText = (position: number | null): string => (position === null ? 'not ranked' : `#${position}`);

const reviewsAction = (facts: TPlanFacts): TPlanDraft | null => {
  const { pendingCount, oldestPendingAt, averageRating, total, isSample } = facts.reviews;
  if (pendingCount <= 0 || isSample) return null;
  const waited = oldestPendingAt ? Math.max(0, Math.floor((facts.now.getTime() - oldestPendingAt.getTime()) / DAY_MS)) : null;
  const title = pendingCount === 1 ? 'Reply to the review waiting for an answer' : `Reply to the ${pendingCount} reviews waiting for an answer`;
  const since = waited === null ? '' : `${pendingCount === 1 ? 'It has' : 'The oldest has'} waited ${plural(waited, 'day')}; `;
  return {
    kind: 'reviews',
    title,
    why: `${since}${since ? 'a' : 'A'} reply shows future customers that you listen, and Google counts answered reviews as activity.`,
    link: '/reviews?status=pending',
    baseline: { pending: pendingCount, rating: averageRating, total },
  };
};

// The keyword ranked closest below the top 3 (4 to 20), the smallest gap first.
const keywordAction = (facts: TPlanFacts): TPlanDraft | null => {
  const candidates = facts.keywords
    .flatMap((keyword) => (keyword.position !== null && keyword.position > 3 ? [{ ...keyword, position: keyword.position }] : []))
    .sort((a, b) => a.position - b.position || a.keyword.localeCompare(b.keyword));
  const best = candidates[0];
  if (!best) return null;
  const gap = best.position - 3;
  return {
    kind: 'keyword',
    title: `Move "${best.keyword}" into the top 3`,
    why: `It is #${best.position}${best.day ? ` (checked ${best.day})` : ''}, ${plural(gap, 'place')} from the top 3, the places Google shows first on the map.`,
    link: '/keywords',
    baseline: { keywordId: best.id, keyword: best.keyword, position: best.position },
  };
};

const competitorAction = (facts: TPlanFacts): TPlanDraft | null => {
  const move = facts.competitorMove;
  if (!move) return null;
  return {
    kind: 'competitor',
    title: 'Answer a competitor’s move',
    why: `${move.title}. ${move.body}`,
    link: move.link,
    baseline: { alertId: move.alertId },
  };
};

// Listing tasks about reviews are the reviews action's, not the listing's.
const REVIEW_TASKS = new Set(['reviews-replied', 'rating']);

// The undone listing task worth most points (the checklist's order breaks ties).
const listingAction = (facts: TPlanFacts): TPlanDraft | null => {
  const task = facts.listing.tasks.filter((candidate) => !candidate.done && !REVIEW_TASKS.has(candidate.id)).reduce<TPlanFacts['listing']['tasks'][number] | null>((best, candidate) => (!best || candidate.points > best.points ? candidate : best), null);
  if (!task) return null;
  return {
    kind: 'listing',
    title: task.label,
    why: `${task.detail} It is worth ${task.points} points; your listing scores ${facts.listing.score}/100.`,
    link: '/gmb',
    baseline: { taskId: task.id, score: facts.listing.score },
  };
};

const seasonalAction = (facts: TPlanFacts): TPlanDraft | null => {
  if (!facts.seasonal) return null;
  return {
    kind: 'seasonal',
    title: `Start tracking "${facts.seasonal.keyword}"`,
    why: facts.seasonal.reason,
    link: '/keywords',
    baseline: { keyword: facts.seasonal.keyword },
  };
};

// In this order of priority: reviews waiting (customers see them), the keyword nearest the top 3,
// a competitor's move, the listing task worth most, the seasonal keyword; at most three.
export const planActionsOf = (facts: TPlanFacts): TPlanDraft[] =>
  [reviewsAction, keywordAction, competitorAction, listingAction, seasonalAction]
    .map((rule) => rule(facts))
    .filter((draft): draft is TPlanDraft => draft !== null)
    .slice(0, WEEKLY_PLAN_MAX_ACTIONS);

export const LOOK_BACK_TEXTS = {
  noneDone: 'No action from last week’s plan was marked done.',
  nothingMoved: 'Nothing we measure has moved yet since last week’s actions; changes on Google often take a few weeks to show.',
} as const;

const num = (value: string | number | null | undefined): number | null => (typeof value === 'number' && Number.isFinite(value) ? value : null);

// What one done action changed, measured against its baseline; null when nothing measurable moved.
const changeOf = (action: { kind: string; baseline: TBaseline }, facts: TPlanFacts): string | null => {
  const { baseline } = action;
  if (action.kind === 'reviews') {
    const before = num(baseline.pending);
    const ratingBefore = num(baseline.rating);
    if (before === null || ratingBefore === null) return null;
    const after = facts.reviews.pendingCount;
    const ratingAfter = Math.round(facts.reviews.averageRating * 10) / 10;
    const delta = Math.round((ratingAfter - Math.round(ratingBefore * 10) / 10) * 10) / 10;
    if (after === before && delta === 0) return null;
    const rating = delta === 0 ? `your rating is unchanged at ${ratingAfter.toFixed(1)}` : `your rating is ${ratingAfter.toFixed(1)}, ${delta > 0 ? 'up' : 'down'} ${Math.abs(delta).toFixed(1)}`;
    return `Reviews waiting for a reply: ${before} → ${after}; ${rating}`;
  }
  if (action.kind === 'keyword') {
    const keyword = facts.keywords.find((candidate) => candidate.id === baseline.keywordId);
    const before = num(baseline.position);
    if (!keyword || keyword.day === null || keyword.position === before) return null;
    return `"${keyword.keyword}": ${positionText(before)} → ${positionText(keyword.position)}`;
  }
  if (action.kind === 'listing') {
    const before = num(baseline.score);
    if (before === null || before === facts.listing.score) return null;
    return `Listing score: ${before} → ${facts.listing.score}`;
  }
  if (action.kind === 'seasonal') {
    const wanted = String(baseline.keyword ?? '').toLowerCase();
    return facts.keywords.some((keyword) => keyword.keyword.toLowerCase() === wanted) ? `You now track "${String(baseline.keyword)}"` : null;
  }
  return null;
};

// The next plan's look-back: nothing on a first plan; otherwise each measured change of last
// week's done actions, or a plain sentence saying none was done or nothing moved.
export const lookBackOf = (previous: { actions: { kind: string; baseline: TBaseline; done: boolean }[] } | null, facts: TPlanFacts): { text: string }[] => {
  if (!previous) return [];
  const done = previous.actions.filter((action) => action.done);
  if (done.length === 0) return [{ text: LOOK_BACK_TEXTS.noneDone }];
  const changes = done.map((action) => changeOf(action, facts)).filter((text): text is string => text !== null);
  return changes.length === 0 ? [{ text: LOOK_BACK_TEXTS.nothingMoved }] : changes.map((text) => ({ text }));
};
