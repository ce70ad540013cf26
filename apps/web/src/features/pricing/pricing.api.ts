import type { TPlanCatalogue } from '@app/contracts';

import { api } from '@/app/api';

// SPEC §7 GET /api/billing/plans: the plan catalogue from the billing service (names, prices,
// limits, features, extra location, trial days). Public: the landing page's pricing cards read it.
export const pricingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPlanCatalogue: build.query<TPlanCatalogue, void>({
      query: () => '/billing/plans',
    }),
  }),
});

export const { useGetPlanCatalogueQuery } = pricingApi;
