import { z } from 'zod';

// docs/product.md §2/§3: the free local SEO analysis of the landing page's hero, for visitors (no account).
export const LOCAL_SEO_BUSINESS_TYPES = ['cafe', 'boutique', 'gym', 'restaurant', 'other'] as const;
export type TLocalSeoBusinessType = (typeof LOCAL_SEO_BUSINESS_TYPES)[number];

// Northern-hemisphere meteorological seasons by month (the product's market is the US).
export const SEASONS = ['winter', 'spring', 'summer', 'fall'] as const;
export type TSeason = (typeof SEASONS)[number];
export const seasonOf = (date: Date): TSeason =>
  SEASONS[Math.floor(((date.getUTCMonth() + 1) % 12) / 3)] ?? 'winter';

export const LOCAL_SEO_COMPETITION = ['Low', 'Medium', 'High'] as const;
export type TLocalSeoCompetition = (typeof LOCAL_SEO_COMPETITION)[number];

export const LOCAL_SEO_MESSAGES = {
  // docs/product.md §5: the address/city must be non-empty after trimming.
  locationRequired: 'Please enter your business address or city',
  locationTooLong: 'Business address or city must be at most 120 characters',
  locationNoPlace: 'Business address or city must contain letters or digits',
  businessType: 'Choose a business type: cafe, boutique, gym, restaurant or other',
} as const;

export const LOCAL_SEO_LOCATION_MAX = 120;

// GET /api/analysis/local-seo?businessType&location, and the `analysis.local-seo` request.
export const ZLocalSeoQuery = z.object({
  businessType: z.enum(LOCAL_SEO_BUSINESS_TYPES, { error: LOCAL_SEO_MESSAGES.businessType }),
  location: z
    .string({ error: LOCAL_SEO_MESSAGES.locationRequired })
    .trim()
    .min(1, { error: LOCAL_SEO_MESSAGES.locationRequired, abort: true })
    .max(LOCAL_SEO_LOCATION_MAX, { error: LOCAL_SEO_MESSAGES.locationTooLong, abort: true })
    // A place has a name or a postcode; punctuation alone names nowhere.
    .regex(/[\p{L}\p{N}]/u, LOCAL_SEO_MESSAGES.locationNoPlace),
});
export type TLocalSeoQuery = z.infer<typeof ZLocalSeoQuery>;

// docs/product.md §3 Local SEO analysis result.
export const ZLocalSeoAnalysis = z.object({
  businessType: z.enum(LOCAL_SEO_BUSINESS_TYPES),
  location: z.string(),
  // Estimated monthly searches nearby for the business's main keywords.
  searchVolume: z.number().int().nonnegative(),
  competition: z.enum(LOCAL_SEO_COMPETITION),
  // Where a shop without an optimised profile typically ranks in that area.
  currentRanking: z.number().int().positive(),
  topKeywords: z.array(z.string()),
  opportunities: z.array(z.string()),
  score: z.number().int().min(0).max(100),
  // The season the keywords and opportunities were chosen for.
  season: z.enum(SEASONS),
});
export type TLocalSeoAnalysis = z.infer<typeof ZLocalSeoAnalysis>;
