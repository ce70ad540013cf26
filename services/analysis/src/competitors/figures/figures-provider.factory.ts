import { env } from '../../config/env';
import { EstimateFiguresProvider } from './estimate-figures.provider';
import type { FiguresProvider } from './figures-provider';
import { SerpApiFiguresProvider } from './serpapi-figures.provider';

// COMPETITOR_PROVIDER picks the source; the SerpApi one refuses to start without its key.
export const createFiguresProvider = (): FiguresProvider => {
  if (env.COMPETITOR_PROVIDER === 'estimate') return new EstimateFiguresProvider();
  if (!env.SERP_API_KEY) throw new Error('COMPETITOR_PROVIDER=serpapi needs SERP_API_KEY');
  return new SerpApiFiguresProvider({ apiKey: env.SERP_API_KEY, baseUrl: env.SERP_API_BASE_URL, timeoutMs: env.SERP_API_TIMEOUT_MS });
};
