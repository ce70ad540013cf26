import type { TLocalSeoAnalysis, TLocalSeoQuery } from '@app/contracts';

import { api } from '@/app/api';

// SPEC §7 GET /api/analysis/local-seo?businessType&location → { success, analysis }.
export type LocalSeoResponse = { success: true; analysis: TLocalSeoAnalysis };

export const localSeoApi = api.injectEndpoints({
  endpoints: (build) => ({
    getLocalSeoAnalysis: build.query<TLocalSeoAnalysis, TLocalSeoQuery>({
      query: (params) => ({ url: '/analysis/local-seo', params }),
      transformResponse: (response: LocalSeoResponse) => response.analysis,
    }),
  }),
});

export const { useLazyGetLocalSeoAnalysisQuery } = localSeoApi;
