import { z } from 'zod';
import { ZBusinessScope } from './analysis';
import { defineRequest } from './message';

// Geo-grid visibility scans (docs/product.md, Visibility): one keyword searched from every point of
// an N×N grid around the shop. analysis owns scans, their cells and the month's lookup allowance.

export const GRID_SIZES = [3, 5, 7, 9, 11, 13] as const;
export type TGridSize = (typeof GRID_SIZES)[number];
export const GRID_RADIUS_KM = { min: 0.5, max: 10 } as const;
// A point where the shop is not in the map pack counts as this position in ATRP.
export const NOT_FOUND_POSITION = 21;
// The map pack positions a lookup reads (1-20).
export const MAX_GRID_POSITION = 20;

export const ZGridSize = z
  .number({ error: `Grid size must be one of ${GRID_SIZES.join(', ')}` })
  .refine((size): size is TGridSize => (GRID_SIZES as readonly number[]).includes(size), {
    error: `Grid size must be one of ${GRID_SIZES.join(', ')}`,
  });

// POST /api/visibility/scans
export const ZScanCreate = z.object({
  keyword: z.string({ error: 'Keyword is required' }).trim().min(1, 'Keyword is required').max(100, 'Keyword is too long'),
  gridSize: ZGridSize,
  radiusKm: z
    .number({ error: `Radius must be a number of kilometres between ${GRID_RADIUS_KM.min} and ${GRID_RADIUS_KM.max}` })
    .min(GRID_RADIUS_KM.min, `Radius must be between ${GRID_RADIUS_KM.min} and ${GRID_RADIUS_KM.max} km`)
    .max(GRID_RADIUS_KM.max, `Radius must be between ${GRID_RADIUS_KM.min} and ${GRID_RADIUS_KM.max} km`),
});
export type TScanCreate = z.infer<typeof ZScanCreate>;

// queued → running → done; failed when no point could be looked up at all.
export const SCAN_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type TScanStatus = (typeof SCAN_STATUSES)[number];

// ok: the shop is in the pack at `position`; not-found: looked up, not in the first 20;
// no-data: the lookup failed (left out of every figure, never shown as a drop).
export const GRID_CELL_STATUSES = ['ok', 'not-found', 'no-data'] as const;
export type TGridCellStatus = (typeof GRID_CELL_STATUSES)[number];

export const ZGridCompetitor = z.object({ name: z.string(), position: z.number().int().min(1).max(MAX_GRID_POSITION) });

export const ZGridCell = z.object({
  lat: z.number(),
  lng: z.number(),
  position: z.number().int().min(1).max(MAX_GRID_POSITION).nullable(),
  status: z.enum(GRID_CELL_STATUSES),
  // The first three businesses of the pack at this point (empty when no data).
  top3: z.array(ZGridCompetitor).max(3),
  checkedAt: z.iso.datetime().nullable(),
});
export type TGridCell = z.infer<typeof ZGridCell>;

export const ZScanSummary = z.object({
  id: z.uuid(),
  keyword: z.string(),
  gridSize: z.number().int(),
  radiusKm: z.number(),
  status: z.enum(SCAN_STATUSES),
  // 'serpapi' or the labelled 'simulated' provider.
  source: z.enum(['serpapi', 'simulated']),
  createdAt: z.iso.datetime(),
  finishedAt: z.iso.datetime().nullable(),
  // Null while running, or when no point has data.
  arp: z.number().nullable(),
  atrp: z.number().nullable(),
  // Share of points with data where the shop is in the top 3, in percent (0-100).
  solv: z.number().min(0).max(100).nullable(),
});
export type TScanSummary = z.infer<typeof ZScanSummary>;

// GET /api/visibility/scans/:id
export const ZScan = ZScanSummary.extend({
  center: z.object({ lat: z.number(), lng: z.number() }),
  cells: z.array(ZGridCell),
});
export type TScan = z.infer<typeof ZScan>;

// GET /api/visibility/allowance: the month's lookups (grid scans and daily rank checks).
export const ZAllowance = z.object({
  used: z.number().int().nonnegative(),
  limit: z.number().int().nonnegative(),
  rolledOver: z.number().int().nonnegative(),
  resetsAt: z.iso.datetime(),
});
export type TAllowance = z.infer<typeof ZAllowance>;

export const ZScanCreateRequest = ZBusinessScope.extend(ZScanCreate.shape);
export const ZScanGetRequest = ZBusinessScope.extend({ id: z.uuid() });
export const ZScansListRequest = ZBusinessScope.extend({ keyword: z.string().trim().min(1).max(100).optional() });

// GET /api/visibility/config: what the Visibility page needs before a scan.
export const ZVisibilityConfig = z.object({
  // A tile server URL template ({z}/{x}/{y}) when MAP_TILE_URL is configured; null: a plain grid.
  mapTileUrl: z.string().nullable(),
  provider: z.enum(['serpapi', 'simulated']),
  gridSizes: z.array(z.number().int()),
  defaultGridSize: z.number().int(),
  // Chosen from the business type (a cafe's customers walk, a gym's drive), editable per scan.
  defaultRadiusKm: z.number(),
  // The shop's centre, null when its location is not known yet (no scan possible).
  center: z.object({ lat: z.number(), lng: z.number() }).nullable(),
});
export type TVisibilityConfig = z.infer<typeof ZVisibilityConfig>;

