import { TIMEZONES } from '@app/contracts';
import { lastLocalDays, localDay, localDayBounds, localHour } from './business-day';

describe('business days', () => {
  // Evening in every US zone is already tomorrow in UTC: the business's day is still today.
  it.each([
    ['America/New_York', '2026-11-23', 22],
    ['America/Chicago', '2026-11-23', 21],
    ['America/Denver', '2026-11-23', 20],
    ['America/Los_Angeles', '2026-11-23', 19],
  ])('counts 2026-11-24T03:00Z as %s local day %s (hour %i)', (zone, day, hour) => {
    const at = new Date('2026-11-24T03:00:00Z');
    expect(localDay(at, zone)).toBe(day);
    expect(localHour(at, zone)).toBe(hour);
  });

  it('covers all the product timezones, in summer time too', () => {
    const at = new Date('2026-07-01T05:30:00Z');
    expect(TIMEZONES.map((zone) => [zone, localDay(at, zone)])).toEqual([
      ['America/Chicago', '2026-07-01'],
      ['America/New_York', '2026-07-01'],
      ['America/Denver', '2026-06-30'],
      ['America/Los_Angeles', '2026-06-30'],
    ]);
  });

  it('bounds a local day by its own midnights, 23 or 25 hours on the days the clocks change', () => {
    expect(localDayBounds('2026-11-23', 'America/Chicago')).toEqual({
      start: new Date('2026-11-23T06:00:00Z'),
      end: new Date('2026-11-24T06:00:00Z'),
    });
    const spring = localDayBounds('2026-03-08', 'America/Chicago');
    expect(spring).toEqual({
      start: new Date('2026-03-08T06:00:00Z'),
      end: new Date('2026-03-09T05:00:00Z'),
    });
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * 3_600_000);
    const autumn = localDayBounds('2026-11-01', 'America/Chicago');
    expect(autumn).toEqual({
      start: new Date('2026-11-01T05:00:00Z'),
      end: new Date('2026-11-02T06:00:00Z'),
    });
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * 3_600_000);
  });

  it('lists the last N local days once each across a daylight-saving change', () => {
    expect(lastLocalDays(3, new Date('2026-03-10T04:30:00Z'), 'America/Chicago')).toEqual([
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
    ]);
    expect(lastLocalDays(3, new Date('2026-11-03T05:30:00Z'), 'America/Chicago')).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    const month = lastLocalDays(30, new Date('2026-11-24T02:00:00Z'), 'America/Los_Angeles');
    expect(new Set(month).size).toBe(30);
    expect([month[0], month[29]]).toEqual(['2026-10-25', '2026-11-23']);
  });
});
