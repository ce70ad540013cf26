import { rankTierOf } from './rank';

describe(rankTierOf.name, () => {
  it('colours positions 1-3 as top 3, 4-10 as top 10 and the rest as low', () => {
    expect([1, 3, 4, 10, 11, 50].map(rankTierOf)).toEqual([
      'top3',
      'top3',
      'top10',
      'top10',
      'low',
      'low',
    ]);
  });

  it('treats a missing position (0) as low', () => {
    expect(rankTierOf(0)).toBe('low');
  });
});
