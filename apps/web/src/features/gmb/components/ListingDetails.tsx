import { WEEKDAYS, type TListing } from '@app/contracts';
import { DataList, Link, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

const DAY_NAMES: Record<(typeof WEEKDAYS)[number], string> = {
  monday: 'Mon',
  tuesday: 'Tue',
  wednesday: 'Wed',
  thursday: 'Thu',
  friday: 'Fri',
  saturday: 'Sat',
  sunday: 'Sun',
};

// "Mon 07:00–18:00, Sat 08:00–14:00"; the days not listed are closed.
export const hoursLabel = (hours: TListing['hours']): string =>
  hours.length === 0
    ? 'Not set'
    : WEEKDAYS.flatMap((day) =>
        hours
          .filter((row) => row.day === day)
          .map((row) => `${DAY_NAMES[day]} ${row.opens}–${row.closes}`),
      ).join(', ');

const NOT_SET = 'Not set';

// What people see on the listing, as it is now.
export function ListingDetails({ listing }: { listing: TListing }) {
  const rows: { label: string; value: ReactNode }[] = [
    { label: 'Business name', value: listing.name },
    { label: 'Address', value: listing.address || NOT_SET },
    { label: 'Phone', value: listing.phone ?? NOT_SET },
    { label: 'Opening hours', value: hoursLabel(listing.hours) },
    {
      label: 'Categories',
      value: listing.categories.length > 0 ? listing.categories.join(', ') : NOT_SET,
    },
    {
      label: 'Website',
      value: listing.website ? (
        <Link
          href={listing.website}
          target="_blank"
          rel="noreferrer"
          color="brand.fg"
          wordBreak="break-all"
        >
          {listing.website}
        </Link>
      ) : (
        NOT_SET
      ),
    },
    { label: 'Photos', value: String(listing.photosCount) },
    {
      label: 'Reviews',
      value: `${listing.reviews.total} reviews, average ${listing.reviews.averageRating.toFixed(1)} stars, ${listing.reviews.pendingCount} waiting for a reply`,
    },
  ];
  return (
    <DataList.Root
      orientation="horizontal"
      size="sm"
      gap="3"
      data-testid="listing-details"
    >
      {rows.map((row) => (
        <DataList.Item key={row.label}>
          <DataList.ItemLabel minW="32">{row.label}</DataList.ItemLabel>
          <DataList.ItemValue>
            {typeof row.value === 'string' ? <Text>{row.value}</Text> : row.value}
          </DataList.ItemValue>
        </DataList.Item>
      ))}
    </DataList.Root>
  );
}
