import { WEEKDAYS, type TListingUpdate, type TOpeningHours, type TWeekday } from '@app/contracts';
import type { mybusinessbusinessinformation_v1 } from '@googleapis/mybusinessbusinessinformation';

// The Business Information API's Location and the GMB page's listing, both ways.
export type TGoogleLocation = mybusinessbusinessinformation_v1.Schema$Location;
type TTimePeriod = mybusinessbusinessinformation_v1.Schema$TimePeriod;
type TPostalAddress = mybusinessbusinessinformation_v1.Schema$PostalAddress;

// Everything the listing shows, read on import.
// latlng: the shop's own point, the centre of its geo-grid scans (docs/product.md, Visibility).
export const LOCATION_READ_MASK = 'name,title,phoneNumbers,categories,storefrontAddress,websiteUri,regularHours,profile,latlng';

export type TImportedListing = {
  name: string;
  address: string;
  phone: string | null;
  website: string | null;
  description: string | null;
  categories: string[];
  hours: TOpeningHours[];
};

// "118 Congress Ave, Austin, TX 78701"
export const addressText = (address: TPostalAddress | undefined | null): string => {
  if (!address) return '';
  const street = (address.addressLines ?? []).map((line) => line.trim()).filter(Boolean).join(', ');
  const region = [address.administrativeArea, address.postalCode].filter(Boolean).join(' ');
  return [street, address.locality, region].filter((part) => part && part.trim()).join(', ');
};

const pad = (value: number) => String(value).padStart(2, '0');

// Google's 24:00 (closing at midnight) is shown as 23:59, the last minute the listing can say.
const hhmm = (time: { hours?: number | null; minutes?: number | null } | undefined | null): string => {
  const hours = time?.hours ?? 0;
  const minutes = time?.minutes ?? 0;
  return hours >= 24 ? '23:59' : `${pad(hours)}:${pad(minutes)}`;
};

const weekday = (day: string | null | undefined): TWeekday | undefined => {
  const lower = (day ?? '').toLowerCase();
  return WEEKDAYS.find((candidate) => candidate === lower);
};

// One row per day, in week order: a day with several periods (a lunch break) shows from its
// first opening to its last closing; a period past midnight closes at 23:59 that day.
export const hoursOf = (periods: TTimePeriod[] | undefined | null): TOpeningHours[] => {
  const byDay = new Map<TWeekday, TOpeningHours>();
  for (const period of periods ?? []) {
    const day = weekday(period.openDay);
    if (!day) continue;
    const opens = hhmm(period.openTime);
    const closes = period.closeDay && period.closeDay !== period.openDay ? '23:59' : hhmm(period.closeTime);
    if (closes <= opens) continue;
    const known = byDay.get(day);
    byDay.set(day, known ? { day, opens: known.opens < opens ? known.opens : opens, closes: known.closes > closes ? known.closes : closes } : { day, opens, closes });
  }
  return WEEKDAYS.flatMap((day) => byDay.get(day) ?? []);
};

const blankToNull = (value: string | null | undefined): string | null => (value && value.trim() ? value : null);

export const listingFromLocation = (location: TGoogleLocation): TImportedListing => ({
  name: location.title ?? '',
  address: addressText(location.storefrontAddress),
  phone: blankToNull(location.phoneNumbers?.primaryPhone),
  website: blankToNull(location.websiteUri),
  description: blankToNull(location.profile?.description),
  categories: [location.categories?.primaryCategory, ...(location.categories?.additionalCategories ?? [])].flatMap((category) =>
    category?.displayName ? [category.displayName] : [],
  ),
  hours: hoursOf(location.regularHours?.periods),
});

// The location's coordinates when Google has them (0,0 is Google's "unset", not a shop at sea).
export const pointOfLocation = (location: TGoogleLocation): { latitude: number; longitude: number } | null => {
  const latitude = location.latlng?.latitude;
  const longitude = location.latlng?.longitude;
  if (typeof latitude !== 'number' || typeof longitude !== 'number' || (latitude === 0 && longitude === 0)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return { latitude, longitude };
};

const timeOf = (value: string) => {
  const [hours, minutes] = value.split(':').map(Number);
  return { hours: hours ?? 0, minutes: minutes ?? 0 };
};

export const periodsOf = (hours: TOpeningHours[]): TTimePeriod[] =>
  hours.map((row) => ({ openDay: row.day.toUpperCase(), openTime: timeOf(row.opens), closeDay: row.day.toUpperCase(), closeTime: timeOf(row.closes) }));

// The listing fields Google keeps, with the Location field each one is sent as. The address is not
// among them: Google may ask to verify the business again after an address change, so the owner
// changes it on Google (the GMB page says so).
export const GOOGLE_EDITABLE = {
  name: 'title',
  phone: 'phoneNumbers.primaryPhone',
  website: 'websiteUri',
  description: 'profile.description',
  categories: 'categories',
  hours: 'regularHours',
} as const;
export type TGoogleEditable = keyof typeof GOOGLE_EDITABLE;

// Google's field path of a refusal (snake_case, maybe indexed) → the listing field it is about.
export const listingFieldOf = (googleField: string): keyof TListingUpdate | undefined => {
  const root = googleField.replace(/\[\d+\]/g, '').replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());
  if (root.startsWith('title')) return 'name';
  if (root.startsWith('phoneNumbers')) return 'phone';
  if (root.startsWith('websiteUri')) return 'website';
  if (root.startsWith('profile')) return 'description';
  if (root.startsWith('categories')) return 'categories';
  if (root.startsWith('regularHours')) return 'hours';
  if (root.startsWith('storefrontAddress')) return 'address';
  return undefined;
};

const sameList = <T>(left: T[], right: T[], key: (item: T) => string) => left.length === right.length && left.every((item, index) => key(item) === key(right[index] as T));

// The fields of `update` that differ from what the listing shows now: only those go to Google.
export const changedFields = (current: TImportedListing, update: TListingUpdate): TGoogleEditable[] => {
  const text = (value: string | null | undefined) => (value ?? '').trim();
  const changed: TGoogleEditable[] = [];
  if (update.name !== undefined && text(update.name) !== text(current.name)) changed.push('name');
  if (update.phone !== undefined && text(update.phone) !== text(current.phone)) changed.push('phone');
  if (update.website !== undefined && text(update.website) !== text(current.website)) changed.push('website');
  if (update.description !== undefined && text(update.description) !== text(current.description)) changed.push('description');
  if (update.categories !== undefined && !sameList(update.categories, current.categories, (category) => category.trim().toLowerCase())) changed.push('categories');
  if (update.hours !== undefined && !sameList(update.hours, current.hours, (row) => `${row.day}${row.opens}${row.closes}`)) changed.push('hours');
  return changed;
};
