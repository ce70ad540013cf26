import { ANALYTICS_METRICS, type TAnalyticsPoint, type TAnalyticsSeries } from '@app/contracts';

import { isUnpublished } from './figures-source';

// The CSV the Export Report button downloads: this header, then one row per day of the series.
export const REPORT_CSV_COLUMNS = ['date', ...ANALYTICS_METRICS] as const;
export const reportFileName = (reportDate: string): string => `nearbly-report-${reportDate}.csv`;

// A cell as written to the CSV: numbers as they are, no value (a day without a ranked check) empty,
// text quoted when it holds a separator, quote or line break.
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  const text = String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

// The Export Report file: the header REPORT_CSV_COLUMNS, then one row per day of exactly the series
// on the screen, in the same order. Google's figures of a day it has not published yet are empty.
export function reportCsv(
  series: readonly TAnalyticsPoint[],
  figures?: Pick<TAnalyticsSeries, 'source' | 'latestDay'>,
): string {
  const rows = series.map((point) =>
    REPORT_CSV_COLUMNS.map((column) =>
      csvCell(
        column !== 'date' && figures && isUnpublished(figures, column, point.date)
          ? null
          : point[column],
      ),
    ).join(','),
  );
  return `${[REPORT_CSV_COLUMNS.join(','), ...rows].join('\n')}\n`;
}
