import type { TLocalSeoBusinessType, TLocalSeoCompetition, TSeason } from '@app/contracts';
import type { TPlaceSize } from './local-seo.place';

// What we know about each kind of shop: what people search for, how many such shops a market of
// each size holds, how contested the map pack usually is, and how demand moves with the seasons.
export type TBusinessProfile = {
  // Singular and plural nouns for sentences: "cafe", "cafes".
  noun: string;
  plural: string;
  // The main search phrases, most searched first.
  core: readonly [string, string, string];
  nearMe: string;
  // Monthly searches for the core phrases in a mid-sized city.
  baseVolume: number;
  competition: TLocalSeoCompetition;
  // Typical number of competing shops in the map results of a market of that size.
  shopsNearby: Record<TPlaceSize, number>;
  // Seasonal phrases, the strongest first, and the demand of the season against the year's average.
  seasons: Record<TSeason, { phrases: readonly [string, string]; demand: number }>;
};

export const BUSINESS_PROFILES: Record<TLocalSeoBusinessType, TBusinessProfile> = {
  cafe: {
    noun: 'cafe',
    plural: 'cafes',
    core: ['coffee shop', 'cafe', 'latte'],
    nearMe: 'coffee near me',
    baseVolume: 1400,
    competition: 'Medium',
    shopsNearby: { town: 6, city: 22, metro: 70 },
    seasons: {
      winter: { phrases: ['hot chocolate', 'peppermint mocha'], demand: 1.1 },
      spring: { phrases: ['matcha latte', 'cafe with outdoor seating'], demand: 1 },
      summer: { phrases: ['iced coffee', 'cold brew'], demand: 0.95 },
      fall: { phrases: ['pumpkin spice latte', 'chai latte'], demand: 1.1 },
    },
  },
  boutique: {
    noun: 'boutique',
    plural: 'boutiques',
    core: ['boutique', 'clothing store', 'gift shop'],
    nearMe: 'boutique near me',
    baseVolume: 700,
    competition: 'Low',
    shopsNearby: { town: 4, city: 14, metro: 45 },
    seasons: {
      winter: { phrases: ['holiday gifts', 'winter coats'], demand: 1.3 },
      spring: { phrases: ['spring dresses', 'easter outfits'], demand: 1 },
      summer: { phrases: ['summer dresses', 'swimwear'], demand: 0.95 },
      fall: { phrases: ['fall fashion', 'sweaters'], demand: 1.1 },
    },
  },
  gym: {
    noun: 'gym',
    plural: 'gyms',
    core: ['gym', 'fitness center', 'personal trainer'],
    nearMe: 'gym near me',
    baseVolume: 1600,
    competition: 'High',
    shopsNearby: { town: 5, city: 18, metro: 55 },
    seasons: {
      winter: { phrases: ['new year gym membership', 'indoor cycling'], demand: 1.35 },
      spring: { phrases: ['bootcamp classes', 'yoga classes'], demand: 1.05 },
      summer: { phrases: ['outdoor fitness classes', 'summer gym deals'], demand: 1.1 },
      fall: { phrases: ['group fitness classes', 'pilates classes'], demand: 0.95 },
    },
  },
  restaurant: {
    noun: 'restaurant',
    plural: 'restaurants',
    core: ['restaurant', 'places to eat', 'dinner'],
    nearMe: 'restaurants near me',
    baseVolume: 2600,
    competition: 'High',
    shopsNearby: { town: 10, city: 40, metro: 120 },
    seasons: {
      winter: { phrases: ['holiday party venue', 'comfort food'], demand: 1.1 },
      spring: { phrases: ['brunch', 'patio dining'], demand: 1.05 },
      summer: { phrases: ['outdoor dining', 'rooftop restaurant'], demand: 1.1 },
      fall: { phrases: ['thanksgiving dinner', 'seasonal menu'], demand: 1 },
    },
  },
  other: {
    noun: 'local shop',
    plural: 'local shops',
    core: ['local shop', 'shops', 'store'],
    nearMe: 'shops near me',
    baseVolume: 500,
    competition: 'Low',
    shopsNearby: { town: 4, city: 12, metro: 40 },
    seasons: {
      winter: { phrases: ['holiday shopping', 'christmas gifts'], demand: 1.25 },
      spring: { phrases: ['spring sale', 'mothers day gifts'], demand: 1 },
      summer: { phrases: ['summer sale', 'gifts for dad'], demand: 0.95 },
      fall: { phrases: ['back to school', 'small business saturday'], demand: 1.05 },
    },
  },
};

// Searches per month scale with the size of the market.
export const MARKET_SIZE_FACTOR: Record<TPlaceSize, number> = { town: 0.35, city: 1, metro: 3 };
