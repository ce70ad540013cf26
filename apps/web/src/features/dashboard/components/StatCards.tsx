import type { TDashboardOverview } from '@app/contracts';
import { SimpleGrid } from '@chakra-ui/react';
import { Eye, MapPin, Search, Star } from 'lucide-react';

import { StatCard } from '@/components/StatCard';
import { formatNumber } from '@/components/format-date';

import { isPositiveRating, isPositiveViews, visitsSourceLabel } from '../dashboard-figures';

const UNAVAILABLE = 'Unavailable right now';

// docs/product.md §2: local rankings, GMB rating, keywords tracked, monthly visits.
export function StatCards({ overview }: { overview: TDashboardOverview }) {
  const { keywords, reviews, analytics } = overview;
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, xl: 4 }} gap="4">
      <StatCard
        label="Local rankings"
        icon={MapPin}
        value={keywords ? (keywords.averageRank > 0 ? `#${keywords.averageRank}` : '—') : '—'}
        help={keywords ? `${keywords.top3Rankings} in top 3 · ${keywords.top10Rankings} in top 10` : UNAVAILABLE}
      />
      <StatCard
        label="GMB rating"
        icon={Star}
        value={reviews ? (reviews.total > 0 ? reviews.averageRating.toFixed(1) : '—') : '—'}
        help={reviews ? `${reviews.total} reviews · ${reviews.recentReviews} in the last 30 days` : UNAVAILABLE}
        positive={reviews ? reviews.total > 0 && isPositiveRating(reviews.averageRating) : false}
      />
      <StatCard label="Keywords tracked" icon={Search} value={keywords ? String(keywords.total) : '—'} help={keywords ? 'ranks checked on your plan schedule' : UNAVAILABLE} />
      <StatCard
        label="Monthly visits"
        icon={Eye}
        value={analytics ? formatNumber(analytics.googleMyBusinessViews) : '—'}
        help={analytics ? `${analytics.websiteClicks} clicks · ${analytics.phoneCalls} calls · ${analytics.directionRequests} directions${visitsSourceLabel(analytics)}` : UNAVAILABLE}
        positive={analytics ? isPositiveViews(analytics.googleMyBusinessViews) : false}
      />
    </SimpleGrid>
  );
}
