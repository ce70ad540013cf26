// The charts' only date formatting: a short day for the axis ("Nov 20") and a full day for the
// tooltips and data tables ("Fri, Nov 20, 2026"). The dates are the API's UTC days (YYYY-MM-DD).
const formatDay = (date: string, options: Intl.DateTimeFormatOptions): string =>
  new Date(`${date}T00:00:00Z`).toLocaleDateString('en-US', { ...options, timeZone: 'UTC' });

export const axisDay = (date: string): string =>
  formatDay(date, { month: 'short', day: 'numeric' });

export const fullDay = (date: string): string =>
  formatDay(date, { weekday: 'short', month: 'short', day: 'numeric', year: 'numeric' });
