import { ZGoogleSync } from '@app/contracts';
import { localDay } from '../../common/business-day';

// When imports run and what they ask Google for.

// The last day to ask for: the business's today, but never past Google's (UTC) today.
export const lastDayToAsk = (now: Date, timeZone: string): string => {
  const local = localDay(now, timeZone);
  const utc = now.toISOString().slice(0, 10);
  return local < utc ? local : utc;
};

// The complete months before the month of `day`, oldest first (YYYY-MM).
export const completeMonthsBefore = (day: string, count: number): string[] => {
  const [year = 0, month = 1] = day.split('-').map(Number);
  return Array.from({ length: count }, (_, index) => new Date(Date.UTC(year, month - 1 - count + index, 1)).toISOString().slice(0, 7));
};

// The first import of a connection (a connect or a location pick), whoever asks for it first.
export const connectJobId = (businessId: string, connectedAt: Date | null): string => `connect:${businessId}:${connectedAt?.getTime() ?? 0}`;

// The import due for a connected business at `now`, with its stable job id, or none: the first one
// after a connect or a location pick (its performance sync is idle and has never run), then one per
// local day.
export const dueImport = (connection: { businessId: string; timezone: string; connectedAt: Date | null; sync: unknown }, now: Date): string | undefined => {
  const parsed = ZGoogleSync.safeParse(connection.sync);
  const sync = parsed.success ? parsed.data : null;
  const today = localDay(now, connection.timezone);
  if (sync?.state === 'running') return undefined;
  if (sync?.state === 'idle' && sync.lastSyncedAt === null) return connectJobId(connection.businessId, connection.connectedAt);
  if (sync?.lastSyncedAt && localDay(new Date(sync.lastSyncedAt), connection.timezone) >= today) return undefined;
  return `daily:${connection.businessId}:${today}`;
};
