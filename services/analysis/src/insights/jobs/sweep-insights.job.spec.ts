import { dailyJobDay } from './sweep-insights.job';

const ranOn = (day: string) => new Date(`${day}T00:00:00Z`);

describe(dailyJobDay.name, () => {
  it('runs a new business at once, on its own local day', () => {
    expect(
      dailyJobDay(
        { timezone: 'America/Chicago', dailyJobOn: null },
        new Date('2026-11-24T02:00:00Z'),
      ),
    ).toBe('2026-11-23');
  });

  it.each([
    ['America/New_York', '2026-11-24T11:00:00Z'],
    ['America/Chicago', '2026-11-24T12:00:00Z'],
    ['America/Denver', '2026-11-24T13:00:00Z'],
    ['America/Los_Angeles', '2026-11-24T14:00:00Z'],
  ])('runs once a local day after 06:00 in %s, not at the UTC midnight', (timezone, sixLocal) => {
    const business = { timezone, dailyJobOn: ranOn('2026-11-23') };
    expect(dailyJobDay(business, new Date('2026-11-24T01:00:00Z'))).toBeUndefined(); // tomorrow in UTC, still the 23rd locally
    expect(dailyJobDay(business, new Date(new Date(sixLocal).getTime() - 60_000))).toBeUndefined();
    expect(dailyJobDay(business, new Date(sixLocal))).toBe('2026-11-24');
    expect(
      dailyJobDay({ timezone, dailyJobOn: ranOn('2026-11-24') }, new Date(sixLocal)),
    ).toBeUndefined();
  });

  it('runs once on the 25-hour day the clocks go back', () => {
    const business = { timezone: 'America/Chicago', dailyJobOn: ranOn('2026-11-01') };
    expect(dailyJobDay(business, new Date('2026-11-02T05:30:00Z'))).toBeUndefined(); // 23:30 on the 1st
    expect(dailyJobDay(business, new Date('2026-11-02T12:00:00Z'))).toBe('2026-11-02');
  });
});
