import type { TRankPoint } from '@app/contracts';

export type RankRow = {
  date: string;
  // null on a day without a position: the line has a gap there, never a zero.
  position: number | null;
  // What the tooltip and the data table say for the day: "#4", "not ranked" or "no data".
  label: string;
};

export const rankLabel = (point: TRankPoint): string =>
  point.position !== null
    ? `#${point.position}`
    : point.status === 'not_ranked'
      ? 'not ranked'
      : 'no data';

// One row per check, oldest first, as the chart and its data table show them.
export const rankRows = (history: readonly TRankPoint[]): RankRow[] =>
  history.map((point) => ({ date: point.date, position: point.position, label: rankLabel(point) }));
