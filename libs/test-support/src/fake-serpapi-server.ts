import type { IncomingMessage, ServerResponse } from 'node:http';
import { jsonReply, LoopbackServer, send } from './loopback-server';

// One business listed for a search: in the local pack (Maps) or the organic results.
export type TFakeSerpListing = { title: string; position: number; where: 'local' | 'organic' };
export type TFakeSerpMode = 'ok' | 'http-500' | 'error-body' | 'hang';
// A place in Google Maps results (engine=google_maps): what a competitor's figures come from.
// As SerpApi's Google Maps local_results: `types` the categories, `operating_hours` day → hours.
export type TFakeMapsPlace = { title: string; address?: string; rating?: number; reviews?: number; type?: string; types?: string[]; operating_hours?: Record<string, string> };
// What a Google Maps search from one point answers in a geo-grid scan: the pack's names in order
// (position 1 first), or an HTTP 500.
export type TFakeGridPoint = { lat: number; lng: number; zoom: number };
export type TFakeGridAnswer = string[] | 'http-500';

// A local SerpApi speaking its Google search JSON API (GET /search.json?engine=google&q=...):
// listings are scripted per query text; other businesses fill the rest; `mode` makes it fail.
// engine=google_maps answers the places scripted for the query text (none: empty results).
export class FakeSerpApiServer extends LoopbackServer {
  readonly apiKey = 'serpapi-test-key';
  mode: TFakeSerpMode = 'ok';
  readonly requests: URLSearchParams[] = [];
  private readonly listings = new Map<string, TFakeSerpListing[]>();
  private readonly places = new Map<string, TFakeMapsPlace[]>();
  // Queries whose answers wait for `release`, and the answers waiting.
  private readonly holding = new Set<string>();
  private readonly held: (() => void)[] = [];
  private readonly grids = new Map<string, (point: TFakeGridPoint) => TFakeGridAnswer>();

  get baseUrl(): string {
    return this.origin;
  }

  list(query: string, listing: TFakeSerpListing): void {
    this.listings.set(query.toLowerCase(), [...(this.listings.get(query.toLowerCase()) ?? []), listing]);
  }

  // Forgets what was scripted for a query (a later `list` starts afresh: the rank moved).
  unlist(query: string): void {
    this.listings.delete(query.toLowerCase());
  }

  // The Google Maps places a query finds, replacing any scripted before (figures change).
  mapsPlaces(query: string, places: TFakeMapsPlace[]): void {
    this.places.set(query.toLowerCase(), places);
  }

  // Answers for a query wait until `release()`: a rank check caught in the middle, deterministically.
  hold(query: string): void {
    this.holding.add(query.toLowerCase());
  }

  release(): void {
    this.holding.clear();
    for (const answer of this.held.splice(0)) answer();
  }

  // How many answers wait, and the one that has waited longest sent alone (two checks held on the
  // same query, the older one let through first).
  get waiting(): number {
    return this.held.length;
  }

  releaseOldest(): void {
    this.held.shift()?.();
  }

  // engine=google_maps with `ll=@lat,lng,{zoom}z` (a geo-grid point) for this query text: the
  // answer of `pack` at that point. Queries without a grid script keep the places behaviour above.
  grid(query: string, pack: (point: TFakeGridPoint) => TFakeGridAnswer): void {
    this.grids.set(query.toLowerCase(), pack);
  }

  protected serve(request: IncomingMessage, response: ServerResponse): void {
    const url = new URL(request.url ?? '/', this.origin);
    this.requests.push(url.searchParams);
    if (this.mode === 'hang') return;
    if (this.holding.has((url.searchParams.get('q') ?? '').toLowerCase())) {
      this.held.push(() => {
        const [status, body] = this.answer(url);
        send(response, jsonReply(status, body));
      });
      return;
    }
    const [status, body] = this.answer(url);
    send(response, jsonReply(status, body));
  }

  private answer(url: URL): [number, unknown] {
    if (url.pathname !== '/search.json') return [404, { error: 'Not found' }];
    if (url.searchParams.get('api_key') !== this.apiKey) return [401, { error: 'Invalid API key. Your API key should be here: https://serpapi.com/manage-api-key' }];
    if (this.mode === 'http-500') return [500, { error: 'Internal error' }];
    if (this.mode === 'error-body') return [200, { search_metadata: { status: 'Error' }, error: "Google hasn't returned any results for this query." }];
    const query = (url.searchParams.get('q') ?? '').toLowerCase();
    const grid = this.grids.get(query);
    const ll = /^@(-?[\d.]+),(-?[\d.]+),(\d+(?:\.\d+)?)z$/.exec(url.searchParams.get('ll') ?? '');
    if (url.searchParams.get('engine') === 'google_maps' && grid && ll) {
      const answer = grid({ lat: Number(ll[1]), lng: Number(ll[2]), zoom: Number(ll[3]) });
      if (answer === 'http-500') return [500, { error: 'Internal error' }];
      return [200, { search_metadata: { status: 'Success' }, search_parameters: Object.fromEntries(url.searchParams), local_results: answer.map((title, index) => ({ position: index + 1, title })) }];
    }
    if (url.searchParams.get('engine') === 'google_maps') {
      return [200, { search_metadata: { status: 'Success' }, search_parameters: Object.fromEntries(url.searchParams), local_results: this.places.get(query) ?? [] }];
    }
    const scripted = this.listings.get(query) ?? [];
    const filler = (where: 'local' | 'organic', count: number) =>
      Array.from({ length: count }, (_, index) => index + 1)
        .filter((position) => !scripted.some((item) => item.where === where && item.position === position))
        .map((position) => ({ position, title: `Other Business ${where} ${position}` }));
    const of = (where: 'local' | 'organic', count: number) =>
      [...scripted.filter((item) => item.where === where).map(({ title, position }) => ({ title, position })), ...filler(where, count)].sort((a, b) => a.position - b.position);
    return [
      200,
      {
        search_metadata: { status: 'Success' },
        search_parameters: Object.fromEntries(url.searchParams),
        local_results: { places: of('local', 3) },
        organic_results: of('organic', 10),
      },
    ];
  }
}
