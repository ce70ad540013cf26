import { TZDate, tz } from '@date-fns/tz';
import { addDays, format } from 'date-fns';
import { enUS } from 'date-fns/locale/en-US';

// The app's one place for dates, times and figures as the owner reads them: days follow the
// business's timezone (docs/architecture.md), in the app's one locale. The landing page keeps its
// own Intl-free formatCount and never imports this module.
export const LOCALE = 'en-US';

// Where no business is known (public pages, the dev mailbox): the browser's own zone.
export const browserTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

// How a date reads: "Nov 23", "Nov 23, 2026", "November 23, 2026", "Mon, Nov 23, 2026",
// "Mon, Nov 23", "Nov 23, 9:05 PM", "Nov 23, 2026, 9:05 PM".
const PATTERNS = {
  dayMonth: 'MMM d',
  short: 'MMM d, yyyy',
  long: 'MMMM d, yyyy',
  weekday: 'EEE, MMM d, yyyy',
  weekdayMonth: 'EEE, MMM d',
  dayTime: 'MMM d, h:mm a',
  dateTime: 'MMM d, yyyy, h:mm a',
} as const;
export type DateStyle = keyof typeof PATTERNS;

// An instant (ISO string or Date) as it reads on the clock of `timeZone`.
export const formatInstant = (at: string | Date, timeZone: string, style: DateStyle): string =>
  format(new Date(at), PATTERNS[style], { in: tz(timeZone), locale: enUS });

// A calendar day (YYYY-MM-DD, as the API gives a business's days): it has no zone of its own.
export const formatDay = (day: string, style: DateStyle): string =>
  formatInstant(`${day}T12:00:00Z`, 'UTC', style);

// The business's calendar day at an instant, YYYY-MM-DD.
export const dayIn = (at: Date, timeZone: string): string =>
  format(at, 'yyyy-MM-dd', { in: tz(timeZone) });

// The `count` days ending with the business's today, as a period: "Last 7 days" is today and the 6 before.
export const lastDaysIn = (
  count: number,
  at: Date,
  timeZone: string,
): { startDate: string; endDate: string } => {
  const today = new TZDate(at, timeZone);
  return {
    startDate: format(addDays(today, 1 - count), 'yyyy-MM-dd'),
    endDate: format(today, 'yyyy-MM-dd'),
  };
};

export const formatNumber = (value: number): string => value.toLocaleString(LOCALE);

export const formatMoney = (dollars: number): string =>
  dollars.toLocaleString(LOCALE, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: Number.isInteger(dollars) ? 0 : 2,
  });

// "5 minutes ago", "yesterday".
export const relativeTimeFormat = (): Intl.RelativeTimeFormat =>
  new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' });
