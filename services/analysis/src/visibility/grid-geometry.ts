// Grid geometry (docs/product.md, Visibility): N×N points evenly spaced over a square of side
// 2×radius centred on the shop, row by row from the north-west corner.

// Kilometres per degree of latitude (WGS84 mean); a degree of longitude is this × cos(latitude).
export const KM_PER_DEGREE_LAT = 110.574;
const KM_PER_DEGREE_LNG_AT_EQUATOR = 111.32;
const EARTH_CIRCUMFERENCE_KM = 40_075;

export type TPoint = { lat: number; lng: number };

// Coordinates are kept to 6 decimals (~0.1 m): what the CSV carries, so an import loses nothing.
const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;

export const gridPoints = (center: TPoint, size: number, radiusKm: number): TPoint[] => {
  const stepKm = size > 1 ? (2 * radiusKm) / (size - 1) : 0;
  const kmPerLng = KM_PER_DEGREE_LNG_AT_EQUATOR * Math.cos((center.lat * Math.PI) / 180);
  const points: TPoint[] = [];
  for (let row = 0; row < size; row += 1) {
    for (let column = 0; column < size; column += 1) {
      const northKm = radiusKm - row * stepKm;
      const eastKm = column * stepKm - radiusKm;
      points.push({ lat: round6(center.lat + northKm / KM_PER_DEGREE_LAT), lng: round6(center.lng + eastKm / kmPerLng) });
    }
  }
  return points;
};

// The Google Maps zoom of a lookup (`ll=@lat,lng,{zoom}z`): the map a searcher at that point sees
// should span about four grid spacings (a 640-pixel view), so neighbouring points look at
// different neighbourhoods without leaving the area. Clamped to Google's useful city zooms.
export const zoomFor = (size: number, radiusKm: number, lat: number): number => {
  const spacingKm = size > 1 ? (2 * radiusKm) / (size - 1) : radiusKm;
  const viewKmAtZoom0 = (EARTH_CIRCUMFERENCE_KM * Math.cos((lat * Math.PI) / 180) * 640) / 256;
  const zoom = Math.round(Math.log2(viewKmAtZoom0 / (4 * spacingKm)));
  return Math.min(18, Math.max(11, zoom));
};

// Great-circle distance in km (haversine), for the simulator's "further away ranks lower".
export const distanceKm = (a: TPoint, b: TPoint): number => {
  const rad = (degrees: number) => (degrees * Math.PI) / 180;
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
};
