import type { TListing, TListingUpdate } from '@app/contracts';

import { hoursLabel } from './components/ListingDetails';

export type ListingChange = { field: keyof TListingUpdate; label: string; from: string; to: string };

const NOT_SET = 'Not set';
const text = (value: string | null | undefined): string =>
  value === null || value === undefined || value.trim() === '' ? NOT_SET : value;

const READINGS: { field: keyof TListingUpdate; label: string; read: (from: TListing) => string }[] = [
  { field: 'name', label: 'Business name', read: (from) => text(from.name) },
  { field: 'address', label: 'Address', read: (from) => text(from.address) },
  { field: 'phone', label: 'Phone', read: (from) => text(from.phone) },
  { field: 'website', label: 'Website', read: (from) => text(from.website) },
  { field: 'description', label: 'Description', read: (from) => text(from.description) },
  { field: 'categories', label: 'Categories', read: (from) => text(from.categories.join(', ')) },
  { field: 'hours', label: 'Opening hours', read: (from) => hoursLabel(from.hours) },
  { field: 'photosCount', label: 'Photos', read: (from) => String(from.photosCount) },
];

// What saving `update` changes on the listing as it stands, field by field (old → new), in the
// form's order: the owner confirms this list before anything is sent to Google.
// A field the update leaves out keeps its value.
export function listingChanges(listing: TListing, update: TListingUpdate): ListingChange[] {
  const sent = Object.fromEntries(Object.entries(update).filter(([, value]) => value !== undefined));
  const next: TListing = { ...listing, ...sent };
  return READINGS.flatMap(({ field, label, read }) => {
    const from = read(listing);
    const to = read(next);
    return from === to ? [] : [{ field, label, from, to }];
  });
}