// GET /api/visibility/earnings?keyword=&days=: visibility next to what it earns, per business day.
export const ZEarningsQuery = z.object({
  keyword: z.string().trim().min(1).max(100).optional(),
  days: z.coerce.number().int().min(14, 'Choose between 14 and 180 days').max(180, 'Choose between 14 and 180 days').default(90),
});
export const ZEarningsDay = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  // From the day's grid scan of the keyword (null: no scan that day; a gap, never zero).
  solv: z.number().nullable(),
  // From the day's rank check of the keyword (null: no check or no data).
  averageRank: z.number().nullable(),
  calls: z.number().int().nullable(),
  directions: z.number().int().nullable(),
  websiteClicks: z.number().int().nullable(),
});
export const EARNINGS_MARKER_KINDS = ['reply', 'listing-edit', 'keyword-added'] as const;
export const ZEarningsMarker = z.object({
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  kind: z.enum(EARNINGS_MARKER_KINDS),
  label: z.string(),
});
export const ZVisibilityEarnings = z.object({
  keyword: z.string().nullable(),
  from: z.string(),
  to: z.string(),
  // Where calls, directions and clicks come from: Google, the Google sandbox, or labelled estimates.
  source: z.enum(['google', 'google-sandbox', 'estimate']),
  days: z.array(ZEarningsDay),
  markers: z.array(ZEarningsMarker),
  // Pearson correlation of the daily rank signal with calls over days where both exist.
  correlation: z.object({
    coefficient: z.number().min(-1).max(1).nullable(),
    days: z.number().int().nonnegative(),
    strength: z.enum(['not-enough-data', 'none', 'weak', 'moderate', 'strong']),
  }),
  // What the data supports and what it does not, in plain words.
  statement: z.string(),
});
export type TVisibilityEarnings = z.infer<typeof ZVisibilityEarnings>;
export const ZEarningsRequest = ZBusinessScope.extend(ZEarningsQuery.shape);

// POST /api/visibility/scans (and the import) answer the new scan's id and status.
export const ZScanCreated = z.object({ id: z.uuid(), status: z.enum(SCAN_STATUSES) });
export type TScanCreated = z.infer<typeof ZScanCreated>;

// GET /api/visibility/scans/:id?competitor=<name>: the same scan seen as that business's grid,
// from the packs stored at each point (no extra lookup). Absent: the shop's own grid.
export const ZScanQuery = z.object({ competitor: z.string().trim().min(1).max(120).optional() });
export const ZScanViewRequest = ZScanGetRequest.extend(ZScanQuery.shape);
// GET /api/visibility/scans?keyword=
export const ZScansQuery = z.object({ keyword: z.string().trim().min(1).max(100).optional() });

// POST /api/visibility/scans/import: the CSV of GET /api/visibility/scans/:id/export.csv.
export const SCAN_CSV_MAX_CHARS = 200_000;
export const ZScanImport = z.object({
  csv: z.string({ error: 'Send the CSV text of an exported scan' }).min(1, 'The CSV is empty').max(SCAN_CSV_MAX_CHARS, 'The CSV is too large'),
});
export const ZScanImportRequest = ZBusinessScope.extend(ZScanImport.shape);
export const ZScanCsv = z.object({ filename: z.string(), csv: z.string() });
export type TScanCsv = z.infer<typeof ZScanCsv>;

// analysis.visibility.*: geo-grid scans, the month's lookup allowance, the page's configuration
// and what visibility earns.
export const VisibilityRequests = {
  // Queues a scan (403 FORBIDDEN when the allowance cannot pay for its gridSize² lookups).
  scanCreate: defineRequest({ topic: 'analysis.visibility.scan.create', request: ZScanCreateRequest, reply: ZScanCreated }),
  // A scan with its points and figures, or the same grid seen as a competitor's.
  scanGet: defineRequest({ topic: 'analysis.visibility.scan.get', request: ZScanViewRequest, reply: ZScan }),
  // The business's scans (of one keyword), newest first.
  scansList: defineRequest({ topic: 'analysis.visibility.scans.list', request: ZScansListRequest, reply: z.array(ZScanSummary) }),
  // A scan as CSV, one row per point, with its file name.
  scanExport: defineRequest({ topic: 'analysis.visibility.scan.export', request: ZScanGetRequest, reply: ZScanCsv }),
  // A scan from its exported CSV.
  scanImport: defineRequest({ topic: 'analysis.visibility.scan.import', request: ZScanImportRequest, reply: ZScanCreated }),
  allowance: defineRequest({ topic: 'analysis.visibility.allowance', request: ZBusinessScope, reply: ZAllowance }),
  config: defineRequest({ topic: 'analysis.visibility.config', request: ZBusinessScope, reply: ZVisibilityConfig }),
  earnings: defineRequest({ topic: 'analysis.visibility.earnings', request: ZEarningsRequest, reply: ZVisibilityEarnings }),
} as const;

// The month's lookups each plan includes (docs/product.md, Visibility): grid scans and the daily
// rank checks draw on it; unused lookups roll over one month at most.
export const LOOKUP_ALLOWANCE_BY_PLAN = { 'Single Shop': 500, 'Growing Local': 2500, 'Local Chain': 10_000 } as const;

// BullMQ: the analysis service's grid-scan queue (stored identifiers: never rename).
export const GRID_SCANS_QUEUE = 'grid-scans';
export const GRID_SCAN_JOBS = { sweep: 'sweep', scan: 'scan' } as const;
