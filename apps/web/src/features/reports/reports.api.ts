import type { TAnalyticsSeries } from '@app/contracts';

import { api } from '@/app/api';

import type { ReportRange } from './report-period';

// docs/product.md §7 GET /api/analytics/data: the daily series behind Reports (all metrics).
export const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAnalytics: build.query<TAnalyticsSeries, ReportRange>({
      query: ({ startDate, endDate }) => ({
        url: '/analytics/data',
        params: { startDate, endDate },
      }),
    }),
  }),
});

export const { useGetAnalyticsQuery } = reportsApi;
