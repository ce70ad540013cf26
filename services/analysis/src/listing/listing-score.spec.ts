import type { TOpeningHours } from '@app/contracts';
import { sampleListing } from './listing-defaults';
import { toState } from './listing.service';
import { checklistOf, scoreOf, type TListingFacts } from './listing-score';

const week: TOpeningHours[] = (['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const).map((day) => ({ day, opens: '08:00', closes: '17:00' }));
const complete: TListingFacts = {
  phone: '+1 512 555 0100',
  website: 'https://cornerbean.example',
  description: 'x'.repeat(250),
  categories: ['Coffee shop', 'Cafe', 'Bakery'],
  hours: week,
  photosCount: 10,
  reviews: { total: 47, averageRating: 4.6, pendingCount: 0 },
};

describe('listing checklist and score', () => {
  it('has points that add up to 100, so a complete listing scores 100', () => {
    const checklist = checklistOf(complete);
    expect(checklist.reduce((sum, task) => sum + task.points, 0)).toBe(100);
    expect(checklist.every((task) => task.done)).toBe(true);
    expect(scoreOf(checklist)).toBe(100);
  });

  it.each<[string, Partial<TListingFacts>, number]>([
    ['phone', { phone: '  ' }, 10],
    ['website', { website: null }, 10],
    ['hours', { hours: week.slice(0, 6) }, 15],
    ['description', { description: 'x'.repeat(249) }, 15],
    ['categories', { categories: ['Coffee shop', 'Cafe'] }, 10],
    ['photos', { photosCount: 9 }, 15],
    ['reviews-replied', { reviews: { total: 47, averageRating: 4.6, pendingCount: 1 } }, 15],
    ['rating', { reviews: { total: 47, averageRating: 4.4, pendingCount: 0 } }, 10],
  ])('loses the %s task and its points when it is not met', (id, change, points) => {
    const checklist = checklistOf({ ...complete, ...change });
    expect(checklist.filter((task) => !task.done).map((task) => task.id)).toEqual([id]);
    expect(scoreOf(checklist)).toBe(100 - points);
  });

  it('scores the sample listing of a new cafe on its hours only (no reviews yet)', () => {
    const sample = sampleListing({ name: 'Corner Cafe', type: 'cafe', address: '12 Main St', city: 'Austin' });
    const checklist = checklistOf({ ...sample, reviews: { total: 0, averageRating: 0, pendingCount: 0 } });
    expect(checklist.filter((task) => task.done).map((task) => task.id)).toEqual(['hours', 'reviews-replied']);
    expect(scoreOf(checklist)).toBe(30);
    expect(sample.description).toBe('Corner Cafe is a coffee shop in Austin.');
  });

  it('shows the business profile\'s name and address until the owner sets the listing\'s own', () => {
    const business = { name: 'Corner Cafe', address: '12 Main St' };
    const row = {
      ...sampleListing({ ...business, type: 'cafe', city: 'Austin' }),
      name: null,
      address: null,
      isSample: true,
      source: 'sample',
      reviewsTotal: 0,
      reviewsAverage: 0,
      reviewsPending: 0,
      reviewsOldestPending: null,
      reviewsSample: false,
      reviewsCheckedAt: null,
      updatedAt: new Date(),
    };
    expect(toState(business, row).listing).toMatchObject({ name: 'Corner Cafe', address: '12 Main St' });
    expect(toState(business, { ...row, name: 'Corner Cafe & Bakery' }).listing.name).toBe('Corner Cafe & Bakery');
  });
});
