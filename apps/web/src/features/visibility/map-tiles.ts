import type { GridBounds } from './grid-layout';

// A base map from a slippy-map tile server (MAP_TILE_URL, a {z}/{x}/{y} template): a few
// positioned images are all the page needs under a grid, no map library.
const TILE_PX = 256;
// The grid spans at most this many tiles across at the zoom chosen (so at most 4 × 4 images).
const TILES_ACROSS = 3;
const MAX_ZOOM = 18;

export type MapTile = {
  key: string;
  src: string;
  // Position and size in percent of the grid's square.
  left: number;
  top: number;
  width: number;
  height: number;
};

// Web Mercator: world pixel coordinates at zoom `z`.
const worldX = (lng: number, z: number): number => ((lng + 180) / 360) * TILE_PX * 2 ** z;
const worldY = (lat: number, z: number): number => {
  const rad = (lat * Math.PI) / 180;
  return ((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * TILE_PX * 2 ** z;
};

export const tileUrl = (template: string, z: number, x: number, y: number): string =>
  template
    .replaceAll('{z}', String(z))
    .replaceAll('{x}', String(x))
    .replaceAll('{y}', String(y))
    .replaceAll('{s}', 'a');

// The tiles covering `bounds`, at the deepest zoom where the square spans about three tiles.
export function mapTiles(template: string, bounds: GridBounds): MapTile[] {
  const lngSpan = bounds.east - bounds.west;
  if (!(lngSpan > 0) || bounds.north <= bounds.south) return [];
  const z = Math.min(MAX_ZOOM, Math.max(0, Math.floor(Math.log2((TILES_ACROSS * 360) / lngSpan))));
  const x0 = worldX(bounds.west, z);
  const x1 = worldX(bounds.east, z);
  const y0 = worldY(bounds.north, z);
  const y1 = worldY(bounds.south, z);
  const count = 2 ** z;
  const tiles: MapTile[] = [];
  for (let ty = Math.floor(y0 / TILE_PX); ty * TILE_PX < y1; ty += 1) {
    if (ty < 0 || ty >= count) continue;
    for (let tx = Math.floor(x0 / TILE_PX); tx * TILE_PX < x1; tx += 1) {
      const wrapped = ((tx % count) + count) % count;
      tiles.push({
        key: `${z}/${tx}/${ty}`,
        src: tileUrl(template, z, wrapped, ty),
        left: ((tx * TILE_PX - x0) / (x1 - x0)) * 100,
        top: ((ty * TILE_PX - y0) / (y1 - y0)) * 100,
        width: (TILE_PX / (x1 - x0)) * 100,
        height: (TILE_PX / (y1 - y0)) * 100,
      });
    }
  }
  return tiles;
}

// The tile server's host, credited under the map.
export function tileHost(template: string): string | null {
  try {
    return new URL(template.replaceAll('{s}', 'a')).host;
  } catch {
    return null;
  }
}
