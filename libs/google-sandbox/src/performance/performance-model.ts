import { DAY_MS, hashUnit } from '../state/deterministic';
import { SEED } from '../state/seed';
import type { TLocation } from '../state/sandbox-state';

export const DAILY_METRICS = [
  'BUSINESS_IMPRESSIONS_DESKTOP_MAPS',
  'BUSINESS_IMPRESSIONS_DESKTOP_SEARCH',
  'BUSINESS_IMPRESSIONS_MOBILE_MAPS',
  'BUSINESS_IMPRESSIONS_MOBILE_SEARCH',
  'BUSINESS_CONVERSATIONS',
  'BUSINESS_DIRECTION_REQUESTS',
  'CALL_CLICKS',
  'WEBSITE_CLICKS',
  'BUSINESS_BOOKINGS',
  'BUSINESS_FOOD_ORDERS',
  'BUSINESS_FOOD_MENU_CLICKS',
] as const;
export type TDailyMetric = (typeof DAILY_METRICS)[number];

// A busy coffee shop's typical day (about 1,400 impressions, 90 website clicks, 25 calls and
// 160 direction requests a month); other locations are a share of it.
const DAILY_LEVEL: Record<TDailyMetric, number> = {
  BUSINESS_IMPRESSIONS_DESKTOP_MAPS: 6,
  BUSINESS_IMPRESSIONS_DESKTOP_SEARCH: 9,
  BUSINESS_IMPRESSIONS_MOBILE_MAPS: 17,
  BUSINESS_IMPRESSIONS_MOBILE_SEARCH: 14,
  BUSINESS_CONVERSATIONS: 0,
  BUSINESS_DIRECTION_REQUESTS: 5.2,
  CALL_CLICKS: 0.8,
  WEBSITE_CLICKS: 3,
  BUSINESS_BOOKINGS: 0,
  BUSINESS_FOOD_ORDERS: 0,
  BUSINESS_FOOD_MENU_CLICKS: 0.3,
};

const SCALE: Record<string, number> = { [SEED.locations.cornerBean]: 1, [SEED.locations.cornerBeanEast]: 0.6 };

// One metric of one day: level × location × weekend lift × season × slow growth × noise.
// Deterministic: the same day always has the same figure.
export const dailyValue = (locationId: string, metric: TDailyMetric, day: Date): number => {
  const scale = SCALE[locationId] ?? 0.3 + 0.4 * hashUnit('scale', locationId);
  const weekday = day.getUTCDay();
  const weekend = weekday === 0 || weekday === 6 ? 1.25 : 1;
  const dayOfYear = Math.floor((day.getTime() - Date.UTC(day.getUTCFullYear(), 0, 1)) / DAY_MS);
  const season = 1 + 0.12 * Math.sin((2 * Math.PI * (dayOfYear - 60)) / 365);
  const growth = 1 + 0.2 * Math.min(1, Math.max(0, (day.getTime() - Date.UTC(2024, 0, 1)) / (900 * DAY_MS)));
  const noise = 0.6 + 0.8 * hashUnit('daily', locationId, metric, day.toISOString().slice(0, 10));
  return Math.round(DAILY_LEVEL[metric] * scale * weekend * season * growth * noise);
};

const COFFEE_KEYWORDS = [
  'coffee', 'coffee shop', 'coffee near me', 'coffee shop near me', 'cafe', 'cafe near me', 'latte', 'cold brew', 'espresso', 'cappuccino',
  'flat white', 'oat milk latte', 'pour over coffee', 'iced coffee', 'breakfast', 'breakfast near me', 'croissant', 'pastries', 'bakery', 'scones',
];
const COFFEE_PLACES = ['', ' austin', ' downtown austin', ' congress ave', ' austin tx', ' near congress', ' 78701', ' open now'];

// The search terms a location was found with (Google lists them with monthly impressions).
export const keywordsFor = (location: TLocation): string[] => {
  const category = (location.fields.categories?.primaryCategory?.displayName ?? 'business').toLowerCase();
  const title = (location.fields.title ?? '').toLowerCase();
  if (category.includes('coffee') || category.includes('cafe')) {
    return [title, ...COFFEE_KEYWORDS.flatMap((keyword) => COFFEE_PLACES.map((place) => `${keyword}${place}`))].filter(Boolean);
  }
  const terms = [category, `${category} near me`, `best ${category}`, `${category} austin`, `cheap ${category}`, `${category} open now`];
  return [title, ...terms.flatMap((term) => ['', ' south austin', ' 78704'].map((place) => `${term}${place}`))].filter(Boolean);
};

// Impressions of a keyword in a month: popular terms first, most long-tail terms below Google's
// privacy threshold.
export const monthlyImpressions = (location: TLocation, keyword: string, rank: number, year: number, month: number): number => {
  const scale = SCALE[location.id] ?? 0.4;
  const popularity = 900 / (1 + rank * 0.35) ** 1.6;
  const noise = 0.75 + 0.5 * hashUnit('keyword', location.id, keyword, year, month);
  return Math.round(popularity * scale * noise);
};

// Google shows impressions under this number as "fewer than", not the value.
export const KEYWORD_THRESHOLD = 15;
