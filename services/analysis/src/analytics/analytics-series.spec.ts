import { ANALYTICS_MESSAGES } from '@app/contracts';
import { daysOf, lastDays, pointsOf, rangeError, totalsOf } from './analytics-series';
import { modelledMetrics } from './listing-metrics.model';

describe('analytics series', () => {
  it('counts both ends of a period and refuses reversed or too long ones', () => {
    expect(daysOf('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(lastDays(30, '2026-11-21')).toEqual({ startDate: '2026-10-23', endDate: '2026-11-21' });
    expect(rangeError('2026-11-21', '2026-11-20')).toBe(ANALYTICS_MESSAGES.rangeReversed);
    expect(rangeError('2025-01-01', '2026-01-02')).toBe(ANALYTICS_MESSAGES.rangeTooLong);
    expect(rangeError('2025-01-01', '2026-01-01')).toBeUndefined(); // 366 days
  });

  it('fills days without data with zeros and averages the rank over days that have one', () => {
    const points = pointsOf(daysOf('2026-11-01', '2026-11-03'), {
      metrics: new Map([['2026-11-01', { listingViews: 40, websiteClicks: 3, phoneCalls: 1, directionRequests: 5 }]]),
      averageRank: new Map([
        ['2026-11-01', 4.25],
        ['2026-11-03', 6],
      ]),
      reviews: new Map([['2026-11-02', 2]]),
    });
    expect(points[1]).toEqual({ date: '2026-11-02', listingViews: 0, websiteClicks: 0, phoneCalls: 0, directionRequests: 0, averageRank: null, reviews: 2 });
    expect(totalsOf(points)).toEqual({ listingViews: 40, websiteClicks: 3, phoneCalls: 1, directionRequests: 5, averageRank: 5.2, reviews: 2 });
    expect(totalsOf([]).averageRank).toBeNull();
  });

  it('models the same listing metrics for the same business and day, plausible for a cafe', () => {
    const id = '7c1d2b9e-3f4a-4b5c-8d6e-9f0a1b2c3d4e';
    expect(modelledMetrics(id, 'cafe', '2026-11-21')).toEqual(modelledMetrics(id, 'cafe', '2026-11-21'));
    const month = daysOf('2026-10-23', '2026-11-21').map((day) => modelledMetrics(id, 'cafe', day));
    const views = month.reduce((sum, day) => sum + day.listingViews, 0);
    const clicks = month.reduce((sum, day) => sum + day.websiteClicks, 0);
    expect(views).toBeGreaterThan(800);
    expect(views).toBeLessThan(2_000);
    expect(clicks / views).toBeGreaterThan(0.05);
    expect(clicks / views).toBeLessThan(0.09);
  });
});
