import type { TAnalyticsTotals } from '@app/contracts';

import { changeVsPrevious, formatMetric, summaryFigures } from './report-figures';

const totals = (overrides: Partial<TAnalyticsTotals> = {}): TAnalyticsTotals => ({
  listingViews: 1200,
  websiteClicks: 80,
  phoneCalls: 20,
  directionRequests: 150,
  averageRank: 4.2,
  reviews: 6,
  ...overrides,
});

describe('report figures', () => {
  it('compares counts with the previous period in percent', () => {
    expect(changeVsPrevious('listingViews', 1200, 1000)).toEqual({
      label: '+20% vs previous period',
      tone: 'good',
    });
    expect(changeVsPrevious('phoneCalls', 15, 20)).toEqual({
      label: '-25% vs previous period',
      tone: 'bad',
    });
    expect(changeVsPrevious('reviews', 4, 0)).toEqual({
      label: 'Up from 0 vs previous period',
      tone: 'good',
    });
    expect(changeVsPrevious('reviews', 0, 0)).toEqual({
      label: 'No change vs previous period',
      tone: 'neutral',
    });
  });

  it('reads a smaller average rank as better', () => {
    expect(changeVsPrevious('averageRank', 4.2, 6.3)).toEqual({
      label: '2.1 places better vs previous period',
      tone: 'good',
    });
    expect(changeVsPrevious('averageRank', 5, 4)).toEqual({
      label: '1.0 places worse vs previous period',
      tone: 'bad',
    });
    expect(changeVsPrevious('averageRank', 4, null).tone).toBe('neutral');
  });

  it('shows counts with separators, the rank with a #, and no value as a dash', () => {
    expect(formatMetric('listingViews', 12345)).toBe('12,345');
    expect(formatMetric('averageRank', 4)).toBe('#4.0');
    expect(formatMetric('averageRank', null)).toBe('—');
  });

  it('makes one card per metric with its label', () => {
    const figures = summaryFigures(totals(), totals({ listingViews: 1000 }));
    expect(figures.map((figure) => figure.label)).toEqual([
      'Listing views',
      'Website clicks',
      'Calls',
      'Direction requests',
      'Average rank',
      'New reviews',
    ]);
    expect(figures[0]).toMatchObject({
      value: '1,200',
      change: { label: '+20% vs previous period' },
    });
  });
});
