import {
  browserTimeZone,
  dayIn,
  formatDay,
  formatInstant,
  formatMoney,
  formatNumber,
  lastDaysIn,
} from './format-date';

// 03:30 UTC on Nov 24 is still the evening of Nov 23 in all four of the product's timezones.
const EVENING = '2026-11-24T03:30:00Z';

describe('format-date', () => {
  it.each([
    ['America/New_York', 'Nov 23, 10:30 PM'],
    ['America/Chicago', 'Nov 23, 9:30 PM'],
    ['America/Denver', 'Nov 23, 8:30 PM'],
    ['America/Los_Angeles', 'Nov 23, 7:30 PM'],
  ])('writes an instant on the clock of %s', (timeZone, expected) => {
    expect(formatInstant(EVENING, timeZone, 'dayTime')).toBe(expected);
    expect(formatInstant(new Date(EVENING), timeZone, 'short')).toBe('Nov 23, 2026');
    expect(formatInstant(EVENING, timeZone, 'long')).toBe('November 23, 2026');
    expect(dayIn(new Date(EVENING), timeZone)).toBe('2026-11-23');
    expect(lastDaysIn(30, new Date(EVENING), timeZone)).toEqual({
      startDate: '2026-10-25',
      endDate: '2026-11-23',
    });
  });

  it('writes the same instant as UTC has it for a UTC clock', () => {
    expect(formatInstant(EVENING, 'UTC', 'dateTime')).toBe('Nov 24, 2026, 3:30 AM');
  });

  it('keeps the clock across a daylight-saving change', () => {
    // Chicago: 06:00 local is 12:00 UTC before 2026-11-01 and 11:00 UTC after... and the reverse in March.
    expect(formatInstant('2026-10-31T11:00:00Z', 'America/Chicago', 'dayTime')).toBe(
      'Oct 31, 6:00 AM',
    );
    expect(formatInstant('2026-11-02T12:00:00Z', 'America/Chicago', 'dayTime')).toBe(
      'Nov 2, 6:00 AM',
    );
    expect(formatInstant('2026-03-08T12:00:00Z', 'America/Chicago', 'dayTime')).toBe(
      'Mar 8, 7:00 AM',
    );
    expect(lastDaysIn(2, new Date('2026-11-02T05:30:00Z'), 'America/Chicago')).toEqual({
      startDate: '2026-10-31',
      endDate: '2026-11-01',
    });
  });

  it('writes a calendar day as it is, whatever the browser zone', () => {
    expect(formatDay('2026-11-23', 'dayMonth')).toBe('Nov 23');
    expect(formatDay('2026-11-23', 'weekday')).toBe('Mon, Nov 23, 2026');
    expect(formatDay('2026-11-23', 'weekdayMonth')).toBe('Mon, Nov 23');
    expect(formatDay('2026-01-01', 'short')).toBe('Jan 1, 2026');
  });

  it('falls back to the browser zone where no business is known', () => {
    expect(browserTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('writes figures in the app locale', () => {
    expect(formatNumber(1250)).toBe('1,250');
    expect(formatMoney(39)).toBe('$39');
    expect(formatMoney(10.5)).toBe('$10.50');
  });
});
