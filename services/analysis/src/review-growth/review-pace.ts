import { REVIEW_PACE_DAYS, type TCompetitorPace, type TReviewPace } from '@app/contracts';
import { DAY_MS } from '../common/days';

// docs/product.md §2 Reviews, "Get more reviews": paces are new reviews a month (30 days) over the last
// REVIEW_PACE_DAYS days, with one decimal; the gap is in whole reviews, rounded up.
const DAYS_PER_MONTH = 30;

// Where the pace window of REVIEW_PACE_DAYS days ending at `now` starts.
export const paceWindowStart = (now: Date): Date => new Date(now.getTime() - REVIEW_PACE_DAYS * DAY_MS);

export type TSnapshotCount = { takenOn: Date; totalReviews: number | null; source: string };

const oneDecimal = (value: number): number => Math.round(value * 10) / 10;

// The shop's own pace from its reviews written in the window; null when analysis has never
// learnt of a review of the business (it cannot tell "none" from "not known").
export const ownPerMonth = (writtenInWindow: number, everKnown: boolean): number | null =>
  everKnown ? oneDecimal((writtenInWindow * DAYS_PER_MONTH) / REVIEW_PACE_DAYS) : null;

// A competitor's pace from its daily snapshots in the window: the growth of its review count from
// the oldest to the newest snapshot with a count, scaled to 30 days. Null with fewer than two such
// snapshots (on different days). A count that went down (Google removed reviews) is no growth.
export const competitorPerMonth = (snapshots: TSnapshotCount[]): { perMonth: number | null; estimated: boolean } => {
  const counted = snapshots
    .filter((snapshot): snapshot is TSnapshotCount & { totalReviews: number } => snapshot.totalReviews !== null)
    .sort((a, b) => a.takenOn.getTime() - b.takenOn.getTime());
  const first = counted[0];
  const last = counted[counted.length - 1];
  if (!first || !last) return { perMonth: null, estimated: false };
  const days = Math.round((last.takenOn.getTime() - first.takenOn.getTime()) / DAY_MS);
  const estimated = first.source !== 'serpapi' || last.source !== 'serpapi';
  if (days < 1) return { perMonth: null, estimated };
  const growth = Math.max(0, last.totalReviews - first.totalReviews);
  return { perMonth: oneDecimal((growth * DAYS_PER_MONTH) / days), estimated };
};

// The comparison: the competitor with the highest known pace leads; the gap is how many more
// reviews a month the shop needs to match it, never negative, null when a figure is missing.
export const reviewPace = (own: number | null, competitors: TCompetitorPace[]): TReviewPace => {
  let leader: TCompetitorPace | undefined;
  for (const competitor of competitors) {
    if (competitor.perMonth === null) continue;
    if (!leader || leader.perMonth === null || competitor.perMonth > leader.perMonth) leader = competitor;
  }
  const leaderPerMonth = leader?.perMonth ?? null;
  // Rounded to the tenth first, so 4.4 - 1.4 (3.0000000000000004 in floating point) is 3, not 4.
  const gapPerMonth = own === null || leaderPerMonth === null ? null : Math.ceil(Math.max(0, oneDecimal(leaderPerMonth - own)));
  return { ownPerMonth: own, competitors, leaderName: leader?.name ?? null, leaderPerMonth, gapPerMonth };
};
