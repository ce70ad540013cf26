import { createHash } from 'node:crypto';
import { MAX_GRID_POSITION } from '@app/contracts';
import { z } from 'zod';
import { normalizedText } from '../common/text';
import { env } from '../config/env';
import { distanceKm, type TPoint } from './grid-geometry';

// One lookup of a grid scan: the map pack a searcher at `point` sees for the keyword, as the
// businesses' names in order (up to 20). Any failure throws: the point is retried, then no data.
export type TGridLookup = { businessId: string; keyword: string; targetName: string; center: TPoint; point: TPoint; zoom: number };

export type GridProvider = {
  readonly name: 'serpapi' | 'simulated';
  pack(lookup: TGridLookup): Promise<string[]>;
};

export const GRID_PROVIDER = Symbol('GRID_PROVIDER');

const ZMapsResponse = z.object({
  error: z.string().optional(),
  local_results: z.array(z.object({ position: z.number().optional(), title: z.string() })).optional(),
});

// SerpApi's Google Maps engine (https://serpapi.com/google-maps-api) searched from the point:
// `ll=@lat,lng,{zoom}z` places the searcher there, so each point sees its own map pack.
export class SerpApiGridProvider implements GridProvider {
  readonly name = 'serpapi';

  constructor(private readonly options: { apiKey: string; baseUrl: string; timeoutMs: number }) {}

  async pack(lookup: TGridLookup): Promise<string[]> {
    const url = new URL('/search.json', this.options.baseUrl);
    url.search = new URLSearchParams({
      engine: 'google_maps',
      type: 'search',
      q: lookup.keyword,
      ll: `@${lookup.point.lat},${lookup.point.lng},${lookup.zoom}z`,
      hl: 'en',
      gl: 'us',
      api_key: this.options.apiKey,
    }).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    if (!response.ok) throw new Error(`SerpApi answered HTTP ${response.status}`);
    const body = ZMapsResponse.parse(await response.json());
    // "Google hasn't returned any results" is an answer (nobody here), not a failure.
    if (body.error && !/hasn't returned any results/i.test(body.error)) throw new Error(`SerpApi: ${body.error}`);
    return (body.local_results ?? [])
      .map((place, index) => ({ title: place.title, position: place.position ?? index + 1 }))
      .sort((a, b) => a.position - b.position)
      .slice(0, MAX_GRID_POSITION)
      .map((place) => place.title);
  }
}

const unit = (text: string): number => createHash('sha256').update(text).digest().readUInt32BE(0) / 2 ** 32;

const NEIGHBOURS = ['Blue Door', 'Main Street', 'Corner House', 'Riverside', 'Old Town', 'Sunset', 'Parkview', 'Golden Hour', 'Maple', 'Northside', 'Little Oak', 'Harbor', 'Union', 'Lantern', 'Southside', 'Copper', 'Elm Street', 'Hilltop', 'Meadow', 'Westend', 'Juniper', 'Foundry'];

// Without SerpApi (labelled "simulated"): deterministic per business, keyword and point. The shop
// ranks best near itself and slides the further a searcher is, with a per-point jiggle, so a grid
// looks like a real one; past 20 it is not in the pack. The other names are plausible neighbours.
export class SimulatedGridProvider implements GridProvider {
  readonly name = 'simulated';

  pack(lookup: TGridLookup): Promise<string[]> {
    const seed = `${lookup.businessId}|${normalizedText(lookup.keyword)}`;
    const home = 1 + Math.floor(unit(seed) * 4);
    const slide = 2 + unit(`${seed}|slide`) * 4;
    const here = `${seed}|${lookup.point.lat.toFixed(5)},${lookup.point.lng.toFixed(5)}`;
    const position = Math.max(1, Math.round(home + slide * distanceKm(lookup.center, lookup.point) + (unit(here) * 4 - 2)));
    const noun = normalizedText(lookup.keyword).split(' ').at(-1) ?? 'shop';
    const offset = Math.floor(unit(`${here}|names`) * NEIGHBOURS.length);
    const others = Array.from({ length: MAX_GRID_POSITION }, (_, index) => `${NEIGHBOURS[(offset + index) % NEIGHBOURS.length] ?? 'Local'} ${noun}`.replace(/\b\w/g, (c) => c.toUpperCase()));
    const pack = position <= MAX_GRID_POSITION ? [...others.slice(0, position - 1), lookup.targetName, ...others.slice(position - 1)] : others;
    return Promise.resolve(pack.slice(0, MAX_GRID_POSITION));
  }
}

// RANK_PROVIDER picks the source for grid scans as for rank checks.
export const createGridProvider = (): GridProvider => {
  if (env.RANK_PROVIDER === 'simulated') return new SimulatedGridProvider();
  if (!env.SERP_API_KEY) throw new Error('RANK_PROVIDER=serpapi needs SERP_API_KEY');
  return new SerpApiGridProvider({ apiKey: env.SERP_API_KEY, baseUrl: env.SERP_API_BASE_URL, timeoutMs: env.SERP_API_TIMEOUT_MS });
};
