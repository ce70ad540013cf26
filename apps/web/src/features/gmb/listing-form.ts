import {
  WEEKDAYS,
  ZListingUpdate,
  toErrorDetails,
  type TListing,
  type TListingUpdate,
  type TWeekday,
} from '@app/contracts';

import { z } from 'zod';

import type { ErrorDetail } from '@/app/errors';

export type DayHours = { open: boolean; opens: string; closes: string };

// The edit form as typed: text everywhere, categories comma separated, one row per weekday.
export type ListingFormValues = {
  name: string;
  address: string;
  phone: string;
  website: string;
  description: string;
  categories: string;
  photosCount: string;
  hours: Record<TWeekday, DayHours>;
};

export type ListingField =
  Exclude<keyof ListingFormValues, 'hours'> | `hours.${TWeekday}` | 'hours';
export type ListingFieldErrors = Partial<Record<ListingField, string>>;

const DEFAULT_DAY: DayHours = { open: false, opens: '09:00', closes: '17:00' };

export function formValuesOf(listing: TListing): ListingFormValues {
  const hours = Object.fromEntries(
    WEEKDAYS.map((day) => {
      const row = listing.hours.find((item) => item.day === day);
      return [day, row ? { open: true, opens: row.opens, closes: row.closes } : { ...DEFAULT_DAY }];
    }),
  ) as Record<TWeekday, DayHours>;
  return {
    name: listing.name,
    address: listing.address,
    phone: listing.phone ?? '',
    website: listing.website ?? '',
    description: listing.description ?? '',
    categories: listing.categories.join(', '),
    photosCount: String(listing.photosCount),
    hours,
  };
}

// Blank optional text is "not set" (null), not an empty string.
const orNull = (text: string): string | null => (text.trim() === '' ? null : text.trim());

// The PATCH body the form describes, before validation.
export function updateOf(values: ListingFormValues) {
  const open = WEEKDAYS.filter((day) => values.hours[day].open);
  return {
    name: values.name,
    address: values.address,
    phone: orNull(values.phone),
    website: orNull(values.website),
    description: orNull(values.description),
    categories: values.categories
      .split(',')
      .map((category) => category.trim())
      .filter(Boolean),
    photosCount: values.photosCount.trim() === '' ? 0 : Number(values.photosCount),
    hours: open.map((day) => ({
      day,
      opens: values.hours[day].opens,
      closes: values.hours[day].closes,
    })),
  };
}

// The open days in the order updateOf sends them, so "hours.2.closes" finds its weekday.
const openDays = (values: ListingFormValues): TWeekday[] =>
  WEEKDAYS.filter((day) => values.hours[day].open);

// A validation detail's path ("phone", "hours.2.closes", "categories.0") → the field it belongs to.
export function fieldOfPath(path: string, values: ListingFormValues): ListingField | null {
  const [head, index] = path.split('.');
  if (head === 'hours') {
    const day = index === undefined ? undefined : openDays(values)[Number(index)];
    return day ? `hours.${day}` : 'hours';
  }
  const fields: readonly string[] = [
    'name',
    'address',
    'phone',
    'website',
    'description',
    'categories',
    'photosCount',
  ];
  return head !== undefined && fields.includes(head) ? (head as ListingField) : null;
}

// Details on their fields (the first per field); details of no known field are returned apart.
export function fieldErrorsOf(
  details: readonly ErrorDetail[],
  values: ListingFormValues,
): { fieldErrors: ListingFieldErrors; other: ErrorDetail[] } {
  const fieldErrors: ListingFieldErrors = {};
  const other: ErrorDetail[] = [];
  for (const detail of details) {
    const field = fieldOfPath(detail.path, values);
    if (field === null) other.push(detail);
    else fieldErrors[field] ??= detail.message;
  }
  return { fieldErrors, other };
}

// The contract's own rules and messages, checked before anything is sent.
export const PHOTOS_MESSAGE = 'Please enter a whole number of photos';

export function validateListingForm(values: ListingFormValues): {
  update: TListingUpdate | null;
  fieldErrors: ListingFieldErrors;
} {
  const parsed = ZListingUpdate.safeParse(updateOf(values));
  const fieldErrors = parsed.success
    ? {}
    : fieldErrorsOf(toErrorDetails(parsed.error), values).fieldErrors;
  // A number input may still hold "1e3" or "-2": say it in words rather than zod's.
  if (!/^\s*\d*\s*$/.test(values.photosCount)) fieldErrors.photosCount = PHOTOS_MESSAGE;
  if (!parsed.success || Object.keys(fieldErrors).length > 0) return { update: null, fieldErrors };
  return { update: parsed.data, fieldErrors };
}

const ZDayHours = z.object({ open: z.boolean(), opens: z.string(), closes: z.string() });

// The form's resolver schema (`zodResolver(ZListingForm)`): the values as typed, turned into the
// PATCH body and checked with the contract (ZListingUpdate), so a message lives once; each problem
// lands on the field the owner typed it in ("hours.2.closes" → that weekday's row).
export const ZListingForm = z
  .object({
    name: z.string(),
    address: z.string(),
    phone: z.string(),
    website: z.string(),
    description: z.string(),
    categories: z.string(),
    photosCount: z.string(),
    hours: z.object(
      Object.fromEntries(WEEKDAYS.map((day) => [day, ZDayHours])) as Record<TWeekday, typeof ZDayHours>,
    ),
  })
  .transform((values, ctx): TListingUpdate => {
    const { update, fieldErrors } = validateListingForm(values);
    for (const [field, message] of Object.entries(fieldErrors)) {
      ctx.addIssue({ code: 'custom', message, path: field.split('.') });
    }
    return update ?? z.NEVER;
  });
