import { MAX_GRID_POSITION, NOT_FOUND_POSITION } from '@app/contracts';
import { normalizedText } from '../common/text';

// docs/product.md, Visibility: the three figures of a grid.
// ARP: average position over the points where the business was found.
// ATRP: average over every point with data, a point where it was not found counting as 21.
// SoLV: share of the points with data where it is in the top 3, in percent.
// A point without data (failed lookup, or not looked up yet) is left out of all three.
export type TFigureCell = { status: 'ok' | 'not-found' | 'no-data' | 'pending'; position: number | null };
export type TGridFigures = { arp: number | null; atrp: number | null; solv: number | null };

const round2 = (value: number): number => Math.round(value * 100) / 100;
const mean = (values: number[]): number | null => (values.length === 0 ? null : round2(values.reduce((sum, value) => sum + value, 0) / values.length));

export const gridFigures = (cells: TFigureCell[]): TGridFigures => {
  const withData = cells.filter((cell) => cell.status === 'ok' || cell.status === 'not-found');
  const found = withData.flatMap((cell) => (cell.status === 'ok' && cell.position !== null ? [cell.position] : []));
  const all = withData.map((cell) => (cell.status === 'ok' && cell.position !== null ? cell.position : NOT_FOUND_POSITION));
  return {
    arp: mean(found),
    atrp: mean(all),
    solv: withData.length === 0 ? null : round2((100 * found.filter((position) => position <= 3).length) / withData.length),
  };
};

// A business's position (1-20) in a map pack, by its name: the first title that contains it,
// without regard to case or spacing (a listing often adds "- Downtown" to its name).
export const positionIn = (pack: readonly string[], name: string): number | null => {
  const wanted = normalizedText(name);
  if (!wanted) return null;
  const index = pack.slice(0, MAX_GRID_POSITION).findIndex((title) => normalizedText(title).includes(wanted));
  return index < 0 ? null : index + 1;
};
