import type { TTrackedKeyword } from '@app/contracts';

// The keywords page's summary: over keywords with a current position (a failed check counts in
// the total only).
export function keywordSummary(keywords: TTrackedKeyword[]) {
  const positions = keywords.flatMap((keyword) => (keyword.position === null ? [] : [keyword.position]));
  const average = positions.length === 0 ? null : Math.round((positions.reduce((sum, position) => sum + position, 0) / positions.length) * 10) / 10;
  return {
    average,
    top3: positions.filter((position) => position <= 3).length,
    top10: positions.filter((position) => position <= 10).length,
  };
}
