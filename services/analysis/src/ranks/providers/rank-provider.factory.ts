import { env } from '../../config/env';
import type { RankProvider } from './rank-provider';
import { SerpApiRankProvider } from './serpapi-rank.provider';
import { SimulatedRankProvider } from './simulated-rank.provider';

// RANK_PROVIDER picks the source; the SerpApi one refuses to start without its key.
export const createRankProvider = (): RankProvider => {
  if (env.RANK_PROVIDER === 'simulated') return new SimulatedRankProvider();
  if (!env.SERP_API_KEY) throw new Error('RANK_PROVIDER=serpapi needs SERP_API_KEY');
  return new SerpApiRankProvider({ apiKey: env.SERP_API_KEY, baseUrl: env.SERP_API_BASE_URL, timeoutMs: env.SERP_API_TIMEOUT_MS });
};
