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
    const november = localKeywordSuggestions('cafe', 'Austin', new Date('2026-11-21T00:00:00Z'), 'America/Chicago');
    expect(november.map((item) => item.kind).sort()).toEqual(['local-event', 'seasonal', 'weather', 'weather']);
    expect(november.map((item) => item.keyword)).toEqual(expect.arrayContaining(['pumpkin spice latte austin', 'hot chocolate austin']));
    expect(localKeywordSuggestions('cafe', 'Austin', new Date('2026-07-01T12:00:00Z'), 'America/Chicago').map((item) => item.keyword)).toContain('iced coffee austin');
  });

  it("follows the business's month: Nov 30 at 9 pm in Chicago is December in UTC, still autumn there", () => {
    const lateNovember = new Date('2026-12-01T03:00:00Z');
    const keywords = (timeZone: string) => localKeywordSuggestions('cafe', 'Austin', lateNovember, timeZone).map((item) => item.keyword);
    expect(keywords('America/Chicago')).toContain('pumpkin spice latte austin');
    expect(keywords('America/New_York')).toContain('pumpkin spice latte austin');
    expect(keywords('America/Los_Angeles')).toContain('pumpkin spice latte austin');
    expect(keywords('America/Denver')).toContain('pumpkin spice latte austin');
    expect(keywords('UTC')).toContain('holiday coffee drinks austin');
  });
});
