import { formatCount } from '@/components/format-count';

import { bestYearlySaving, formatDollars, yearlySaving } from './pricing';

describe('yearly pricing', () => {
  it('reads $20 a month or $200 a year as 17% off and 2 months free (docs/product.md §9)', () => {
    expect(yearlySaving({ priceMonthly: 20, priceYearly: 200 })).toEqual({
      percentOff: 17,
      monthsFree: 2,
    });
    expect(yearlySaving({ priceMonthly: 39, priceYearly: 390 })).toEqual({
      percentOff: 17,
      monthsFree: 2,
    });
    expect(yearlySaving({ priceMonthly: 79, priceYearly: 790 })).toEqual({
      percentOff: 17,
      monthsFree: 2,
    });
  });

  it('follows other prices instead of repeating the spec', () => {
    expect(yearlySaving({ priceMonthly: 10, priceYearly: 90 })).toEqual({
      percentOff: 25,
      monthsFree: 3,
    });
    expect(yearlySaving({ priceMonthly: 0, priceYearly: 0 })).toEqual({
      percentOff: 0,
      monthsFree: 0,
    });
  });

  it('names the best saving of the catalogue', () => {
    expect(
      bestYearlySaving([
        { priceMonthly: 20, priceYearly: 240 },
        { priceMonthly: 39, priceYearly: 390 },
      ] as never),
    ).toEqual({ percentOff: 17, monthsFree: 2 });
  });

  it('formats whole dollars without cents', () => {
    expect(formatDollars(20)).toBe('$20');
    expect(formatDollars(790)).toBe('$790');
    expect(formatDollars(9.5)).toBe('$9.50');
  });
});

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    for (const value of [0, 7, 999, 1000, 1250, 2499, 1234567, 12.5]) {
      expect(formatCount(value)).toBe(value.toLocaleString('en-US'));
    }
  });
});
