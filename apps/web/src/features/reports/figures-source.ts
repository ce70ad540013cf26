import type { TAnalyticsMetric, TFiguresSource } from '@app/contracts';

import { formatDay } from '@/components/format-date';

// Where the listing figures come from: modelled estimates, or Google's Business Profile
// Performance API for a connected business (labelled "Google sandbox" when the sandbox stands in).
export const GOOGLE_METRICS: readonly TAnalyticsMetric[] = [
  'listingViews',
  'websiteClicks',
  'phoneCalls',
  'directionRequests',
];

type TFigures = { source?: TFiguresSource; latestDay?: string | null };

export const isFromGoogle = (figures: TFigures): boolean =>
  figures.source === 'google' || figures.source === 'google-sandbox';

export const sourceName = (figures: TFigures): string =>
  figures.source === 'google-sandbox' ? 'Google sandbox' : 'Google';

// Google publishes a day's figures about 3 days late: say so, with the newest day it has.
export const googleDelayNote = (figures: TFigures): string =>
  `Google publishes these figures about 3 days late; latest: ${figures.latestDay ? formatDay(figures.latestDay, 'short') : 'none yet'}.`;

// A day Google has not published yet has no figures (shown empty, never as zeros).
export const isUnpublished = (figures: TFigures, metric: TAnalyticsMetric, day: string): boolean =>
  isFromGoogle(figures) &&
  GOOGLE_METRICS.includes(metric) &&
  (!figures.latestDay || day > figures.latestDay);
