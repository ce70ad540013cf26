import type { TListing } from '@app/contracts';

import { listingChanges } from './listing-changes';

const listing: TListing = {
  name: 'Corner Bean Coffee',
  address: '118 Congress Ave, Austin, TX 78701',
  phone: null,
  website: 'https://cornerbean.example',
  description: 'Coffee on the corner.',
  categories: ['Coffee shop'],
  hours: [{ day: 'monday', opens: '07:00', closes: '18:00' }],
  photosCount: 4,
  reviews: { total: 0, averageRating: 0, pendingCount: 0 },
  score: 50,
  checklist: [],
  isSample: false,
  updatedAt: '2026-11-20T06:00:00.000Z',
};
const unchanged = {
  name: listing.name,
  address: listing.address,
  phone: listing.phone,
  website: listing.website,
  description: listing.description,
  categories: listing.categories,
  hours: listing.hours,
  photosCount: listing.photosCount,
};

describe(listingChanges.name, () => {
  it('lists nothing when the form says what the listing says', () => {
    expect(listingChanges(listing, unchanged)).toEqual([]);
    expect(listingChanges(listing, { phone: null })).toEqual([]);
  });

  it('lists each changed field with its old and new value, blanks reading "Not set"', () => {
    expect(
      listingChanges(listing, {
        ...unchanged,
        phone: '+1 512 555 0100',
        description: null,
        hours: [...listing.hours, { day: 'saturday', opens: '08:00', closes: '14:00' }],
      }),
    ).toEqual([
      { field: 'phone', label: 'Phone', from: 'Not set', to: '+1 512 555 0100' },
      { field: 'description', label: 'Description', from: 'Coffee on the corner.', to: 'Not set' },
      {
        field: 'hours',
        label: 'Opening hours',
        from: 'Mon 07:00–18:00',
        to: 'Mon 07:00–18:00, Sat 08:00–14:00',
      },
    ]);
  });
});
