import { estimatedTraffic, estimateFigures, ratingChange } from './competitor-figures';

describe('competitor figures', () => {
  const query = { name: 'The Daily Grind', city: 'Austin', businessType: 'cafe', day: '2026-11-21' };

  it('estimates the same figures for the same competitor, city and day, whatever the spelling', () => {
    expect(estimateFigures(query)).toEqual(estimateFigures({ ...query, name: '  the daily  GRIND ' }));
    expect(estimateFigures(query)).not.toEqual(estimateFigures({ ...query, city: 'Denver' }));
    const figures = estimateFigures(query);
    expect(figures.source).toBe('estimate');
    expect(figures.address).toBeNull();
    expect(figures.averageRating).toBeGreaterThanOrEqual(3.5);
    expect(figures.averageRating).toBeLessThanOrEqual(5);
  });

  it('lets reviews accumulate and the rating drift only slowly over a month', () => {
    const now = estimateFigures(query);
    const monthAgo = estimateFigures({ ...query, day: '2026-10-22' });
    expect(now.totalReviews ?? 0).toBeGreaterThanOrEqual(monthAgo.totalReviews ?? 0);
    expect(Math.abs((now.averageRating ?? 0) - (monthAgo.averageRating ?? 0))).toBeLessThanOrEqual(0.25);
  });

  it('models traffic from reviews and rating: more reviews and a better rating mean more visits', () => {
    expect(estimatedTraffic('cafe', 5, 100)).toBe(900);
    expect(estimatedTraffic('cafe', 4, 100)).toBe(576);
    expect(estimatedTraffic('gym', 5, 100)).toBe(600);
    expect(estimatedTraffic('cafe', null, 100)).toBeNull();
  });

  it('measures the rating change against the newest snapshot at least 30 days older', () => {
    const latest = { day: '2026-11-21', averageRating: 4.5 };
    const history = [latest, { day: '2026-11-01', averageRating: 4.4 }, { day: '2026-10-22', averageRating: 4.2 }, { day: '2026-10-01', averageRating: 3.9 }];
    expect(ratingChange(latest, history)).toBe(0.3);
    expect(ratingChange(latest, history.slice(0, 2))).toBeNull();
    expect(ratingChange(undefined, history)).toBeNull();
  });
});
