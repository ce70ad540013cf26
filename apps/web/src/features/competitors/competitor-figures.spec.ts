import {
  canTrackMore,
  ratingChangeLabel,
  ratingLabel,
  reviewCountLabel,
  trafficLabel,
  usageLabel,
} from './competitor-figures';

describe('competitor figures', () => {
  it('shows ratings with one decimal and a dash before the first check', () => {
    expect(ratingLabel(4.56)).toBe('4.6');
    expect(ratingLabel(null)).toBe('—');
  });

  it('signs the rating change and says when there is none', () => {
    expect(ratingChangeLabel(0.2)).toBe('+0.2');
    expect(ratingChangeLabel(-0.14)).toBe('-0.1');
    expect(ratingChangeLabel(0.01)).toBe('No change');
    expect(ratingChangeLabel(null)).toBeNull();
  });

  it('labels modelled traffic as an estimate, never as data', () => {
    expect(trafficLabel({ estimatedTraffic: 1240, source: 'estimate' })).toBe(
      '~1,240 visits / month (estimate)',
    );
    expect(trafficLabel({ estimatedTraffic: 1240, source: 'serpapi' })).toBe(
      '1,240 visits / month',
    );
    expect(trafficLabel({ estimatedTraffic: null, source: null })).toBe('Not known yet');
  });

  it('counts reviews and the plan usage in words', () => {
    expect(reviewCountLabel(1)).toBe('1 review');
    expect(reviewCountLabel(1312)).toBe('1,312 reviews');
    expect(usageLabel(2, 5)).toBe('2 of 5 competitors tracked');
    expect(canTrackMore(4, 5)).toBe(true);
    expect(canTrackMore(5, 5)).toBe(false);
  });
});
