import { LocalSeoService } from './local-seo.service';
import { readPlace } from './local-seo.place';

const NOVEMBER = new Date('2026-11-21T08:00:00Z');
const JULY = new Date('2026-07-04T12:00:00Z');
const JANUARY = new Date('2027-01-10T12:00:00Z');

describe(LocalSeoService.name, () => {
  const service = new LocalSeoService();

  it('gives the same answer for the same business, place and day', () => {
    const query = { businessType: 'cafe', location: '12 Main St, Springfield, IL 62701' } as const;
    expect(service.analyse(query, NOVEMBER)).toEqual(service.analyse({ ...query }, NOVEMBER));
  });

  it('builds search phrases from the town a visitor typed, not the street or the state', () => {
    const result = service.analyse(
      { businessType: 'cafe', location: '12 Main St, Springfield, IL 62701' },
      NOVEMBER,
    );
    expect(result.topKeywords).toEqual([
      'coffee shop springfield',
      'coffee near me',
      'pumpkin spice latte springfield',
      'best cafe in springfield',
      'chai latte near me',
    ]);
    expect(result.location).toBe('12 Main St, Springfield, IL 62701');
    expect(result.season).toBe('fall');
  });

  it('follows the season: summer drinks in July, new-year memberships in January', () => {
    expect(
      service.analyse({ businessType: 'cafe', location: 'Springfield' }, JULY).topKeywords,
    ).toContain('iced coffee springfield');
    const gym = service.analyse({ businessType: 'gym', location: 'Springfield' }, JANUARY);
    expect(gym.topKeywords).toContain('new year gym membership springfield');
    expect(gym.opportunities[0]).toBe(
      'Searches for "new year gym membership springfield" rise this winter: mention new year gym membership in your Google Business Profile, posts and menu now.',
    );
    // January is the gym season: more searches than in the fall.
    expect(gym.searchVolume).toBeGreaterThan(
      service.analyse({ businessType: 'gym', location: 'Springfield' }, NOVEMBER).searchVolume,
    );
  });

  it('rates competition by kind of shop in a mid-sized city: cafe Medium, boutique Low, gym High', () => {
    const level = (businessType: 'cafe' | 'boutique' | 'gym') =>
      service.analyse({ businessType, location: 'Springfield' }, NOVEMBER).competition;
    expect([level('cafe'), level('boutique'), level('gym')]).toEqual(['Medium', 'Low', 'High']);
  });

  it('sees more searches, more competitors and a lower score in a big city than in a village', () => {
    const metro = service.analyse({ businessType: 'cafe', location: 'Austin, TX' }, NOVEMBER);
    const city = service.analyse({ businessType: 'cafe', location: 'Springfield' }, NOVEMBER);
    const village = service.analyse(
      { businessType: 'cafe', location: 'Wickford Village' },
      NOVEMBER,
    );
    expect(metro.searchVolume).toBeGreaterThan(city.searchVolume);
    expect(city.searchVolume).toBeGreaterThan(village.searchVolume);
    expect([metro.competition, city.competition, village.competition]).toEqual([
      'High',
      'Medium',
      'Low',
    ]);
    expect(metro.currentRanking).toBeGreaterThan(city.currentRanking);
    expect(metro.score).toBeLessThan(city.score);
    expect(city.score).toBeLessThan(village.score);
  });

  it('keeps every figure in range for every kind of shop and market', () => {
    for (const businessType of ['cafe', 'boutique', 'gym', 'restaurant', 'other'] as const) {
      for (const location of ['New York', 'Springfield', 'Hope Village', '78701']) {
        const result = service.analyse({ businessType, location }, JANUARY);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(100);
        expect(result.currentRanking).toBeGreaterThanOrEqual(1);
        expect(result.searchVolume).toBeGreaterThan(0);
        expect(result.topKeywords).toHaveLength(5);
        expect(result.opportunities.length).toBeGreaterThanOrEqual(2);
      }
    }
  });

  it('phrases a postcode as "near" it', () => {
    const result = service.analyse({ businessType: 'boutique', location: '78701' }, NOVEMBER);
    expect(result.topKeywords[0]).toBe('boutique near 78701');
  });
});

describe('readPlace', () => {
  it.each([
    ['Austin', 'austin', 'Austin', 'metro'],
    ['12 Main St, Austin, TX 78701', 'austin', 'Austin', 'metro'],
    ['Brooklyn, New York, USA', 'brooklyn', 'Brooklyn', 'metro'],
    ['Portland, OR', 'portland', 'Portland', 'metro'],
    ['Springfield', 'springfield', 'Springfield', 'city'],
    ['  st. albans  ', 'st albans', 'St Albans', 'city'],
    ['Hope Village, VT', 'hope village', 'Hope Village', 'town'],
    ['12 Main Street', 'main street', 'Main Street', 'city'],
    ['TX 78701', '78701', '78701', 'city'],
  ])('reads %j as %j', (location, keyword, name, size) => {
    expect(readPlace(location)).toMatchObject({ keyword, name, size });
  });
});
