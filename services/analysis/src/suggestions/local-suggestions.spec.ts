import { localKeywordSuggestions, onboardingSuggestions } from './local-suggestions';

describe(onboardingSuggestions.name, () => {
  it('suggests 6 distinct keywords and 5 competitors fitted to the type and city', () => {
    const cafe = onboardingSuggestions('cafe', 'Austin');
    expect(cafe.keywords).toHaveLength(6);
    expect(new Set(cafe.keywords).size).toBe(6);
    expect(cafe.keywords).toContain('best latte austin');
    expect(cafe.competitors).toHaveLength(5);
    expect(cafe.competitors).toContain('Austin Coffee Roasters');
    expect(onboardingSuggestions('boutique', 'Austin').keywords).toContain('unique gifts austin');
  });

  it('searches "near me" when the city is unknown', () => {
    const { keywords, competitors } = onboardingSuggestions('gym', null);
    expect(keywords.every((keyword) => !keyword.includes('{city}'))).toBe(true);
    expect(keywords).toContain('fitness classes near me');
    expect(competitors).toContain('Hometown Fitness Club');
  });
});

describe(localKeywordSuggestions.name, () => {
  it('covers the season, the weather and a local event for the month', () => {
    const november = localKeywordSuggestions('cafe', 'Austin', new Date('2026-11-21T00:00:00Z'));
    expect(november.map((item) => item.kind).sort()).toEqual(['local-event', 'seasonal', 'weather', 'weather']);
    expect(november.map((item) => item.keyword)).toEqual(expect.arrayContaining(['pumpkin spice latte austin', 'hot chocolate austin']));
    expect(localKeywordSuggestions('cafe', 'Austin', new Date('2026-07-01T00:00:00Z')).map((item) => item.keyword)).toContain('iced coffee austin');
  });
});
