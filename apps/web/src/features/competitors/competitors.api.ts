import type { TCompetitorsView, TNamedItem } from '@app/contracts';

import { api } from '@/app/api';

const tagged = api.enhanceEndpoints({
  addTagTypes: ['Competitors', 'Onboarding', 'Overview', 'Insights'],
});
const CHANGED = ['Competitors', 'Onboarding', 'Overview', 'Insights'] as const;

// docs/product.md §7 GET /analytics/competitors with their figures, adding and removing (the onboarding
// wizard's list is the same one, so both are refreshed).
export const competitorsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getCompetitors: build.query<TCompetitorsView, void>({
      query: () => '/analytics/competitors',
      providesTags: ['Competitors'],
    }),
    trackCompetitors: build.mutation<{ added: TNamedItem[] }, { competitors: string[] }>({
      query: (body) => ({ url: '/analytics/competitors', method: 'POST', body }),
      invalidatesTags: [...CHANGED],
    }),
    untrackCompetitor: build.mutation<{ ok: true }, string>({
      query: (id) => ({
        url: `/analytics/competitors/${encodeURIComponent(id)}`,
        method: 'DELETE',
      }),
      invalidatesTags: [...CHANGED],
    }),
  }),
});

export const { useGetCompetitorsQuery, useTrackCompetitorsMutation, useUntrackCompetitorMutation } =
  competitorsApi;
