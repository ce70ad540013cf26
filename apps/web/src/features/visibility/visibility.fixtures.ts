import {
  IDLE_RUN,
  type TAllowance,
  type TGridCell,
  type TKeywordsView,
  type TScan,
  type TScanSummary,
  type TVisibilityConfig,
  type TVisibilityEarnings,
} from '@app/contracts';

import { gridSlots } from './grid-layout';

// Test data of the Visibility page, as the BFF answers it: Corner Coffee Co. in Austin.
export const CENTER = { lat: 30.2672, lng: -97.7431 };
export const SCAN_ID = '5f0c8c1e-3b7a-4c55-9d7e-2f1a9a1b0c01';
export const OLDER_SCAN_ID = '5f0c8c1e-3b7a-4c55-9d7e-2f1a9a1b0c02';

export const visibilityConfig: TVisibilityConfig = {
  mapTileUrl: null,
  provider: 'simulated',
  gridSizes: [3, 5, 7, 9, 11, 13],
  defaultGridSize: 5,
  defaultRadiusKm: 1,
  center: CENTER,
};

export const allowance: TAllowance = {
  used: 100,
  limit: 500,
  rolledOver: 0,
  resetsAt: '2026-12-01T06:00:00.000Z',
};

export const keywordsView = (keywords: string[]): TKeywordsView => ({
  keywords: keywords.map((keyword, index) => ({
    id: `0b7d1f3a-1111-4c55-9d7e-2f1a9a1b0c0${index}`,
    keyword,
    position: 3,
    status: 'ok',
    change: null,
    trend: 'stable',
    lastCheckedAt: '2026-11-20T06:00:00.000Z',
    history: [],
    createdAt: '2026-11-01T00:00:00.000Z',
  })),
  limit: 100,
  rankCheckFrequency: 'daily',
  provider: 'simulated',
  lastCheckedAt: null,
  rankCheck: IDLE_RUN,
});

// The 5×5 grid's points looked up so far (the first `count`, row by row), the shop at `position`.
export const gridCells = (count: number, position = 4): TGridCell[] =>
  gridSlots({ center: CENTER, gridSize: 5, radiusKm: 1, cells: [] })
    .slice(0, count)
    .map((slot) => ({
      lat: slot.lat,
      lng: slot.lng,
      position,
      status: 'ok',
      top3: [
        { name: 'Blue Door Latte', position: 1 },
        { name: 'Maple Latte', position: 2 },
        { name: 'Harbor Latte', position: 3 },
      ],
      checkedAt: '2026-11-20T16:04:10.000Z',
    }));

export const scanSummary = (changes: Partial<TScanSummary> = {}): TScanSummary => ({
  id: SCAN_ID,
  keyword: 'oat latte',
  gridSize: 5,
  radiusKm: 1,
  status: 'done',
  source: 'simulated',
  createdAt: '2026-11-20T16:04:00.000Z',
  finishedAt: '2026-11-20T16:04:30.000Z',
  arp: 4,
  atrp: 4,
  solv: 0,
  ...changes,
});

export const scanView = (changes: Partial<TScan> = {}): TScan => ({
  ...scanSummary(),
  center: CENTER,
  cells: gridCells(25),
  ...changes,
});

export const earnings = (changes: Partial<TVisibilityEarnings> = {}): TVisibilityEarnings => ({
  keyword: 'oat latte',
  from: '2026-11-19',
  to: '2026-11-20',
  source: 'estimate',
  days: [
    { day: '2026-11-19', solv: null, averageRank: 5, calls: 3, directions: 7, websiteClicks: 2 },
    { day: '2026-11-20', solv: 40, averageRank: 4.5, calls: 0, directions: null, websiteClicks: 4 },
  ],
  markers: [{ day: '2026-11-20', kind: 'keyword-added', label: 'Started tracking "oat latte"' }],
  correlation: { coefficient: null, days: 2, strength: 'not-enough-data' },
  statement:
    'Only 2 days have both a rank and calls; about 4 weeks are needed before comparing them. The calls here are estimates, not Google’s own figures, until Google Business Profile is connected.',
  ...changes,
});
