import { completeMonthsBefore, dueImport, lastDayToAsk } from './performance-schedule';

const BUSINESS = '7c1d2b9e-3f4a-4b5c-8d6e-9f0a1b2c3d4e';
const connectedAt = new Date('2026-11-24T15:00:00Z');
const idle = { state: 'idle', lastSyncedAt: null, imported: null, error: null };

describe(dueImport.name, () => {
  // 02:30 UTC on Nov 25 is the evening of Nov 24 in Chicago.
  const now = new Date('2026-11-25T02:30:00Z');
  const connection = (sync: unknown) => ({ businessId: BUSINESS, timezone: 'America/Chicago', connectedAt, sync });

  it('imports a new connection (or a newly picked location) once, under the id of that connection', () => {
    expect(dueImport(connection(idle), now)).toBe(`connect:${BUSINESS}:${connectedAt.getTime()}`);
    expect(dueImport(connection({ ...idle, state: 'running' }), now)).toBeUndefined();
  });

  it("imports again once a day of the business's clock, and retries a failed first import the next day", () => {
    const synced = { ...idle, lastSyncedAt: '2026-11-24T14:00:00Z', imported: 540 };
    expect(dueImport(connection(synced), now)).toBeUndefined();
    expect(dueImport(connection(synced), new Date('2026-11-25T06:30:00Z'))).toBe(`daily:${BUSINESS}:2026-11-25`);
    expect(dueImport(connection({ ...idle, state: 'failed', error: 'Google had a problem (503).' }), now)).toBe(`daily:${BUSINESS}:2026-11-24`);
  });
});

describe(lastDayToAsk.name, () => {
  it("asks up to the business's today, never past Google's", () => {
    expect(lastDayToAsk(new Date('2026-11-25T02:30:00Z'), 'America/Chicago')).toBe('2026-11-24');
    expect(lastDayToAsk(new Date('2026-11-25T20:30:00Z'), 'Asia/Tokyo')).toBe('2026-11-25');
  });
});

describe(completeMonthsBefore.name, () => {
  it('gives the complete months before the current one, across a year', () => {
    expect(completeMonthsBefore('2026-02-10', 3)).toEqual(['2025-11', '2025-12', '2026-01']);
  });
});
