import type { TCompetitor } from '@app/contracts';
import { utcDay } from '../common/text';
import type { TCompetitorRow } from './competitors.repository';
import { ratingChange } from './figures/competitor-figures';

// A competitor with its newest figures and the rating change against ~30 days before.
export const toCompetitor = (row: TCompetitorRow): TCompetitor => {
  const snapshots = row.snapshots.map((snapshot) => ({ ...snapshot, day: utcDay(snapshot.takenOn) }));
  const latest = snapshots[0];
  return {
    id: row.id,
    name: row.name,
    address: latest?.address ?? null,
    averageRating: latest?.averageRating ?? null,
    totalReviews: latest?.totalReviews ?? null,
    estimatedTraffic: latest?.estimatedTraffic ?? null,
    ratingChange: ratingChange(latest, snapshots),
    source: latest?.source === 'serpapi' || latest?.source === 'estimate' ? latest.source : null,
    lastCheckedAt: latest?.checkedAt.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
};
