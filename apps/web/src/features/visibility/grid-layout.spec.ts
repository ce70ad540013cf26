import type { TGridCell } from '@app/contracts';

import { cellLook, cellName, cellText, gridSlots, lookupZoom, mapsSearchUrl } from './grid-layout';

// The 3×3 grid of 1 km around Austin's centre, as analysis computes it (row by row from the
// north-west corner, 6 decimals).
const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const POINTS = [
  [30.276244, -97.753501],
  [30.276244, -97.7431],
  [30.276244, -97.732699],
  [30.2672, -97.753501],
  [30.2672, -97.7431],
  [30.2672, -97.732699],
  [30.258156, -97.753501],
  [30.258156, -97.7431],
  [30.258156, -97.732699],
] as const;

const cell = (index: number, changes: Partial<TGridCell> = {}): TGridCell => ({
  lat: POINTS[index]![0],
  lng: POINTS[index]![1],
  position: 4,
  status: 'ok',
  top3: [],
  checkedAt: '2026-11-20T10:00:00.000Z',
  ...changes,
});

describe('grid layout', () => {
  it('puts each point looked up in its slot by its coordinates, and leaves the others pending', () => {
    // A running scan: the server lists the points in the order they were looked up.
    const slots = gridSlots({
      center: AUSTIN,
      gridSize: 3,
      radiusKm: 1,
      cells: [cell(8, { position: 9 }), cell(0, { position: 1 }), cell(4, { position: 2 })],
    });
    expect(slots.map((slot) => [slot.row, slot.column, slot.cell?.position ?? null])).toEqual([
      [1, 1, 1],
      [1, 2, null],
      [1, 3, null],
      [2, 1, null],
      [2, 2, 2],
      [2, 3, null],
      [3, 1, null],
      [3, 2, null],
      [3, 3, 9],
    ]);
    // A pending slot already has its point's coordinates.
    expect(slots.map((slot) => [slot.lat, slot.lng])).toEqual(
      POINTS.map(([lat, lng]) => [lat, lng]),
    );
  });

  it('names and draws a point by its state: a position in the rank tiers, not found, no data, pending', () => {
    expect([1, 3, 4, 10, 11, 20].map((position) => cellLook(cell(0, { position })))).toEqual([
      'top3',
      'top3',
      'top10',
      'top10',
      'low',
      'low',
    ]);
    const notFound = cell(0, { status: 'not-found', position: null });
    const noData = cell(0, { status: 'no-data', position: null });
    expect([cellLook(notFound), cellLook(noData), cellLook(null)]).toEqual([
      'not-found',
      'no-data',
      'pending',
    ]);
    expect([
      cellText(cell(0, { position: 5 })),
      cellText(notFound),
      cellText(noData),
      cellText(null),
    ]).toEqual(['5', '20+', '—', '']);
    expect(cellName({ row: 3, column: 4, cell: cell(0, { position: 5 }) })).toBe(
      'Point 3,4: position 5',
    );
    expect(cellName({ row: 1, column: 1, cell: notFound })).toBe('Point 1,1: not found');
    expect(cellName({ row: 5, column: 5, cell: noData })).toBe('Point 5,5: no data');
    expect(cellName({ row: 2, column: 2, cell: null })).toBe('Point 2,2: not looked up yet');
  });

  it('links a point to Google Maps searching the keyword from there, at the zoom of the lookup', () => {
    expect(mapsSearchUrl('oat latte & cake', 30.276244, -97.753501, 15)).toBe(
      'https://www.google.com/maps/search/oat%20latte%20%26%20cake/@30.276244,-97.753501,15z',
    );
    // The map spans about four grid spacings: a tighter grid looks closer (11-18).
    expect(lookupZoom({ center: AUSTIN, gridSize: 3, radiusKm: 1 })).toBe(14);
    expect(lookupZoom({ center: AUSTIN, gridSize: 13, radiusKm: 0.5 })).toBe(18);
    expect(lookupZoom({ center: AUSTIN, gridSize: 3, radiusKm: 10 })).toBe(11);
  });
});
