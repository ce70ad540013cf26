import { isDue } from './sweep.job';

const at = (iso: string) => new Date(iso);

describe(isDue.name, () => {
  it('is due at once for a business never checked', () => {
    expect(isDue('weekly', null, at('2026-05-01T06:00:00Z'), 'America/Chicago')).toBe(true);
  });

  it('checks daily plans every local day and weekly plans every seven, after 06:00 on the business clock (docs/product.md §9)', () => {
    const last = at('2026-05-01T12:00:00Z'); // 07:00 in Chicago
    expect(isDue('daily', last, at('2026-05-02T01:00:00Z'), 'America/Chicago')).toBe(false); // 20:00 the same local day, though tomorrow in UTC
    expect(isDue('daily', last, at('2026-05-02T10:00:00Z'), 'America/Chicago')).toBe(false); // 05:00 the next day: before the local hour
    expect(isDue('daily', last, at('2026-05-02T11:00:00Z'), 'America/Chicago')).toBe(true); // 06:00
    expect(isDue('weekly', last, at('2026-05-07T12:00:00Z'), 'America/Chicago')).toBe(false);
    expect(isDue('weekly', last, at('2026-05-08T11:00:00Z'), 'America/Chicago')).toBe(true);
  });

  it.each([
    ['America/New_York', '2026-05-02T10:00:00Z'],
    ['America/Chicago', '2026-05-02T11:00:00Z'],
    ['America/Denver', '2026-05-02T12:00:00Z'],
    ['America/Los_Angeles', '2026-05-02T13:00:00Z'],
  ])('runs the next daily check at 06:00 local in %s', (zone, sixLocal) => {
    const last = at('2026-05-01T20:00:00Z');
    expect(isDue('daily', last, new Date(at(sixLocal).getTime() - 60_000), zone)).toBe(false);
    expect(isDue('daily', last, at(sixLocal), zone)).toBe(true);
  });

  it('counts a 23- or 25-hour local day once', () => {
    // Chicago, clocks forward on 2026-03-08 and back on 2026-11-01: 06:00 local is a different UTC hour each side.
    expect(
      isDue('daily', at('2026-03-07T12:00:00Z'), at('2026-03-08T11:00:00Z'), 'America/Chicago'),
    ).toBe(true);
    expect(
      isDue('daily', at('2026-03-08T11:00:00Z'), at('2026-03-08T23:00:00Z'), 'America/Chicago'),
    ).toBe(false);
    expect(
      isDue('daily', at('2026-10-31T11:00:00Z'), at('2026-11-01T12:00:00Z'), 'America/Chicago'),
    ).toBe(true);
    expect(
      isDue('daily', at('2026-11-01T12:00:00Z'), at('2026-11-02T05:30:00Z'), 'America/Chicago'),
    ).toBe(false);
  });
});
