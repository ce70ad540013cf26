import type { TInsightAction, TInsightPriority, TInsightType, TListingTask } from '@app/contracts';
import { clamp } from '../common/seeded';
import { addDays, daysBetween } from '../common/days';
import { localDay } from '../common/business-day';
import { seasonsOf } from './seasonal-calendar';

// One situation found in a business's own data; dedupeKey names the situation (one insight per
// key), fingerprint what it looks like now (a changed one is news again, an unchanged one keeps
// its read state).
export type TInsightDraft = {
  dedupeKey: string;
  fingerprint: string;
  type: TInsightType;
  priority: TInsightPriority;
  impactScore: number;
  title: string;
  description: string;
  actionRecommended: string;
  action: TInsightAction;
};

export type TKeywordChecks = { keywordId: string; keyword: string; checks: { day: string; position: number | null; status: string }[] };
export type TCompetitorFacts = { id: string; name: string; averageRating: number | null; ratingChange: number | null };
export type TReviewFacts = { pendingCount: number; oldestPendingAt: Date | null; isSample: boolean; averageRating: number; total: number };

export const RULES = {
  rankDropPlaces: 3,
  // A drop is measured against the best position of the week before the newest check.
  rankWindowDays: 7,
  // Checks older than this say nothing about now.
  rankFreshDays: 14,
  competitorGain: 0.2,
  listingTasksShown: 3,
} as const;

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;
const impact = (value: number) => Math.round(clamp(value, 0, 100));

// Trend: a keyword fell 3 or more places (or out of the results) against its best position of
// the previous week. High when it left the top 3 or the top 10.
export const rankDropInsights = (keywords: TKeywordChecks[], today: string): TInsightDraft[] =>
  keywords.flatMap((keyword) => {
    const checks = [...keyword.checks].sort((a, b) => b.day.localeCompare(a.day));
    const latest = checks.find((check) => check.status !== 'no_data');
    if (!latest || daysBetween(latest.day, today) > RULES.rankFreshDays) return [];
    const window = checks.filter((check) => check.position !== null && check.day < latest.day && check.day >= addDays(latest.day, -RULES.rankWindowDays));
    const reference = Math.min(...window.map((check) => check.position ?? Infinity));
    if (!Number.isFinite(reference)) return [];
    const now = latest.position;
    const drop = now === null ? Infinity : now - reference;
    if (drop < RULES.rankDropPlaces) return [];
    const leftTop3 = reference <= 3 && (now === null || now > 3);
    const leftTop10 = reference <= 10 && (now === null || now > 10);
    const where = now === null ? 'out of the results checked' : `to #${now}`;
    return [
      {
        dedupeKey: `rank-drop:${keyword.keywordId}`,
        fingerprint: `${reference}->${now ?? 'none'}`,
        type: 'trend',
        priority: leftTop3 || leftTop10 ? 'high' : 'medium',
        impactScore: impact(30 + Math.min(drop, 10) * 3 + (leftTop3 ? 25 : leftTop10 ? 15 : 0)),
        title: `"${keyword.keyword}" dropped ${now === null ? 'out of the rankings' : plural(drop, 'place')}`,
        description: `It fell from #${reference} ${where}${leftTop3 ? ', out of the top 3' : leftTop10 ? ', out of the top 10' : ''}.`,
        actionRecommended: 'Check who overtook you for this search and add the keyword to your listing description and posts.',
        action: { label: 'Open keyword', href: `/keywords?keyword=${keyword.keywordId}` },
      },
    ];
  });

// Competitor: a followed competitor's rating rose by 0.2 or more in ~30 days. High when it now
// matches or beats yours, or rose by half a star.
export const competitorInsights = (competitors: TCompetitorFacts[], ownRating: number | null): TInsightDraft[] =>
  competitors.flatMap((competitor) => {
    const change = competitor.ratingChange;
    if (change === null || competitor.averageRating === null || change < RULES.competitorGain) return [];
    const overtakes = ownRating !== null && competitor.averageRating >= ownRating;
    const from = Math.round((competitor.averageRating - change) * 10) / 10;
    return [
      {
        dedupeKey: `competitor-rating:${competitor.id}`,
        fingerprint: `${from}->${competitor.averageRating}`,
        type: 'competitor',
        priority: overtakes || change >= 0.5 ? 'high' : 'medium',
        impactScore: impact(40 + change * 60 + (overtakes ? 15 : 0)),
        title: `${competitor.name}'s rating rose to ${competitor.averageRating.toFixed(1)}`,
        description: `Up ${change.toFixed(1)} from ${from.toFixed(1)} over the last 30 days${ownRating === null ? '' : `; yours is ${ownRating.toFixed(1)}`}.`,
        actionRecommended: 'Ask your happy customers for reviews this week and answer every pending one.',
        action: { label: 'View competitor', href: `/competitors#competitor-${competitor.id}` },
      },
    ];
  });

