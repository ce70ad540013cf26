import { gridBounds } from './grid-layout';
import { mapTiles, tileHost, tileUrl } from './map-tiles';

const AUSTIN = { lat: 30.2672, lng: -97.7431 };

describe('map tiles', () => {
  it('fills a {z}/{x}/{y} template', () => {
    expect(tileUrl('https://{s}.tile.example.org/{z}/{x}/{y}.png', 14, 3742, 6775)).toBe(
      'https://a.tile.example.org/14/3742/6775.png',
    );
    expect(tileHost('https://tile.example.org/{z}/{x}/{y}.png')).toBe('tile.example.org');
    expect(tileHost('not a url')).toBeNull();
  });

  it('covers the grid’s square with a few tiles, at the deepest zoom where it spans about three', () => {
    for (const radiusKm of [0.5, 1, 5, 10]) {
      const tiles = mapTiles(
        'https://t.example/{z}/{x}/{y}.png',
        gridBounds({ center: AUSTIN, gridSize: 5, radiusKm }),
      );
      expect(tiles.length).toBeGreaterThanOrEqual(4);
      expect(tiles.length).toBeLessThanOrEqual(16);
      // Together the tiles reach past every edge of the square (0-100%).
      expect(Math.min(...tiles.map((tile) => tile.left))).toBeLessThanOrEqual(0);
      expect(Math.max(...tiles.map((tile) => tile.left + tile.width))).toBeGreaterThanOrEqual(100);
      expect(Math.min(...tiles.map((tile) => tile.top))).toBeLessThanOrEqual(0);
      expect(Math.max(...tiles.map((tile) => tile.top + tile.height))).toBeGreaterThanOrEqual(100);
      // Square tiles over a square grid: a tile spans a third to a half of it.
      for (const tile of tiles) {
        expect(tile.width).toBeGreaterThan(30);
        expect(tile.width).toBeLessThanOrEqual(100);
        expect(Math.abs(tile.width - tile.height)).toBeLessThan(1);
      }
    }
    // Austin at 1 km: zoom 15, the tiles around the centre's (x 7487, y 13491).
    const tiles = mapTiles(
      'https://t.example/{z}/{x}/{y}.png',
      gridBounds({ center: AUSTIN, gridSize: 5, radiusKm: 1 }),
    );
    expect(
      tiles.every((tile) =>
        /^https:\/\/t\.example\/15\/748[6-8]\/134(89|9[0-2])\.png$/.test(tile.src),
      ),
    ).toBe(true);
  });
});
