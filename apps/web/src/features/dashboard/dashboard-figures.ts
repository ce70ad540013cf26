import type { TDashboardOverview } from '@app/contracts';

import { googleDelayNote, isFromGoogle, sourceName } from '@/features/reports/figures-source';

// docs/product.md §9 Dashboard positive thresholds and the ranking-opportunities rule.
const DASHBOARD_RULES = { positiveRating: 4.5, positiveViewsAbove: 1000, opportunitiesPerCompetitor: 4 } as const;
const rankingOpportunities = (competitorCount: number): number =>
  Math.max(competitorCount, 1) * DASHBOARD_RULES.opportunitiesPerCompetitor;

export type UpcomingTask = { id: string; title: string; detail: string; to: string };

// docs/product.md §9 thresholds: rating at least 4.5 and views above 1000 are shown as positive.
export const isPositiveRating = (rating: number): boolean => rating >= DASHBOARD_RULES.positiveRating;
export const isPositiveViews = (views: number): boolean => views > DASHBOARD_RULES.positiveViewsAbove;

type TAnalytics = NonNullable<TDashboardOverview['analytics']>;

// Where the visits card's figures come from (nothing for the demo's sample overview).
export const visitsSourceLabel = (analytics: TAnalytics): string => {
  if (isFromGoogle(analytics)) return ` · from ${sourceName(analytics)}`;
  return analytics.source === 'estimate' ? ' · estimated' : '';
};

// The line under the cards: estimates say so, Google's figures say how late they are.
export const figuresNote = (analytics: TAnalytics | null): string | null => {
  if (!analytics?.source) return null;
  if (isFromGoogle(analytics)) return `Visits, clicks, calls and directions come from ${sourceName(analytics)}. ${googleDelayNote(analytics)}`;
  return 'Visits, clicks, calls and directions are estimates until your Google Business Profile is connected.';
};

// Upcoming tasks from the owner's real state (docs/product.md §2 showed three fixed samples).
export function upcomingTasks(overview: TDashboardOverview): UpcomingTask[] {
  const tasks: UpcomingTask[] = [];
  const pending = overview.reviews?.pendingCount ?? 0;
  if (pending > 0) {
    tasks.push({ id: 'reviews', title: `Reply to ${pending} review${pending === 1 ? '' : 's'}`, detail: 'Quick replies help your rating and ranking.', to: '/reviews' });
  }
  if (overview.keywords && overview.keywords.total === 0) {
    tasks.push({ id: 'keywords', title: 'Add your first keywords', detail: 'Track the searches people make near you.', to: '/keywords' });
  }
  if (overview.competitors) {
    const opportunities = rankingOpportunities(overview.competitors.total);
    tasks.push({ id: 'opportunities', title: `Review ${opportunities} ranking opportunities`, detail: 'Keywords your competitors rank for and you could too.', to: '/keywords' });
  }
  if (overview.insights && overview.insights.unreadCount > 0) {
    tasks.push({ id: 'insights', title: `Read ${overview.insights.unreadCount} new insight${overview.insights.unreadCount === 1 ? '' : 's'}`, detail: 'Ideas for this week, from your own data.', to: '/insights' });
  }
  if (overview.onboarding && !overview.onboarding.completed) {
    tasks.push({ id: 'onboarding', title: 'Finish setting up your shop', detail: 'Connect your profile and name your competitors.', to: '/onboarding' });
  }
  return tasks.slice(0, 3);
}
