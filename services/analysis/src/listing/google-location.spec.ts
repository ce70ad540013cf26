import { addressText, changedFields, hoursOf, listingFieldOf, periodsOf, pointOfLocation } from './google-location';

describe('Google locations and the listing', () => {
  it('writes a postal address as one line', () => {
    expect(addressText({ addressLines: ['118 Congress Ave', ' '], locality: 'Austin', administrativeArea: 'TX', postalCode: '78701', regionCode: 'US' })).toBe(
      '118 Congress Ave, Austin, TX 78701',
    );
    expect(addressText(undefined)).toBe('');
  });

  it('shows one row per day: a lunch break spans the day, midnight closing is 23:59, overnight closes at 23:59', () => {
    expect(
      hoursOf([
        { openDay: 'TUESDAY', openTime: { hours: 14 }, closeDay: 'TUESDAY', closeTime: { hours: 18 } },
        { openDay: 'MONDAY', openTime: { hours: 7, minutes: 30 }, closeDay: 'MONDAY', closeTime: { hours: 24 } },
        { openDay: 'TUESDAY', openTime: { hours: 8 }, closeDay: 'TUESDAY', closeTime: { hours: 12 } },
        { openDay: 'FRIDAY', openTime: { hours: 20 }, closeDay: 'SATURDAY', closeTime: { hours: 2 } },
      ]),
    ).toEqual([
      { day: 'monday', opens: '07:30', closes: '23:59' },
      { day: 'tuesday', opens: '08:00', closes: '18:00' },
      { day: 'friday', opens: '20:00', closes: '23:59' },
    ]);
    expect(periodsOf([{ day: 'sunday', opens: '08:00', closes: '16:30' }])).toEqual([
      { openDay: 'SUNDAY', openTime: { hours: 8, minutes: 0 }, closeDay: 'SUNDAY', closeTime: { hours: 16, minutes: 30 } },
    ]);
  });

  it('sends only the fields that differ from what the listing shows', () => {
    const current = {
      name: 'Corner Bean Coffee',
      address: '118 Congress Ave',
      phone: '(512) 555-0142',
      website: null,
      description: 'Coffee.',
      categories: ['Coffee shop'],
      hours: [{ day: 'monday' as const, opens: '07:00', closes: '18:00' }],
    };
    expect(changedFields(current, { name: 'Corner Bean Coffee ', phone: '(512) 555-0142', website: '', categories: ['coffee shop'], hours: current.hours })).toEqual([]);
    expect(changedFields(current, { phone: '(512) 555-0199', website: 'https://cornerbean.example', hours: [] })).toEqual(['phone', 'website', 'hours']);
  });

  it("names the listing field of Google's refusal", () => {
    expect(listingFieldOf('phone_numbers.primary_phone')).toBe('phone');
    expect(listingFieldOf('categories.additional_categories[2]')).toBe('categories');
    expect(listingFieldOf('regular_hours.periods[0]')).toBe('hours');
    expect(listingFieldOf('profile.description')).toBe('description');
    expect(listingFieldOf('latlng')).toBeUndefined();
  });

  it("reads the shop's coordinates, and none when Google has none or answers 0,0", () => {
    expect(pointOfLocation({ latlng: { latitude: 30.2636, longitude: -97.7447 } })).toEqual({ latitude: 30.2636, longitude: -97.7447 });
    expect(pointOfLocation({})).toBeNull();
    expect(pointOfLocation({ latlng: { latitude: 0, longitude: 0 } })).toBeNull();
  });
});
