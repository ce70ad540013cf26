import { LISTING_MESSAGES, type TListing } from '@app/contracts';

import {
  fieldErrorsOf,
  formValuesOf,
  updateOf,
  validateListingForm,
  type ListingFormValues,
} from './listing-form';

const listing: TListing = {
  name: 'Corner Bean',
  address: '12 Main St, Austin, TX',
  phone: null,
  website: 'https://cornerbean.com',
  description: null,
  categories: ['Coffee shop', 'Bakery'],
  hours: [
    { day: 'monday', opens: '07:00', closes: '18:00' },
    { day: 'saturday', opens: '08:00', closes: '14:00' },
  ],
  photosCount: 4,
  reviews: { total: 8, averageRating: 4.1, pendingCount: 6 },
  score: 55,
  checklist: [],
  isSample: true,
  updatedAt: '2026-11-20T06:00:00.000Z',
};

const edit = (changes: Partial<ListingFormValues>): ListingFormValues => ({
  ...formValuesOf(listing),
  ...changes,
});

describe('listing form', () => {
  it('round-trips a listing through the form unchanged', () => {
    expect(updateOf(formValuesOf(listing))).toEqual({
      name: 'Corner Bean',
      address: '12 Main St, Austin, TX',
      phone: null,
      website: 'https://cornerbean.com',
      description: null,
      categories: ['Coffee shop', 'Bakery'],
      photosCount: 4,
      hours: listing.hours,
    });
  });

  it('sends a typed phone, trimmed categories and the open days only', () => {
    const values = edit({
      phone: ' +1 512 555 0100 ',
      categories: 'Coffee shop, , Espresso bar ,',
    });
    values.hours.monday.open = false;
    values.hours.tuesday = { open: true, opens: '07:30', closes: '16:00' };
    const { update } = validateListingForm(values);
    expect(update).toMatchObject({
      phone: '+1 512 555 0100',
      categories: ['Coffee shop', 'Espresso bar'],
      hours: [
        { day: 'tuesday', opens: '07:30', closes: '16:00' },
        { day: 'saturday', opens: '08:00', closes: '14:00' },
      ],
    });
  });

  it("refuses with the contract's messages, each on its field", () => {
    const values = edit({
      name: '  ',
      phone: 'call me',
      website: 'cornerbean.com',
      photosCount: '-2',
    });
    values.hours.saturday = { open: true, opens: '14:00', closes: '08:00' };
    const { update, fieldErrors } = validateListingForm(values);
    expect(update).toBeNull();
    expect(fieldErrors).toEqual({
      name: LISTING_MESSAGES.nameRequired,
      phone: LISTING_MESSAGES.phoneInvalid,
      website: LISTING_MESSAGES.websiteInvalid,
      photosCount: 'Please enter a whole number of photos',
      'hours.saturday': 'Closing time must be after opening time',
    });
  });

  it("puts the server's details on their fields and keeps the rest apart", () => {
    const values = formValuesOf(listing);
    const { fieldErrors, other } = fieldErrorsOf(
      [
        { path: 'website', message: LISTING_MESSAGES.websiteInvalid },
        { path: 'hours.1.closes', message: 'Closing time must be after opening time' },
        { path: 'hours', message: LISTING_MESSAGES.duplicateDay },
        { path: '', message: 'Unrecognized key: "owner"' },
      ],
      values,
    );
    expect(fieldErrors).toEqual({
      website: LISTING_MESSAGES.websiteInvalid,
      'hours.saturday': 'Closing time must be after opening time',
      hours: LISTING_MESSAGES.duplicateDay,
    });
    expect(other).toEqual([{ path: '', message: 'Unrecognized key: "owner"' }]);
  });
});
