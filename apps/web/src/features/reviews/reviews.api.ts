import type {
  TReviewGrowth,
  TReview,
  TReviewSettings,
  TReviewSettingsUpdate,
  TReviewsGenerated,
  TReviewsPage,
  TReviewPlatform,
  TReviewStatus,
} from '@app/contracts';

import { api } from '@/app/api';

// A Google review says where it comes from (`source`) and where its reply's publication on
// Google stands (`replyPublication`, issue 17).
export type Review = TReview;
export type ReviewsPage = TReviewsPage;
export type ReviewSettings = TReviewSettings;
export type ReviewsFilter = { page: number; platform?: TReviewPlatform; status?: TReviewStatus };

// docs/product.md §7 /reviews and the review settings (all under /api/reviews).
export const reviewsApi = api
  .enhanceEndpoints({ addTagTypes: ['Reviews', 'ReviewSettings', 'ReviewGrowth'] })
  .injectEndpoints({
    endpoints: (build) => ({
      getReviews: build.query<ReviewsPage, ReviewsFilter & { limit: number }>({
        query: ({ page, limit, platform, status }) => ({
          url: '/reviews',
          params: { page, limit, ...(platform ? { platform } : {}), ...(status ? { status } : {}) },
        }),
        providesTags: ['Reviews'],
      }),
      respondToReview: build.mutation<Review, { id: string; responseText: string }>({
        query: ({ id, responseText }) => ({
          url: `/reviews/${encodeURIComponent(id)}/respond`,
          method: 'POST',
          body: { responseText },
        }),
        invalidatesTags: ['Reviews'],
      }),
      // A failed publication of the reply on Google, tried again.
      retryReplyPublication: build.mutation<Review, { id: string }>({
        query: ({ id }) => ({
          url: `/reviews/${encodeURIComponent(id)}/reply/retry`,
          method: 'POST',
        }),
        invalidatesTags: ['Reviews'],
      }),
      getReviewSettings: build.query<ReviewSettings, void>({
        query: () => '/reviews/settings',
        providesTags: ['ReviewSettings'],
      }),
      updateReviewSettings: build.mutation<ReviewSettings, TReviewSettingsUpdate>({
        query: (body) => ({ url: '/reviews/settings', method: 'PUT', body }),
        invalidatesTags: ['ReviewSettings'],
      }),
      // Issue 21: the "Get more reviews" card (pace, review link).
      getReviewGrowth: build.query<TReviewGrowth, void>({
        query: () => '/reviews/growth',
        providesTags: ['ReviewGrowth'],
      }),
      generateResponses: build.mutation<TReviewsGenerated, void>({
        query: () => ({ url: '/reviews/generate', method: 'POST' }),
        invalidatesTags: ['Reviews'],
      }),
    }),
  });

export const {
  useGetReviewsQuery,
  useRespondToReviewMutation,
  useRetryReplyPublicationMutation,
  useGetReviewSettingsQuery,
  useUpdateReviewSettingsMutation,
  useGenerateResponsesMutation,
  useGetReviewGrowthQuery,
} = reviewsApi;
