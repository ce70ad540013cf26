import type { TBusinessType } from '@app/contracts';
import { normalizedText } from '../common/text';
import type { TPoint } from './grid-geometry';

// docs/product.md, Visibility: the default radius follows how far customers come for the kind of
// business (a cafe's walk in, a gym's drive); editable per scan.
export const DEFAULT_RADIUS_KM: Record<TBusinessType, number> = { cafe: 1, boutique: 2, restaurant: 2, gym: 5, other: 3 };
export const defaultRadiusOf = (type: string): number => DEFAULT_RADIUS_KM[type as TBusinessType] ?? DEFAULT_RADIUS_KM.other;

// The centre of each city the product serves (the business profile's city): a scan is centred on
// it when the listing has no coordinates from Google. Other cities: unknown (no scan).
const CITY_CENTRES: Record<string, TPoint> = {
  austin: { lat: 30.2672, lng: -97.7431 },
  denver: { lat: 39.7392, lng: -104.9903 },
  portland: { lat: 45.5152, lng: -122.6784 },
  'los angeles': { lat: 34.0522, lng: -118.2437 },
  chicago: { lat: 41.8781, lng: -87.6298 },
  'new york': { lat: 40.7128, lng: -74.006 },
  seattle: { lat: 47.6062, lng: -122.3321 },
  'san francisco': { lat: 37.7749, lng: -122.4194 },
  'san diego': { lat: 32.7157, lng: -117.1611 },
  houston: { lat: 29.7604, lng: -95.3698 },
  dallas: { lat: 32.7767, lng: -96.797 },
  'san antonio': { lat: 29.4241, lng: -98.4936 },
  phoenix: { lat: 33.4484, lng: -112.074 },
  boston: { lat: 42.3601, lng: -71.0589 },
  miami: { lat: 25.7617, lng: -80.1918 },
  atlanta: { lat: 33.749, lng: -84.388 },
  philadelphia: { lat: 39.9526, lng: -75.1652 },
  minneapolis: { lat: 44.9778, lng: -93.265 },
  nashville: { lat: 36.1627, lng: -86.7816 },
  'salt lake city': { lat: 40.7608, lng: -111.891 },
};

// "Austin, TX" and " austin " are Austin.
export const cityCentre = (city: string | null): TPoint | null => {
  if (!city) return null;
  const name = normalizedText(city.split(',')[0] ?? '');
  return CITY_CENTRES[name] ?? null;
};

// The scan's centre: the shop's own point from its Google location, else its city's centre.
export const shopCentre = (listing: { latitude: number | null; longitude: number | null } | null, city: string | null): TPoint | null =>
  listing?.latitude != null && listing.longitude != null ? { lat: listing.latitude, lng: listing.longitude } : cityCentre(city);