// Optimization: reviews waiting for a reply (not the generated sample set). Priority by how many
// and how long the oldest has waited.
export const pendingReviewInsights = (reviews: TReviewFacts, now: Date): TInsightDraft[] => {
  if (reviews.isSample || reviews.pendingCount === 0) return [];
  const count = reviews.pendingCount;
  const waited = reviews.oldestPendingAt ? Math.max(0, Math.floor((now.getTime() - reviews.oldestPendingAt.getTime()) / 86_400_000)) : 0;
  return [
    {
      dedupeKey: 'pending-reviews',
      fingerprint: `${count}:${reviews.oldestPendingAt?.toISOString() ?? ''}`,
      type: 'optimization',
      priority: count >= 5 || waited >= 7 ? 'high' : count >= 2 || waited >= 3 ? 'medium' : 'low',
      impactScore: impact(30 + count * 6 + Math.min(waited, 14) * 2),
      title: `${plural(count, 'review')} waiting for a reply`,
      description: `The oldest has waited ${plural(waited, 'day')}. Businesses that answer reviews rank better and win back unhappy customers.`,
      actionRecommended: 'Reply to each pending review; the AI suggestions are ready to send or edit.',
      action: { label: 'Reply to reviews', href: '/reviews?status=pending' },
    },
  ];
};

// Seasonal: the calendar for the business type and month, one insight per season and year.
export const seasonalInsights = (businessType: string, today: string): TInsightDraft[] => {
  const [year, month] = today.split('-').map(Number) as [number, number];
  return seasonsOf(businessType, month).map((season) => ({
    dedupeKey: `seasonal:${season.id}:${year}`,
    fingerprint: season.id,
    type: 'seasonal',
    priority: season.peakMonths.includes(month) ? 'high' : 'medium',
    impactScore: season.impactScore,
    title: season.title,
    description: season.description,
    actionRecommended: season.actionRecommended,
    action: season.id === 'holiday-hours' ? { label: 'Update hours', href: '/gmb#task-hours' } : { label: 'Find seasonal keywords', href: '/keywords#suggestions' },
  }));
};

// Optimization: the most valuable unfinished listing tasks (reviews have their own insight; the
// rating is not something the owner edits).
export const listingTaskInsights = (checklist: TListingTask[]): TInsightDraft[] =>
  checklist
    .filter((task) => !task.done && task.id !== 'reviews-replied' && task.id !== 'rating')
    .sort((a, b) => b.points - a.points)
    .slice(0, RULES.listingTasksShown)
    .map((task) => ({
      dedupeKey: `listing-task:${task.id}`,
      fingerprint: task.id,
      type: 'optimization',
      priority: task.points >= 15 ? 'high' : task.points >= 10 ? 'medium' : 'low',
      impactScore: impact(task.points * 4 + 10),
      title: task.label,
      description: `${task.detail} Worth ${task.points} points of your listing score.`,
      actionRecommended: task.label,
      action: { label: 'Fix on your listing', href: `/gmb#task-${task.id}` },
    }));

export type TInsightFacts = {
  businessType: string;
  // The business's timezone: "today" and the month are its own.
  timeZone: string;
  keywords: TKeywordChecks[];
  competitors: TCompetitorFacts[];
  reviews: TReviewFacts;
  checklist: TListingTask[];
};

export const insightDrafts = (facts: TInsightFacts, now: Date): TInsightDraft[] => [
  ...rankDropInsights(facts.keywords, localDay(now, facts.timeZone)),
  // The generated sample reviews are not the business's rating.
  ...competitorInsights(facts.competitors, facts.reviews.total > 0 && !facts.reviews.isSample ? facts.reviews.averageRating : null),
  ...pendingReviewInsights(facts.reviews, now),
  ...seasonalInsights(facts.businessType, localDay(now, facts.timeZone)),
  ...listingTaskInsights(facts.checklist),
];
