import type {
  TDashboardOverview,
  TKeywordsView,
  TKeywordSuggestions,
  TNamedItem,
  TOnboardingState,
  TOnboardingSuggestions,
  TOnboardingUpdate,
  TRankCheckQueued,
  TTrackedKeyword,
} from '@app/contracts';

import { api } from '@/app/api';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Overview', 'Keywords', 'Onboarding', 'Competitors'] });

// The dashboard, keywords and onboarding endpoints of the BFF (issue 7).
export const dashboardApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getOverview: build.query<TDashboardOverview, void>({
      query: () => '/dashboard/overview',
      providesTags: ['Overview'],
    }),
    getKeywords: build.query<TKeywordsView, void>({
      query: () => '/dashboard/keywords',
      providesTags: ['Keywords'],
    }),
    addKeywords: build.mutation<{ added: TTrackedKeyword[] }, { keywords: string[] }>({
      query: (body) => ({ url: '/dashboard/keywords', method: 'POST', body }),
      invalidatesTags: ['Keywords', 'Onboarding', 'Overview'],
    }),
    removeKeyword: build.mutation<{ ok: true }, string>({
      query: (id) => ({ url: `/dashboard/keywords/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Keywords', 'Onboarding', 'Overview'],
    }),
    checkRanks: build.mutation<TRankCheckQueued, { keywordId?: string }>({
      query: (body) => ({ url: '/dashboard/keywords/check', method: 'POST', body }),
      // The keywords view carries the check's state: running from the moment it is queued.
      invalidatesTags: ['Keywords'],
    }),
    getKeywordSuggestions: build.query<TKeywordSuggestions, void>({
      query: () => '/dashboard/keywords/suggestions',
    }),
    getOnboarding: build.query<TOnboardingState, void>({
      query: () => '/onboarding',
      providesTags: ['Onboarding'],
    }),
    updateOnboarding: build.mutation<TOnboardingState, TOnboardingUpdate>({
      query: (body) => ({ url: '/onboarding', method: 'PATCH', body }),
      invalidatesTags: ['Onboarding', 'Overview'],
    }),
    getOnboardingSuggestions: build.query<TOnboardingSuggestions, void>({
      query: () => '/onboarding/suggestions',
    }),
    addCompetitors: build.mutation<{ added: TNamedItem[] }, { competitors: string[] }>({
      query: (body) => ({ url: '/onboarding/competitors', method: 'POST', body }),
      invalidatesTags: ['Onboarding', 'Overview', 'Competitors'],
    }),
    removeCompetitor: build.mutation<{ ok: true }, string>({
      query: (id) => ({ url: `/onboarding/competitors/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Onboarding', 'Overview', 'Competitors'],
    }),
  }),
});

export const {
  useGetOverviewQuery,
  useGetKeywordsQuery,
  useAddKeywordsMutation,
  useRemoveKeywordMutation,
  useCheckRanksMutation,
  useGetKeywordSuggestionsQuery,
  useGetOnboardingQuery,
  useUpdateOnboardingMutation,
  useGetOnboardingSuggestionsQuery,
  useAddCompetitorsMutation,
  useRemoveCompetitorMutation,
} = dashboardApi;
