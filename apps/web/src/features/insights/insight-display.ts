import type { TInsight, TInsightPriority, TInsightType } from '@app/contracts';
import { CalendarDays, Lightbulb, TrendingUp, Users, Wrench, type LucideIcon } from 'lucide-react';

export const PRIORITY_DISPLAY: Record<
  TInsightPriority,
  { label: string; palette: 'red' | 'orange' | 'gray' }
> = {
  high: { label: 'High priority', palette: 'red' },
  medium: { label: 'Medium priority', palette: 'orange' },
  low: { label: 'Low priority', palette: 'gray' },
};

export const TYPE_DISPLAY: Record<TInsightType, { label: string; icon: LucideIcon }> = {
  seasonal: { label: 'Seasonal', icon: CalendarDays },
  competitor: { label: 'Competitor', icon: Users },
  trend: { label: 'Trend', icon: TrendingUp },
  optimization: { label: 'Optimization', icon: Wrench },
  other: { label: 'Other', icon: Lightbulb },
};

export type InsightFilter = {
  priority: TInsightPriority | '';
  type: TInsightType | '';
  unreadOnly: boolean;
};
export const NO_FILTER: InsightFilter = { priority: '', type: '', unreadOnly: false };

export const filterInsights = (insights: readonly TInsight[], filter: InsightFilter): TInsight[] =>
  insights.filter(
    (insight) =>
      (filter.priority === '' || insight.priority === filter.priority) &&
      (filter.type === '' || insight.type === filter.type) &&
      (!filter.unreadOnly || !insight.isRead),
  );

// "3 unread of 7 insights"
export function insightCountLabel(total: number, unread: number): string {
  const insights = total === 1 ? '1 insight' : `${total} insights`;
  return unread === 0 ? `${insights}, all read` : `${unread} unread of ${insights}`;
}

// "Generated 5 minutes ago" style, in whole minutes, hours or days.
export function generatedLabel(generatedAt: string | null, now: Date = new Date()): string {
  if (generatedAt === null) return 'Not generated yet';
  const minutes = Math.max(0, Math.round((now.getTime() - Date.parse(generatedAt)) / 60_000));
  if (minutes < 1) return 'Updated just now';
  if (minutes < 60) return `Updated ${minutes} minute${minutes === 1 ? '' : 's'} ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return `Updated ${hours} hour${hours === 1 ? '' : 's'} ago`;
  const days = Math.round(hours / 24);
  return `Updated ${days} day${days === 1 ? '' : 's'} ago`;
}
