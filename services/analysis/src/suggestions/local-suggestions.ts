import { TZDate } from '@date-fns/tz';
import type { TKeywordSuggestion } from '@app/contracts';

type TBusinessKind = 'cafe' | 'boutique' | 'gym' | 'restaurant' | 'other';

const kindOf = (type: string): TBusinessKind =>
  type === 'cafe' || type === 'boutique' || type === 'gym' || type === 'restaurant' ? type : 'other';

// `{city}` is the business's city; without one, "near me" searches take its place.
const KEYWORDS: Record<TBusinessKind, string[]> = {
  cafe: ['coffee shop near me', 'best latte {city}', 'cafe with wifi {city}', 'espresso bar {city}', 'cold brew near me', 'breakfast cafe {city}'],
  boutique: ['boutique near me', 'womens clothing {city}', 'unique gifts {city}', 'local fashion boutique', 'accessories store {city}', 'vintage clothing {city}'],
  gym: ['gym near me', 'fitness classes {city}', 'personal trainer {city}', '24 hour gym {city}', 'yoga classes near me', 'strength training gym {city}'],
  restaurant: ['restaurants near me', 'best dinner {city}', 'lunch specials {city}', 'family restaurant {city}', 'takeout near me', 'brunch {city}'],
  other: ['local shop near me', 'best local business {city}', 'shops open now near me', 'small business {city}', 'gift shop {city}', 'local services {city}'],
};

const COMPETITORS: Record<TBusinessKind, string[]> = {
  cafe: ['{city} Coffee Roasters', 'The Daily Grind', 'Bean & Leaf Cafe', 'Main Street Espresso', 'Sunrise Bakery & Cafe'],
  boutique: ['{city} Threads', 'The Style Loft', 'Rosewood Boutique', 'Main Street Mercantile', 'Willow & Co.'],
  gym: ['{city} Fitness Club', 'Iron House Gym', 'Peak Performance Studio', 'CoreFit 24', 'The Yoga Loft'],
  restaurant: ['{city} Kitchen', 'The Corner Bistro', 'Oak & Ember Grill', 'Main Street Diner', 'Harvest Table'],
  other: ['{city} General Store', 'The Corner Shop', 'Main Street Market', 'Neighborhood Goods', 'Local Supply Co.'],
};

const fill = (template: string, city: string | null, fallback: string): string => {
  if (city) return template.replace('{city}', city);
  return template.includes(' {city}') ? template.replace(' {city}', ' near me') : template.replace('{city}', fallback);
};

// docs/product.md §2 Onboarding: 6 keywords and 5 competitors fitted to the business type and city.
export const onboardingSuggestions = (type: string, city: string | null): { keywords: string[]; competitors: string[] } => {
  const kind = kindOf(type);
  const keywords = [...new Set(KEYWORDS[kind].map((template) => fill(template, city, '').toLowerCase()))].slice(0, 6);
  const competitors = COMPETITORS[kind].map((template) => fill(template, city, 'Hometown'));
  return { keywords, competitors };
};

const SEASON_OF_MONTH = ['winter', 'winter', 'spring', 'spring', 'spring', 'summer', 'summer', 'summer', 'autumn', 'autumn', 'autumn', 'winter'] as const;

const SEASONAL: Record<TBusinessKind, Record<(typeof SEASON_OF_MONTH)[number], string>> = {
  cafe: { winter: 'holiday coffee drinks', spring: 'spring brunch cafe', summer: 'iced coffee', autumn: 'pumpkin spice latte' },
  boutique: { winter: 'holiday gift ideas', spring: 'spring dresses', summer: 'summer outfits', autumn: 'fall fashion' },
  gym: { winter: 'new year fitness plan', spring: 'spring fitness challenge', summer: 'summer body workout', autumn: 'fall bootcamp' },
  restaurant: { winter: 'holiday party venue', spring: 'spring menu', summer: 'patio dining', autumn: 'thanksgiving dinner' },
  other: { winter: 'holiday shopping', spring: 'spring sale', summer: 'summer deals', autumn: 'back to school shopping' },
};

const WEATHER: Record<TBusinessKind, { cold: string; warm: string; rain: string }> = {
  cafe: { cold: 'hot chocolate', warm: 'cold brew', rain: 'cozy cafe' },
  boutique: { cold: 'winter coats', warm: 'sundresses', rain: 'rain boots' },
  gym: { cold: 'indoor workout', warm: 'outdoor fitness classes', rain: 'indoor cycling class' },
  restaurant: { cold: 'soup and comfort food', warm: 'rooftop dining', rain: 'food delivery' },
  other: { cold: 'winter essentials', warm: 'summer essentials', rain: 'umbrellas' },
};

const EVENTS: Record<TBusinessKind, string> = {
  cafe: 'coffee near farmers market',
  boutique: 'shopping near art walk',
  gym: 'training for charity 5k',
  restaurant: 'dinner before concert',
  other: 'shops near street festival',
};

// The local generator behind AI keyword suggestions when OpenAI is not configured: seasonal,
// local-event and weather searches for the type, city and month, each with why it helps. The month
// is the business's own (its timezone's), not UTC's: Nov 30 evening in Chicago is still November.
export const localKeywordSuggestions = (type: string, city: string | null, now: Date, timeZone: string): TKeywordSuggestion[] => {
  const kind = kindOf(type);
  const month = new TZDate(now, timeZone).getMonth();
  const season = SEASON_OF_MONTH[month] ?? 'winter';
  const where = city ? ` ${city.toLowerCase()}` : ' near me';
  const weather = WEATHER[kind];
  const warm = season === 'summer' || season === 'spring';
  return [
    { keyword: `${SEASONAL[kind][season]}${where}`, kind: 'seasonal', reason: `People start searching for this in ${season}; get listed before the rush.` },
    { keyword: `${warm ? weather.warm : weather.cold}${where}`, kind: 'weather', reason: `${warm ? 'Warm' : 'Cold'} days bring these searches; mention it in your posts and listing.` },
    { keyword: `${weather.rain}${where}`, kind: 'weather', reason: 'Rainy days change what people nearby look for.' },
    { keyword: `${EVENTS[kind]}${where}`, kind: 'local-event', reason: `Local events${city ? ` in ${city}` : ''} bring visitors who search on their phones.` },
  ];
};
