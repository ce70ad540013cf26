import { distanceKm, gridPoints, KM_PER_DEGREE_LAT, zoomFor } from './grid-geometry';

describe('gridPoints', () => {
  const center = { lat: 30.2672, lng: -97.7431 };

  it('spreads N×N points evenly over a square of side 2×radius centred on the shop', () => {
    const points = gridPoints(center, 7, 3);
    expect(points).toHaveLength(49);
    expect(points[24]).toEqual(center);
    // North-west corner first: 3 km north and 3 km west.
    const corner = points[0] ?? center;
    expect(distanceKm(corner, { lat: corner.lat, lng: center.lng })).toBeCloseTo(3, 1);
    expect(distanceKm(corner, { lat: center.lat, lng: corner.lng })).toBeCloseTo(3, 1);
    // Neighbours 1 km apart both ways.
    expect(distanceKm(points[0] ?? center, points[1] ?? center)).toBeCloseTo(1, 1);
    expect(distanceKm(points[0] ?? center, points[7] ?? center)).toBeCloseTo(1, 1);
  });

  it('widens a degree of longitude by 1/cos(latitude)', () => {
    const north = gridPoints({ lat: 60, lng: 10 }, 3, 1);
    const lngSpan = (north[2]?.lng ?? 0) - (north[0]?.lng ?? 0);
    const latSpan = (north[0]?.lat ?? 0) - (north[6]?.lat ?? 0);
    expect(latSpan).toBeCloseTo(2 / KM_PER_DEGREE_LAT, 5);
    expect(lngSpan / latSpan).toBeCloseTo(KM_PER_DEGREE_LAT / (111.32 * 0.5), 2);
  });
});

describe('zoomFor', () => {
  it('zooms in for a tight grid and out for a wide one, within city zooms', () => {
    expect(zoomFor(13, 0.5, 30)).toBe(18);
    expect(zoomFor(7, 3, 30)).toBe(14);
    expect(zoomFor(3, 10, 30)).toBe(11);
  });
});
