import { REPORT_PERIODS, type TReportPeriodId } from '@app/contracts';

export type ReportPeriod = (typeof REPORT_PERIODS)[number];
export type ReportRange = { startDate: string; endDate: string };

const DAY_MS = 86_400_000;
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

// A calendar day in UTC, YYYY-MM-DD (the API's dates are UTC days).
export const utcDay = (date: Date): string => date.toISOString().slice(0, 10);

// The period's days, ending today (UTC) and counting today: "Last 7 days" is today and the 6 before.
export function periodRange(period: ReportPeriod, now: Date = new Date()): ReportRange {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  return {
    startDate: utcDay(new Date(today - (period.days - 1) * DAY_MS)),
    endDate: utcDay(new Date(today)),
  };
}

// The same number of days just before a range, the period a report compares itself with.
export function previousRange({ startDate, endDate }: ReportRange): ReportRange {
  const start = Date.parse(startDate);
  const days = (Date.parse(endDate) - start) / DAY_MS + 1;
  return {
    startDate: utcDay(new Date(start - days * DAY_MS)),
    endDate: utcDay(new Date(start - DAY_MS)),
  };
}

// "Nov 1 – Nov 30, 2026", for the page and the printed report.
export function rangeLabel({ startDate, endDate }: ReportRange): string {
  const format = (day: string, withYear: boolean) =>
    new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
      month: 'short',
      day: 'numeric',
      ...(withYear ? { year: 'numeric' } : {}),
      timeZone: 'UTC',
    });
  const sameYear = startDate.slice(0, 4) === endDate.slice(0, 4);
  return `${format(startDate, !sameYear)} – ${format(endDate, true)}`;
}
