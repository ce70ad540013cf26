import { routeOf } from './http-metrics';

describe('routeOf', () => {
  it('labels a matched request with its route template, never the raw path', () => {
    expect(routeOf({ route: { path: '/api/reviews/:id' }, baseUrl: '', path: '/api/reviews/6f1c' })).toBe('/api/reviews/:id');
  });

  it('folds unmatched API paths and web files into one label each', () => {
    expect(routeOf({ route: undefined, baseUrl: '', path: '/api/no-such-thing/123' })).toBe('unmatched');
    expect(routeOf({ route: undefined, baseUrl: '', path: '/assets/index-abc.js' })).toBe('static');
  });
});
