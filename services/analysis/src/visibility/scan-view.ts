import { type TGridCell, type TScan, type TScanSummary } from '@app/contracts';
import type { GridCell } from '../generated/prisma/client';
import { gridFigures, positionIn, type TFigureCell } from './grid-figures';
import type { TScanWithCells } from './scans.repository';

type TCellStatus = TFigureCell['status'];

// A point as the business asked about sees it: the shop's own stored position, or a competitor's
// read from the pack stored at that point (the same lookups, no extra cost).
const cellFor = (cell: GridCell, competitor: string | undefined): { status: TCellStatus; position: number | null } => {
  if (cell.status === 'pending' || cell.status === 'no-data' || competitor === undefined) return { status: cell.status as TCellStatus, position: cell.position };
  const position = positionIn(cell.pack, competitor);
  return { status: position === null ? 'not-found' : 'ok', position };
};

const source = (value: string): TScanSummary['source'] => (value === 'serpapi' ? 'serpapi' : 'simulated');

export const scanSummary = (scan: TScanWithCells, competitor?: string): TScanSummary => {
  const finished = scan.status === 'done' || scan.status === 'failed';
  // docs/product.md, Visibility: figures only once every point is in, so a half-done grid never
  // looks like a drop.
  const figures = finished ? gridFigures(scan.cells.map((cell) => cellFor(cell, competitor))) : { arp: null, atrp: null, solv: null };
  return {
    id: scan.id,
    keyword: scan.keyword,
    gridSize: scan.gridSize,
    radiusKm: scan.radiusKm,
    status: scan.status as TScanSummary['status'],
    source: source(scan.source),
    createdAt: scan.createdAt.toISOString(),
    finishedAt: scan.finishedAt?.toISOString() ?? null,
    ...figures,
  };
};

// Points not looked up yet are not listed: the cells fill in as the scan runs (its progress).
export const scanView = (scan: TScanWithCells, competitor?: string): TScan => ({
  ...scanSummary(scan, competitor),
  center: { lat: scan.centerLat, lng: scan.centerLng },
  cells: scan.cells.flatMap((cell): TGridCell[] => {
    if (cell.status === 'pending') return [];
    const seen = cellFor(cell, competitor);
    return [
      {
        lat: cell.lat,
        lng: cell.lng,
        position: seen.status === 'ok' ? seen.position : null,
        status: seen.status === 'ok' ? 'ok' : seen.status === 'not-found' ? 'not-found' : 'no-data',
        top3: cell.pack.slice(0, 3).map((name, index) => ({ name, position: index + 1 })),
        checkedAt: cell.checkedAt?.toISOString() ?? null,
      },
    ];
  }),
});
