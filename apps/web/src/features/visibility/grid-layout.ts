import type { TGridCell, TScan } from '@app/contracts';

import { rankTierOf, type RankTier } from '@/components/rank';

// docs/product.md, Visibility: a scan's N×N points are evenly spaced over a square of side
// 2 × radius centred on the shop, row by row from the north-west corner (a degree of latitude is
// 110.574 km, a degree of longitude 111.32 km × cos(latitude)). The page lays the points out the
// same way; while a scan runs the server lists only the points looked up so far, so each is put
// in its slot by its coordinates.
const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LNG_AT_EQUATOR = 111.32;
const EARTH_CIRCUMFERENCE_KM = 40_075;

export type GridGeometry = Pick<TScan, 'center' | 'gridSize' | 'radiusKm'>;

const kmPerDegreeLng = (lat: number): number =>
  KM_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((lat * Math.PI) / 180);

// Kilometres between neighbouring points.
const spacingKm = ({ gridSize, radiusKm }: GridGeometry): number =>
  gridSize > 1 ? (2 * radiusKm) / (gridSize - 1) : radiusKm;

export type GridBounds = { north: number; south: number; east: number; west: number };

// The square the heat map covers: the points plus half a spacing around them, so each point sits
// in the middle of its cell.
export function gridBounds(geometry: GridGeometry): GridBounds {
  const { center, radiusKm } = geometry;
  const halfSideKm = radiusKm + spacingKm(geometry) / 2;
  const dLat = halfSideKm / KM_PER_DEGREE_LAT;
  const dLng = halfSideKm / kmPerDegreeLng(center.lat);
  return {
    north: center.lat + dLat,
    south: center.lat - dLat,
    east: center.lng + dLng,
    west: center.lng - dLng,
  };
}

export type GridSlot = {
  // 1-based, from the north-west corner: "Point 3,4" is the 3rd row, 4th column.
  row: number;
  column: number;
  // The point's coordinates (the cell's own once looked up).
  lat: number;
  lng: number;
  // Null while the point has not been looked up yet.
  cell: TGridCell | null;
};

const clampIndex = (value: number, size: number): number =>
  Math.min(size - 1, Math.max(0, Math.round(value)));

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

// Every slot of the grid, row by row, with the cell looked up there (if any).
export function gridSlots(scan: GridGeometry & { cells: TGridCell[] }): GridSlot[] {
  const { center, gridSize: size, radiusKm } = scan;
  const stepKm = spacingKm(scan);
  const byIndex = new Map<number, TGridCell>();
  for (const cell of scan.cells) {
    const northKm = (cell.lat - center.lat) * KM_PER_DEGREE_LAT;
    const eastKm = (cell.lng - center.lng) * kmPerDegreeLng(center.lat);
    const row = stepKm > 0 ? clampIndex((radiusKm - northKm) / stepKm, size) : 0;
    const column = stepKm > 0 ? clampIndex((eastKm + radiusKm) / stepKm, size) : 0;
    byIndex.set(row * size + column, cell);
  }
  return Array.from({ length: size * size }, (_, index) => {
    const row = Math.floor(index / size);
    const column = index % size;
    const cell = byIndex.get(index) ?? null;
    return {
      row: row + 1,
      column: column + 1,
      lat: cell?.lat ?? round6(center.lat + (radiusKm - row * stepKm) / KM_PER_DEGREE_LAT),
      lng:
        cell?.lng ?? round6(center.lng + (column * stepKm - radiusKm) / kmPerDegreeLng(center.lat)),
      cell,
    };
  });
}

// The Google Maps zoom the lookup used at each point (the map spans about four grid spacings,
// 11-18), so the owner checks the same map the scan read.
export function lookupZoom(geometry: GridGeometry): number {
  const viewKmAtZoom0 =
    (EARTH_CIRCUMFERENCE_KM * Math.cos((geometry.center.lat * Math.PI) / 180) * 640) / 256;
  const zoom = Math.round(Math.log2(viewKmAtZoom0 / (4 * spacingKm(geometry))));
  return Math.min(18, Math.max(11, zoom));
}

// Google Maps searching the keyword, centred on the point: the map pack a searcher there sees.
export const mapsSearchUrl = (keyword: string, lat: number, lng: number, zoom: number): string =>
  `https://www.google.com/maps/search/${encodeURIComponent(keyword)}/@${lat},${lng},${zoom}z`;

// How a slot is drawn: its rank colour (the spec's tiers), grey when the shop is not in the
// pack, hatched when the lookup failed, outlined while not looked up yet.
export type CellLook = RankTier | 'not-found' | 'no-data' | 'pending';

export function cellLook(cell: TGridCell | null): CellLook {
  if (!cell) return 'pending';
  if (cell.status === 'ok' && cell.position !== null) return rankTierOf(cell.position);
  return cell.status === 'not-found' ? 'not-found' : 'no-data';
}

// What the cell shows: its position, "20+" when not in the 20 places of the pack, a dash for no
// data (never a number: a failed lookup is not a drop).
export function cellText(cell: TGridCell | null): string {
  if (!cell) return '';
  if (cell.status === 'ok' && cell.position !== null) return String(cell.position);
  return cell.status === 'not-found' ? '20+' : '—';
}

// The cell's state in words, for its accessible name and the table.
export function cellState(cell: TGridCell | null): string {
  if (!cell) return 'not looked up yet';
  if (cell.status === 'ok' && cell.position !== null) return `position ${cell.position}`;
  return cell.status === 'not-found' ? 'not found' : 'no data';
}

// "Point 3,4: position 5", "Point 1,1: not found", "Point 5,5: no data".
export const cellName = (slot: Pick<GridSlot, 'row' | 'column' | 'cell'>): string =>
  `Point ${slot.row},${slot.column}: ${cellState(slot.cell)}`;
