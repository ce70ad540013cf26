import { competitorPerMonth, ownPerMonth, reviewPace } from './review-pace';

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);

describe('review pace', () => {
  it('counts the shop’s reviews of the last 90 days as a third a month', () => {
    expect(ownPerMonth(9, true)).toBe(3);
    expect(ownPerMonth(10, true)).toBe(3.3);
    expect(ownPerMonth(0, true)).toBe(0);
  });

  it('does not pretend the shop gets no reviews when none is known', () => {
    expect(ownPerMonth(0, false)).toBeNull();
  });

  it('scales a competitor’s review count growth between its oldest and newest snapshot to 30 days', () => {
    const pace = competitorPerMonth([
      { takenOn: day('2026-11-28'), totalReviews: 145, source: 'serpapi' },
      { takenOn: day('2026-08-30'), totalReviews: 118, source: 'serpapi' },
      { takenOn: day('2026-10-01'), totalReviews: null, source: 'serpapi' },
    ]);
    // 27 more reviews in 90 days.
    expect(pace).toEqual({ perMonth: 9, estimated: false });
  });

  it('has no pace with fewer than two counted snapshots, and flags modelled counts', () => {
    expect(competitorPerMonth([{ takenOn: day('2026-11-28'), totalReviews: 40, source: 'serpapi' }]).perMonth).toBeNull();
    expect(competitorPerMonth([]).perMonth).toBeNull();
    expect(
      competitorPerMonth([
        { takenOn: day('2026-11-28'), totalReviews: 40, source: 'estimate' },
        { takenOn: day('2026-11-18'), totalReviews: 38, source: 'serpapi' },
      ]),
    ).toEqual({ perMonth: 6, estimated: true });
  });

  it('counts removed reviews as no growth, never as a negative pace', () => {
    expect(
      competitorPerMonth([
        { takenOn: day('2026-11-01'), totalReviews: 50, source: 'serpapi' },
        { takenOn: day('2026-11-28'), totalReviews: 47, source: 'serpapi' },
      ]).perMonth,
    ).toBe(0);
  });

  it('names the fastest competitor and the whole reviews a month that close the gap, rounded up', () => {
    const pace = reviewPace(3, [
      { name: 'Slow Brew', perMonth: 2, estimated: false },
      { name: 'Unknown Café', perMonth: null, estimated: false },
      { name: 'Bean There', perMonth: 9.2, estimated: false },
    ]);
    expect(pace).toMatchObject({ ownPerMonth: 3, leaderName: 'Bean There', leaderPerMonth: 9.2, gapPerMonth: 7 });
    expect(reviewPace(1.4, [{ name: 'A', perMonth: 4.4, estimated: false }]).gapPerMonth).toBe(3);
  });

  it('answers no gap when the shop is ahead, and none at all when a figure is missing', () => {
    expect(reviewPace(12, [{ name: 'Bean There', perMonth: 9, estimated: false }]).gapPerMonth).toBe(0);
    expect(reviewPace(null, [{ name: 'Bean There', perMonth: 9, estimated: false }]).gapPerMonth).toBeNull();
    expect(reviewPace(3, [{ name: 'Bean There', perMonth: null, estimated: false }])).toMatchObject({ leaderName: null, leaderPerMonth: null, gapPerMonth: null });
  });
});
