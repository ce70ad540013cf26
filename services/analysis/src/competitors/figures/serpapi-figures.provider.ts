import { z } from 'zod';
import { normalizedText } from '../../common/text';
import { estimateFigures, type TCompetitorFigures, type TFiguresQuery } from './competitor-figures';
import type { FiguresProvider } from './figures-provider';

const ZPlace = z.object({
  title: z.string(),
  address: z.string().optional(),
  rating: z.number().optional(),
  reviews: z.number().optional(),
  // Google's categories: `types`, or only the main one as `type`.
  type: z.string().optional().catch(undefined),
  types: z.array(z.string()).optional().catch(undefined),
  // Opening hours by day, e.g. { monday: '7 AM–6 PM', sunday: 'Closed' }.
  operating_hours: z.record(z.string(), z.string()).optional().catch(undefined),
});

// The parts of SerpApi's Google Maps JSON (GET /search.json?engine=google_maps) the figures need:
// a list of places, or one place when the search names it exactly.
const ZMapsResponse = z.object({
  error: z.string().optional(),
  local_results: z.array(ZPlace).optional(),
  place_results: ZPlace.optional(),
});

// SerpApi's Google Maps engine (https://serpapi.com/google-maps-api): the competitor searched by
// name in the business's city; the place whose title contains the name wins, else the first.
// A search that finds nothing falls back to the estimate (labelled so).
export class SerpApiFiguresProvider implements FiguresProvider {
  readonly name = 'serpapi';

  constructor(private readonly options: { apiKey: string; baseUrl: string; timeoutMs: number }) {}

  async figures(query: TFiguresQuery): Promise<TCompetitorFigures> {
    const url = new URL('/search.json', this.options.baseUrl);
    url.search = new URLSearchParams({
      engine: 'google_maps',
      type: 'search',
      q: query.city ? `${query.name} ${query.city}` : query.name,
      hl: 'en',
      api_key: this.options.apiKey,
    }).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    if (!response.ok) throw new Error(`SerpApi answered HTTP ${response.status}`);
    const body = ZMapsResponse.parse(await response.json());
    if (body.error) throw new Error(`SerpApi: ${body.error}`);
    const name = normalizedText(query.name);
    const places = body.place_results ? [body.place_results] : (body.local_results ?? []);
    const place = places.find((candidate) => normalizedText(candidate.title).includes(name)) ?? places[0];
    if (!place) return estimateFigures(query);
    return {
      address: place.address ?? null,
      averageRating: place.rating ?? null,
      totalReviews: place.reviews === undefined ? null : Math.round(place.reviews),
      source: 'serpapi',
      categories: place.types && place.types.length > 0 ? place.types : place.type ? [place.type] : null,
      hours: place.operating_hours && Object.keys(place.operating_hours).length > 0 ? Object.fromEntries(Object.entries(place.operating_hours).map(([day, hours]) => [day.toLowerCase(), hours])) : null,
    };
  }
}
