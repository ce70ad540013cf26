import { MIN_PAIRED_DAYS, pearson, rankCallsCorrelation } from './earnings-correlation';

const days = (count: number, calls: (index: number) => number | null, rank: (index: number) => number | null = (index) => 10 - (index % 7)) =>
  Array.from({ length: count }, (_, index) => ({ averageRank: rank(index), calls: calls(index) }));

describe('pearson', () => {
  it('is 1 for a straight rising line, -1 for a falling one, 0 for a flat one', () => {
    expect(pearson([[1, 2], [2, 4], [3, 6]])).toBeCloseTo(1);
    expect(pearson([[1, 6], [2, 4], [3, 2]])).toBeCloseTo(-1);
    expect(pearson([[1, 5], [2, 5], [3, 5]])).toBe(0);
  });
});

describe('rankCallsCorrelation', () => {
  it('says there is not enough data under four weeks of paired days, gaps not counted', () => {
    const result = rankCallsCorrelation(days(40, (index) => (index % 3 === 0 ? null : index)), false);
    expect(result.correlation).toEqual({ coefficient: null, days: 26, strength: 'not-enough-data' });
    expect(result.statement).toContain('about 4 weeks');
  });

  it('reads a better (smaller) rank with more calls as a positive, strong correlation, and never as causation', () => {
    const result = rankCallsCorrelation(days(MIN_PAIRED_DAYS, (index) => 20 + 3 * (index % 7)), true);
    expect(result.correlation).toMatchObject({ coefficient: 1, days: MIN_PAIRED_DAYS, strength: 'strong' });
    expect(result.statement).toContain('more calls');
    expect(result.statement).toContain('not causation');
    expect(result.statement).toContain('read it as a hint');
    expect(result.statement).toContain('estimates');
  });

  it('says when rank and calls did not move together', () => {
    const result = rankCallsCorrelation(days(90, () => 5), false);
    expect(result.correlation.strength).toBe('none');
    expect(result.statement).toMatch(/^Rank and calls did not move together over 90 days\./);
  });
});
