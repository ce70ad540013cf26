import { addDays, differenceInCalendarDays, format, parseISO } from 'date-fns';

import { formatDay, lastDaysIn } from '@/components/format-date';

// docs/product.md §2 Reports: the period button cycles these, in this order.
export const REPORT_PERIODS = [
  { id: '7d', label: 'Last 7 days', days: 7 },
  { id: '30d', label: 'Last 30 days', days: 30 },
  { id: '90d', label: 'Last 90 days', days: 90 },
  { id: '1y', label: 'Last year', days: 365 },
] as const;
export type TReportPeriodId = (typeof REPORT_PERIODS)[number]['id'];

export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export type ReportRange = { startDate: string; endDate: string };

// The page opens on the period the API uses when it is given none: the last 30 days.
export const DEFAULT_PERIOD: ReportPeriod = REPORT_PERIODS[1];

// A period id from the address bar; anything unknown falls back to the default.
export const periodOf = (id: string | null | undefined): ReportPeriod =>
  REPORT_PERIODS.find((period) => period.id === id) ?? DEFAULT_PERIOD;

// docs/product.md §2 Reports: the button cycles Last 7 days → 30 → 90 → Last year → Last 7 days.
export function nextPeriod(id: TReportPeriodId): ReportPeriod {
  const index = REPORT_PERIODS.findIndex((period) => period.id === id);
  return REPORT_PERIODS[(index + 1) % REPORT_PERIODS.length] ?? DEFAULT_PERIOD;
}

// The period's days, ending on the business's today and counting it: "Last 7 days" is today and
// the 6 before, on the business's calendar (the API's days are the business's days).
export function periodRange(
  period: ReportPeriod,
  timeZone: string,
  now: Date = new Date(),
): ReportRange {
  return lastDaysIn(period.days, now, timeZone);
}

// The same number of days just before a range, the period a report compares itself with.
// Calendar days (YYYY-MM-DD), counted as days whatever the zone and its clock changes.
export function previousRange({ startDate, endDate }: ReportRange): ReportRange {
  const start = parseISO(startDate);
  const days = differenceInCalendarDays(parseISO(endDate), start) + 1;
  const day = (date: Date) => format(date, 'yyyy-MM-dd');
  return { startDate: day(addDays(start, -days)), endDate: day(addDays(start, -1)) };
}

// "Nov 1 – Nov 30, 2026", for the page and the printed report.
export function rangeLabel({ startDate, endDate }: ReportRange): string {
  const format = (day: string, withYear: boolean) =>
    formatDay(day, withYear ? 'short' : 'dayMonth');
  const sameYear = startDate.slice(0, 4) === endDate.slice(0, 4);
  return `${format(startDate, !sameYear)} – ${format(endDate, true)}`;
}
