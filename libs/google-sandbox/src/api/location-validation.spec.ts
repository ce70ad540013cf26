import { seedState } from '../state/seed';
import type { TLocationFields } from '../state/sandbox-state';
import { applyMask } from './field-mask';
import { validateLocation } from './location-validation';

const shop = (): TLocationFields => structuredClone(seedState(new Date('2026-11-24T00:00:00Z')).locations[0]!.fields);

const reasons = (update: Record<string, unknown>, mask: string[]): string[] => {
  const refused = validateLocation(applyMask(shop(), update, mask), shop(), mask);
  return ((refused?.details ?? []) as { reason?: string }[]).flatMap((detail) => (detail.reason ? [detail.reason] : []));
};

describe(validateLocation.name, () => {
  it('accepts the seed location as it is', () => {
    expect(reasons(shop(), ['title', 'phoneNumbers', 'websiteUri', 'categories', 'regularHours', 'storefrontAddress', 'profile'])).toEqual([]);
  });

  it('refuses an unknown category, a link in the description and a description too long', () => {
    expect(reasons({ categories: { primaryCategory: { name: 'categories/gcid:spaceport' } } }, ['categories'])).toEqual(['INVALID_CATEGORY']);
    expect(reasons({ profile: { description: 'See www.example.com' } }, ['profile.description'])).toEqual(['PROFILE_DESCRIPTION_CONTAINS_URL']);
    expect(reasons({ profile: { description: 'x'.repeat(751) } }, ['profile.description'])).toEqual(['STRING_TOO_LONG']);
  });

  it('refuses hours that close before they open, and impossible times', () => {
    const period = (openHours: number, closeHours: number, minutes = 0) => ({ openDay: 'MONDAY', openTime: { hours: openHours }, closeDay: 'MONDAY', closeTime: { hours: closeHours, minutes } });
    expect(reasons({ regularHours: { periods: [period(18, 7)] } }, ['regularHours'])).toEqual(['INVALID_TIME_SCHEDULE']);
    expect(reasons({ regularHours: { periods: [period(7, 24, 30)] } }, ['regularHours'])).toEqual(['INVALID_HOURS_VALUE']);
    expect(reasons({ regularHours: { periods: [{ ...period(7, 18), openDay: 'FUNDAY' }] } }, ['regularHours'])).toEqual(['INVALID_HOURS_VALUE']);
  });

  it('refuses an empty title, a missing address and a change of country', () => {
    expect(reasons({ title: '  ' }, ['title'])).toEqual(['REQUIRED_FIELD_MISSING_VALUE']);
    expect(reasons({}, ['storefrontAddress'])).toEqual(['ADDRESS_MISSING_REGION_CODE', 'INVALID_ADDRESS']);
    expect(reasons({ storefrontAddress: { regionCode: 'CA', addressLines: ['1 Main St'] } }, ['storefrontAddress'])).toEqual(['ADDRESS_EDIT_CHANGES_COUNTRY']);
  });

  it('only checks the fields of the update mask', () => {
    const broken = { ...shop(), websiteUri: 'not a url' };
    expect(validateLocation(broken, shop(), ['title'])).toBeUndefined();
  });
});
