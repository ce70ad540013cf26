import { WEEKDAYS, type TListingTask, type TOpeningHours } from '@app/contracts';

// What the checklist looks at: the listing's fields and its reviews summary.
export type TListingFacts = {
  phone: string | null;
  website: string | null;
  description: string | null;
  categories: string[];
  hours: TOpeningHours[];
  photosCount: number;
  reviews: { total: number; averageRating: number; pendingCount: number };
};

export const LISTING_THRESHOLDS = { descriptionChars: 250, categories: 3, photos: 10, rating: 4.5 } as const;

type TRule = Omit<TListingTask, 'done'> & { done: (facts: TListingFacts) => boolean };

const filled = (value: string | null): boolean => value !== null && value.trim().length > 0;

// The optimisation checklist (docs/product.md §2 GMB page: recommendations that raise the score). The points
// add up to 100, so the score is the share of a complete listing; a test holds the sum.
const RULES: TRule[] = [
  { id: 'phone', label: 'Add a phone number', detail: 'Customers call straight from the search results.', points: 10, done: (facts) => filled(facts.phone) },
  { id: 'website', label: 'Add your website', detail: 'A website link brings visitors to your own pages.', points: 10, done: (facts) => filled(facts.website) },
  {
    id: 'hours',
    label: 'Set opening hours for all 7 days',
    detail: 'Listings with complete hours are shown for "open now" searches.',
    points: 15,
    done: (facts) => WEEKDAYS.every((day) => facts.hours.some((row) => row.day === day)),
  },
  {
    id: 'description',
    label: `Write a description of at least ${LISTING_THRESHOLDS.descriptionChars} characters`,
    detail: 'Say what you offer and where, in the words customers search with.',
    points: 15,
    done: (facts) => (facts.description?.trim().length ?? 0) >= LISTING_THRESHOLDS.descriptionChars,
  },
  {
    id: 'categories',
    label: `Choose at least ${LISTING_THRESHOLDS.categories} categories`,
    detail: 'Secondary categories let you appear for more kinds of searches.',
    points: 10,
    done: (facts) => facts.categories.length >= LISTING_THRESHOLDS.categories,
  },
  {
    id: 'photos',
    label: `Upload at least ${LISTING_THRESHOLDS.photos} photos`,
    detail: 'Listings with photos get more requests for directions and clicks.',
    points: 15,
    done: (facts) => facts.photosCount >= LISTING_THRESHOLDS.photos,
  },
  {
    id: 'reviews-replied',
    label: 'Reply to every review',
    detail: 'Answered reviews show customers you listen; none should be left pending.',
    points: 15,
    done: (facts) => facts.reviews.pendingCount === 0,
  },
  {
    id: 'rating',
    label: `Keep an average rating of ${LISTING_THRESHOLDS.rating} or more`,
    detail: 'Ask happy customers for a review and answer the critical ones.',
    points: 10,
    done: (facts) => facts.reviews.total > 0 && facts.reviews.averageRating >= LISTING_THRESHOLDS.rating,
  },
];

export const checklistOf = (facts: TListingFacts): TListingTask[] =>
  RULES.map(({ done, ...task }) => ({ ...task, done: done(facts) }));

// 0-100: the points of the done tasks.
export const scoreOf = (checklist: TListingTask[]): number => checklist.reduce((sum, task) => sum + (task.done ? task.points : 0), 0);
