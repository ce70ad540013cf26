import { isOpenAt } from './opening-hours';

describe('isOpenAt', () => {
  const hours = [
    { day: 'monday' as const, opens: '08:00', closes: '17:00' },
    { day: 'saturday' as const, opens: '10:00', closes: '14:00' },
  ];

  it("follows the business's own clock, not UTC", () => {
    // Monday 2026-11-23 14:30 UTC is 08:30 in Chicago (open) but 06:30 in Los Angeles (closed).
    const at = new Date('2026-11-23T14:30:00Z');
    expect(isOpenAt(hours, at, 'America/Chicago')).toBe(true);
    expect(isOpenAt(hours, at, 'America/Los_Angeles')).toBe(false);
  });

  it('is closed at the closing minute, on a day without hours and with no hours at all', () => {
    expect(isOpenAt(hours, new Date('2026-11-23T23:00:00Z'), 'America/Chicago')).toBe(false);
    expect(isOpenAt(hours, new Date('2026-11-24T16:00:00Z'), 'America/Chicago')).toBe(false);
    expect(isOpenAt([], new Date('2026-11-23T16:00:00Z'), 'America/Chicago')).toBe(false);
  });

  it('opens on Saturday within its hours', () => {
    expect(isOpenAt(hours, new Date('2026-11-28T17:00:00Z'), 'America/Chicago')).toBe(true);
  });
});
