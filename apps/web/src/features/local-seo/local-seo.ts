import type {
  TLocalSeoAnalysis,
  TLocalSeoBusinessType,
  TLocalSeoCompetition,
  TSeason,
} from '@app/contracts';

// docs/product.md §5/§8: the analysis widget's messages, word for word.
export const ANALYSIS_MESSAGES = {
  locationRequired: 'Please enter your business address or city',
  failure: 'Sorry, there was an error generating your analysis. Please try again.',
  loading: 'Analyzing Your Business...',
} as const;

// docs/product.md §3 business types with the settings page's labels.
export const ANALYSIS_BUSINESS_TYPES: readonly { value: TLocalSeoBusinessType; label: string }[] = [
  { value: 'cafe', label: 'Coffee Shop/Cafe' },
  { value: 'boutique', label: 'Boutique/Retail' },
  { value: 'gym', label: 'Gym/Fitness' },
  { value: 'restaurant', label: 'Restaurant' },
  { value: 'other', label: 'Other' },
];

// docs/product.md §9 fallback: competition Medium for cafe, Low for boutique, High for gym.
const FALLBACK_COMPETITION: Record<TLocalSeoBusinessType, TLocalSeoCompetition> = {
  cafe: 'Medium',
  boutique: 'Low',
  gym: 'High',
  restaurant: 'Medium',
  other: 'Medium',
};

const NOUNS: Record<TLocalSeoBusinessType, string> = {
  cafe: 'coffee shop',
  boutique: 'boutique',
  gym: 'gym',
  restaurant: 'restaurant',
  other: 'local shop',
};

const SEASONS: readonly TSeason[] = ['winter', 'spring', 'summer', 'fall'];
const seasonOf = (date: Date): TSeason =>
  SEASONS[Math.floor(((date.getMonth() + 1) % 12) / 3)] ?? 'winter';

// A small stable hash (FNV-1a), so the same input gives the same rough estimate.
function hashOf(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

// docs/product.md §4/§9: when the server's analysis fails, a rough estimate made in the browser is shown
// anyway, in the spec's ranges: search volume 500-2499, ranking 5-19, score 40-79. It is derived
// from the input (not random) so a visitor sees the same figures twice; the widget labels it.
export function fallbackAnalysis(
  businessType: TLocalSeoBusinessType,
  location: string,
  now = new Date(),
): TLocalSeoAnalysis {
  const place = location.trim();
  const hash = hashOf(`${businessType}|${place.toLowerCase()}`);
  const city = (
    place.split(',').find((part) => /\p{L}/u.test(part) && !/^\s*\d/.test(part)) ?? place
  )
    .trim()
    .toLowerCase();
  const noun = NOUNS[businessType];
  return {
    businessType,
    location: place,
    searchVolume: 500 + (hash % 2000),
    competition: FALLBACK_COMPETITION[businessType],
    currentRanking: 5 + ((hash >>> 11) % 15),
    topKeywords: [`${noun} ${city}`, `${noun} near me`, `best ${noun} in ${city}`],
    opportunities: [
      'Complete every field of your Google Business Profile: hours, categories, photos and a description.',
      'Ask happy customers for a review each week and answer every review within a day.',
    ],
    score: 40 + ((hash >>> 21) % 40),
    season: seasonOf(now),
  };
}
