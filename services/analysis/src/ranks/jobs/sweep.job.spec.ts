import { isDue } from './sweep.job';

const at = (iso: string) => new Date(iso);

describe(isDue.name, () => {
  it('is due at once for a business never checked', () => {
    expect(isDue('weekly', null, at('2026-05-01T06:00:00Z'))).toBe(true);
  });

  it('checks daily plans every day and weekly plans every seven days (docs/product.md §9)', () => {
    const last = at('2026-05-01T06:00:00Z');
    expect(isDue('daily', last, at('2026-05-01T20:00:00Z'))).toBe(false);
    expect(isDue('daily', last, at('2026-05-02T06:00:00Z'))).toBe(true);
    expect(isDue('weekly', last, at('2026-05-07T06:00:00Z'))).toBe(false);
    expect(isDue('weekly', last, at('2026-05-08T06:00:00Z'))).toBe(true);
  });

  it('allows an hour of slack so a late sweep does not push the schedule back', () => {
    expect(isDue('daily', at('2026-05-01T06:10:00Z'), at('2026-05-02T05:30:00Z'))).toBe(true);
  });
});
