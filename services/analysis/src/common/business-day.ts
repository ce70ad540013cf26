import { TZDate, tz } from '@date-fns/tz';
import { addDays, format, startOfDay } from 'date-fns';

// Days follow the business's timezone (docs/architecture.md): a Chicago shop's "today" is its
// own calendar day, not the UTC one that flips at 6 or 7 pm local time. Days are YYYY-MM-DD.

// Scheduled work (rank checks, the daily insights job) runs after this local hour.
export const LOCAL_WORK_HOUR = 6;

// The business's calendar day at an instant.
export const localDay = (at: Date, timeZone: string): string =>
  format(at, 'yyyy-MM-dd', { in: tz(timeZone) });

// The hour (0-23) on the business's clock at an instant.
export const localHour = (at: Date, timeZone: string): number =>
  new TZDate(at, timeZone).getHours();

const midnightOf = (day: string, timeZone: string): TZDate => {
  const [year, month, date] = day.split('-').map(Number);
  return startOfDay(new TZDate(year ?? 0, (month ?? 1) - 1, date ?? 1, 12, timeZone));
};

// The instants a local day covers: from its midnight to the next one (23 or 25 hours on the
// days the clocks change).
export const localDayBounds = (day: string, timeZone: string): { start: Date; end: Date } => {
  const start = midnightOf(day, timeZone);
  return { start: new Date(start.getTime()), end: new Date(addDays(start, 1).getTime()) };
};

// The last `count` local days ending with the business's today, oldest first.
export const lastLocalDays = (count: number, at: Date, timeZone: string): string[] => {
  const today = new TZDate(at, timeZone);
  return Array.from({ length: count }, (_, index) =>
    format(addDays(today, index + 1 - count), 'yyyy-MM-dd'),
  );
};
