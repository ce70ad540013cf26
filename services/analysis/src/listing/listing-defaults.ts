import type { TOpeningHours } from '@app/contracts';

// The sample listing a business starts with (docs/product.md §2 GMB page: sample data until the Google
// Business Profile integration exists): typical values for its type that leave room on the
// checklist; its name and address come from the business profile until the owner sets them.
const CATEGORY: Record<string, string> = { cafe: 'Coffee shop', boutique: 'Clothing store', gym: 'Gym', restaurant: 'Restaurant', other: 'Local business' };

const HOURS: Record<string, { weekdays: [string, string]; weekend: [string, string] }> = {
  cafe: { weekdays: ['07:00', '18:00'], weekend: ['08:00', '16:00'] },
  boutique: { weekdays: ['10:00', '19:00'], weekend: ['10:00', '17:00'] },
  gym: { weekdays: ['05:30', '22:00'], weekend: ['07:00', '20:00'] },
  restaurant: { weekdays: ['11:00', '22:00'], weekend: ['11:00', '23:00'] },
  other: { weekdays: ['09:00', '17:00'], weekend: ['10:00', '14:00'] },
};

export const sampleListing = (business: { name: string; type: string; address: string; city: string | null }) => {
  const hours = HOURS[business.type] ?? HOURS.other ?? { weekdays: ['09:00', '17:00'], weekend: ['10:00', '14:00'] };
  const rows: TOpeningHours[] = [
    ...(['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const).map((day) => ({ day, opens: hours.weekdays[0], closes: hours.weekdays[1] })),
    ...(['saturday', 'sunday'] as const).map((day) => ({ day, opens: hours.weekend[0], closes: hours.weekend[1] })),
  ];
  const category = CATEGORY[business.type] ?? 'Local business';
  return {
    phone: null,
    website: null,
    description: `${business.name} is a ${category.toLowerCase()}${business.city ? ` in ${business.city}` : ''}.`,
    categories: [category],
    hours: rows,
    photosCount: 4,
  };
};
