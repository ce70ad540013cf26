import type { TInsightsView } from '@app/contracts';

import { api } from '@/app/api';

const tagged = api.enhanceEndpoints({ addTagTypes: ['Insights', 'Overview'] });

// docs/product.md §7 /dashboard/insights: the list, marking one read, and generating them again now.
export const insightsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    getInsights: build.query<TInsightsView, void>({
      query: () => '/dashboard/insights',
      providesTags: ['Insights'],
    }),
    markInsightRead: build.mutation<unknown, string>({
      query: (id) => ({
        url: `/dashboard/insights/${encodeURIComponent(id)}/read`,
        method: 'PATCH',
      }),
      // Read at once on the page; put back if the server refuses (docs/product.md §4: no message either way).
      async onQueryStarted(id, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          insightsApi.util.updateQueryData('getInsights', undefined, (view) => {
            const insight = view.insights.find((item) => item.id === id);
            if (!insight || insight.isRead) return;
            insight.isRead = true;
            view.unreadCount = Math.max(0, view.unreadCount - 1);
          }),
        );
        try {
          await queryFulfilled;
          dispatch(tagged.util.invalidateTags(['Overview']));
        } catch {
          patch.undo();
        }
      },
    }),
    refreshInsights: build.mutation<TInsightsView, void>({
      query: () => ({ url: '/dashboard/insights/refresh', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          void dispatch(insightsApi.util.upsertQueryData('getInsights', undefined, data));
          dispatch(tagged.util.invalidateTags(['Overview']));
        } catch {
          // The page says so with its toast.
        }
      },
    }),
  }),
});

export const { useGetInsightsQuery, useMarkInsightReadMutation, useRefreshInsightsMutation } =
  insightsApi;
