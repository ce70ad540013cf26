export const DAY_MS = 86_400_000;

// Calendar days as YYYY-MM-DD strings: zone-free arithmetic (a business's days come from business-day.ts).
export const addDays = (day: string, days: number): string => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
// The `backfill` days before `day`, oldest first, then `day` itself.
export const daysEndingOn = (day: string, backfill: number): string[] => [...Array.from({ length: backfill }, (_, index) => addDays(day, index - backfill)), day];
export const dayDate = (day: string): Date => new Date(`${day}T00:00:00Z`);
export const daysBetween = (from: string, to: string): number => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);

// The Monday (YYYY-MM-DD) of the week a local day is in.
export const mondayOf = (day: string): string => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
};
