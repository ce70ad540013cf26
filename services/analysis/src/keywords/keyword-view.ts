import type { TKeywordTrend, TRankCheckStatus, TRankPoint, TTrackedKeyword } from '@app/contracts';
import type { TKeywordRow } from './keywords.repository';

const statusOf = (value: string): TRankCheckStatus => (value === 'ok' || value === 'not_ranked' ? value : 'no_data');

// A keyword as the table shows it: the newest position, the places gained since the check before
// (positive = closer to #1), and the history oldest first. A failed check has no position.
export const toTrackedKeyword = (row: TKeywordRow): TTrackedKeyword => {
  const newestFirst = row.checks;
  const history: TRankPoint[] = [...newestFirst]
    .reverse()
    .map((check) => ({ date: check.checkedOn.toISOString().slice(0, 10), position: check.position, status: statusOf(check.status) }));
  const latest = newestFirst[0];
  const previous = newestFirst.slice(1).find((check) => check.position !== null);
  const position = latest?.position ?? null;
  const change = position !== null && previous?.position != null ? previous.position - position : null;
  return {
    id: row.id,
    keyword: row.keyword,
    position,
    status: latest ? statusOf(latest.status) : null,
    change,
    trend: trendOf(latest === undefined, position, change),
    lastCheckedAt: latest ? latest.checkedAt.toISOString() : null,
    history,
    createdAt: row.createdAt.toISOString(),
  };
};

const trendOf = (neverChecked: boolean, position: number | null, change: number | null): TKeywordTrend => {
  if (neverChecked) return 'new';
  if (position === null) return 'no-data';
  if (change === null) return 'new';
  if (change > 0) return 'up';
  if (change < 0) return 'down';
  return 'stable';
};
