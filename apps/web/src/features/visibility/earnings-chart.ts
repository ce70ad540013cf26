import type { TVisibilityEarnings } from '@app/contracts';

import { formatNumber } from '@/components/format-date';

import { MARKER_LABELS } from './visibility-messages';

type TEarningsDay = TVisibilityEarnings['days'][number];

export type EarningsRow = TEarningsDay & {
  // The owner's own actions that day ("Keyword added: Started tracking "oat latte"").
  actions: string[];
};

// The days of the series with the owner's actions of each day.
export function earningsRows(earnings: TVisibilityEarnings): EarningsRow[] {
  const actions = new Map<string, string[]>();
  for (const marker of earnings.markers) {
    const list = actions.get(marker.day) ?? [];
    list.push(`${MARKER_LABELS[marker.kind]}: ${marker.label}`);
    actions.set(marker.day, list);
  }
  return earnings.days.map((day) => ({ ...day, actions: actions.get(day.day) ?? [] }));
}

export type EarningsSeries = 'solv' | 'averageRank' | 'calls' | 'directions' | 'websiteClicks';

// A day's figure in the tooltip and the data table: "no data" for a gap, never a zero.
export function earningsValue(series: EarningsSeries, value: number | null): string {
  if (value === null) return 'no data';
  if (series === 'solv') return `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;
  if (series === 'averageRank')
    return `#${value.toLocaleString('en-US', { maximumFractionDigits: 1 })}`;
  return formatNumber(value);
}

// The series' names; calls, directions and clicks say when they are estimates.
export function seriesLabels(
  source: TVisibilityEarnings['source'],
): Record<EarningsSeries, string> {
  const estimate = source === 'estimate' ? ' (estimate)' : '';
  return {
    solv: 'Share of local voice',
    averageRank: 'Average rank',
    calls: `Calls${estimate}`,
    directions: `Direction requests${estimate}`,
    websiteClicks: `Website clicks${estimate}`,
  };
}

const days = (count: number) => `${count} day${count === 1 ? '' : 's'}`;

// A one-sentence reading of the chart for screen readers.
export function earningsSummary(earnings: TVisibilityEarnings): string {
  const count = (key: EarningsSeries) =>
    days(earnings.days.filter((day) => day[key] !== null).length);
  const markerDays = days(new Set(earnings.markers.map((marker) => marker.day)).size);
  return `From ${earnings.from} to ${earnings.to}: share of local voice on ${count('solv')}, average rank on ${count('averageRank')}, calls on ${count('calls')}; your actions on ${markerDays}.`;
}
