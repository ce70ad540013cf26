import type { TAllowance, TScan, TScanSummary, TVisibilityEarnings } from '@app/contracts';

import { formatInstant, formatNumber } from '@/components/format-date';

// docs/product.md, Visibility: the Visibility page's words.
export const VISIBILITY_MESSAGES = {
  title: 'Visibility',
  intro:
    "Where your shop shows up in Google's map pack depends on where the searcher stands. A scan searches one keyword from every point of a grid around your shop.",
  loadFailed: 'Could not load visibility',
  scanLoadFailed: 'Could not load the scan',
  allowanceFailed: 'Could not load what is left of this month’s lookups:',
  noKeywords:
    'Track a keyword first: a scan searches one of your tracked keywords from every point of the grid.',
  noCentre: "We don't know where your shop is yet: set its city in Settings to run a scan.",
  noScans: (keyword: string) => `No scans of "${keyword}" yet: run one with Scan now.`,
  simulated: 'Simulated',
  simulatedNote:
    'Simulated: no search API is configured, so these positions come from Nearbly’s simulator, not from Google.',
  figuresPending: 'The figures appear once every point is looked up.',
  cellLink:
    'Each point opens Google Maps searching the keyword from there, in a new tab, so you can check it.',
  exportFailed: 'Could not export the scan',
  importHelp: 'A CSV exported from this page (one row per point). Importing costs no lookups.',
  imported: (keyword: string) => `Imported the scan of "${keyword}".`,
  earningsTitle: 'What visibility earns',
  earningsIntro:
    'Share of local voice and rank next to calls, direction requests and website clicks per day, with the days you acted marked, so you can see whether a change moved anything.',
} as const;

const lookups = (count: number) => `${formatNumber(count)} lookup${count === 1 ? '' : 's'}`;

// The lookups left this month: the plan's, plus last month's roll-over, minus what is used.
export const lookupsLeft = (allowance: TAllowance): number =>
  Math.max(0, allowance.limit + allowance.rolledOver - allowance.used);

// docs/product.md, Visibility ("cost in the open"): what a scan costs, before it runs.
// `resetsOn` is the reset day in the owner's words.
export function costLine(gridSize: number, allowance: TAllowance, resetsOn: string): string {
  const cost = gridSize * gridSize;
  const left = lookupsLeft(allowance);
  const rolled =
    allowance.rolledOver > 0
      ? `, ${formatNumber(allowance.rolledOver)} of them rolled over from last month`
      : '';
  return `This scan uses ${lookups(cost)}; ${formatNumber(left)} left this month${rolled} (resets on ${resetsOn}).`;
}

export const fitsAllowance = (gridSize: number, allowance: TAllowance): boolean =>
  gridSize * gridSize <= lookupsLeft(allowance);

export const DOES_NOT_FIT = 'That is more than is left: choose a smaller grid.';

const points = (count: number) => `${count} point${count === 1 ? '' : 's'}`;

// Where a scan is, from the server (so a reload says the same): the points looked up of all.
export function scanProgress(scan: Pick<TScan, 'status' | 'gridSize' | 'cells'>): string {
  const total = scan.gridSize * scan.gridSize;
  const done = scan.cells.length;
  const noData = scan.cells.filter((cell) => cell.status === 'no-data').length;
  switch (scan.status) {
    case 'queued':
      return `Waiting to start: ${done} of ${points(total)} looked up…`;
    case 'running':
      return `Scanning: ${done} of ${points(total)} looked up…`;
    case 'done':
      return noData > 0
        ? `${done} of ${points(total)} looked up; ${noData} had no data (left out of the figures).`
        : `All ${points(total)} looked up.`;
    case 'failed':
      return 'The scan failed: no point could be looked up.';
  }
}

export const isRunning = (scan: Pick<TScanSummary, 'status'>): boolean =>
  scan.status === 'queued' || scan.status === 'running';

export type FigureKey = 'arp' | 'atrp' | 'solv';

// docs/product.md, Visibility: the three figures with their definitions, in plain words. `whose`
// is "your shop" or a competitor's name.
export const FIGURES: readonly {
  key: FigureKey;
  short: string;
  name: string;
  definition: (whose: string) => string;
}[] = [
  {
    key: 'arp',
    short: 'ARP',
    name: 'Average rank position',
    definition: (whose) => `The average position over the points where ${whose} was found.`,
  },
  {
    key: 'atrp',
    short: 'ATRP',
    name: 'Average total rank position',
    definition: (whose) =>
      `The average over every point with data, a point where ${whose} was not found counting as 21.`,
  },
  {
    key: 'solv',
    short: 'SoLV',
    name: 'Share of local voice',
    definition: (whose) => `The share of points with data where ${whose} is in the top 3.`,
  },
];

// A figure as shown: "—" while the scan runs or when no point has data.
export function figureValue(key: FigureKey, value: number | null): string {
  if (value === null) return '—';
  const shown = value.toLocaleString('en-US', { maximumFractionDigits: 2 });
  return key === 'solv' ? `${shown}%` : shown;
}

// Where calls, directions and website clicks come from (estimates are labelled as such).
export function earningsSource(source: TVisibilityEarnings['source']): string {
  switch (source) {
    case 'google':
      return 'Calls, directions and website clicks from Google.';
    case 'google-sandbox':
      return 'Calls, directions and website clicks from the Google sandbox.';
    case 'estimate':
      return 'Calls, directions and website clicks are estimates until Google Business Profile is connected.';
  }
}

export const MARKER_LABELS: Record<TVisibilityEarnings['markers'][number]['kind'], string> = {
  reply: 'Reply sent',
  'listing-edit': 'Listing edited',
  'keyword-added': 'Keyword added',
};

const STATUS_WORDS: Record<TScanSummary['status'], string> = {
  queued: 'queued',
  running: 'running',
  done: '',
  failed: 'failed',
};

// A scan as the pickers name it: "Nov 20, 2026, 10:04 AM · 5×5 · 1 km (simulated)"; without
// the notes where badges say them.
export function scanLabel(scan: TScanSummary, timeZone: string, withNotes = true): string {
  const notes = withNotes
    ? [scan.source === 'simulated' ? 'simulated' : '', STATUS_WORDS[scan.status]].filter(Boolean)
    : [];
  const radius = scan.radiusKm.toLocaleString('en-US', { maximumFractionDigits: 2 });
  const when = formatInstant(scan.createdAt, timeZone, 'dateTime');
  return `${when} · ${scan.gridSize}×${scan.gridSize} · ${radius} km${notes.length ? ` (${notes.join(', ')})` : ''}`;
}
