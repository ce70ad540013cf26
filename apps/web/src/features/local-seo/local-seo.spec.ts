import { fallbackAnalysis } from './local-seo';

describe('fallbackAnalysis', () => {
  it('stays within the spec ranges for many places', () => {
    for (const place of [
      'Austin',
      '12 Main St, Springfield',
      'Hope Village',
      '78701',
      'Zürich',
      'a',
    ]) {
      for (const type of ['cafe', 'boutique', 'gym', 'restaurant', 'other'] as const) {
        const result = fallbackAnalysis(type, place);
        expect(result.searchVolume).toBeGreaterThanOrEqual(500);
        expect(result.searchVolume).toBeLessThanOrEqual(2499);
        expect(result.currentRanking).toBeGreaterThanOrEqual(5);
        expect(result.currentRanking).toBeLessThanOrEqual(19);
        expect(result.score).toBeGreaterThanOrEqual(40);
        expect(result.score).toBeLessThanOrEqual(79);
      }
    }
  });

  it('rates competition Medium for a cafe, Low for a boutique and High for a gym', () => {
    expect(
      ['cafe', 'boutique', 'gym'].map(
        (type) => fallbackAnalysis(type as 'cafe', 'Austin').competition,
      ),
    ).toEqual(['Medium', 'Low', 'High']);
  });

  it('gives the same estimate for the same input and builds keywords from the city', () => {
    const first = fallbackAnalysis('cafe', '12 Main St, Austin, TX', new Date('2026-11-21'));
    expect(fallbackAnalysis('cafe', ' 12 Main St, Austin, TX ', new Date('2026-11-21'))).toEqual(
      first,
    );
    expect(first.topKeywords[0]).toBe('coffee shop austin');
    expect(first.season).toBe('fall');
    expect(first.opportunities).toHaveLength(2);
  });
});
