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
  TWeeklyPlan,
} from '@app/contracts';

import { api } from '@/app/api';

const tagged = api.enhanceEndpoints({
  addTagTypes: ['Overview', 'Keywords', 'Onboarding', 'Competitors', 'WeeklyPlan'],
});

// The dashboard, keywords and onboarding endpoints of the BFF (issue 7), and the weekly plan (issue 21).
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
    // Issue 21: this week's plan, "three things to do this week".
    getWeeklyPlan: build.query<TWeeklyPlan, void>({
      query: () => '/dashboard/weekly-plan',
      providesTags: ['WeeklyPlan'],
    }),
    // Ticked (or unticked) at once on the card, put back if the server refuses; the plan is read
    // again either way, so the card ends up as the server has it (a refused action may be from a
    // week that has just ended).
    setPlanActionDone: build.mutation<TWeeklyPlan, { id: string; done: boolean }>({
      query: ({ id, done }) => ({
        url: `/dashboard/weekly-plan/actions/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: { done },
      }),
      async onQueryStarted({ id, done }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          dashboardApi.util.updateQueryData('getWeeklyPlan', undefined, (plan) => {
            const action = plan.actions.find((item) => item.id === id);
            if (action) action.done = done;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
      invalidatesTags: ['WeeklyPlan'],
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
  useGetWeeklyPlanQuery,
  useSetPlanActionDoneMutation,
  useGetOnboardingQuery,
  useUpdateOnboardingMutation,
  useGetOnboardingSuggestionsQuery,
  useAddCompetitorsMutation,
  useRemoveCompetitorMutation,
} = dashboardApi;
