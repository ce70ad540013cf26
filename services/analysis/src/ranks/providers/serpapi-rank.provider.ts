import { z } from 'zod';
import { normalizedText } from '../../common/text';
import type { RankProvider, TRankQuery, TRankResult } from './rank-provider';

// The parts of SerpApi's Google search JSON (GET /search.json?engine=google) a rank needs.
const ZSerpResponse = z.object({
  error: z.string().optional(),
  local_results: z
    .object({ places: z.array(z.object({ position: z.number(), title: z.string() })).optional() })
    .optional(),
  organic_results: z.array(z.object({ position: z.number(), title: z.string() })).optional(),
});

// Results asked per search: a business past 100 counts as not ranked.
export const SERP_RESULTS = 100;

// SerpApi through its documented HTTP API (https://serpapi.com/search-api). The local pack
// (Maps) position wins, as that is what a shop on the corner is found by; else the organic one.
export class SerpApiRankProvider implements RankProvider {
  readonly name = 'serpapi';

  constructor(private readonly options: { apiKey: string; baseUrl: string; timeoutMs: number }) {}

  async rank(query: TRankQuery): Promise<TRankResult> {
    const url = new URL('/search.json', this.options.baseUrl);
    url.search = new URLSearchParams({
      engine: 'google',
      q: query.keyword,
      ...(query.city ? { location: query.city } : {}),
      google_domain: 'google.com',
      gl: 'us',
      hl: 'en',
      num: String(SERP_RESULTS),
      api_key: this.options.apiKey,
    }).toString();
    const response = await fetch(url, { signal: AbortSignal.timeout(this.options.timeoutMs) });
    if (!response.ok) throw new Error(`SerpApi answered HTTP ${response.status}`);
    const body = ZSerpResponse.parse(await response.json());
    if (body.error) throw new Error(`SerpApi: ${body.error}`);
    const name = normalizedText(query.businessName);
    const matches = (title: string) => name.length > 0 && normalizedText(title).includes(name);
    const local = body.local_results?.places?.find((place) => matches(place.title));
    if (local) return { status: 'ok', position: local.position };
    const organic = body.organic_results?.find((result) => matches(result.title));
    return organic ? { status: 'ok', position: organic.position } : { status: 'not_ranked' };
  }
}
