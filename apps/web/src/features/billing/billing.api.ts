import type { TBillingHistory, TBillingUsage, TPlanCatalogue, TPlanName, TRedirect, TStripeConfig, TSubscription } from '@app/contracts';

import { api } from '@/app/api';

export type Subscription = TSubscription;

// docs/product.md §7 /billing/* and /api/stripe/*. A plan change or cancellation refreshes the subscription
// (and the usage limits); the catalogue rarely changes.
export const billingApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscription: build.query<TSubscription, void>({
      query: () => '/billing/subscription',
      providesTags: ['Subscription'],
    }),
    getBillingHistory: build.query<TBillingHistory, void>({
      query: () => '/billing/history',
      providesTags: ['BillingHistory'],
    }),
    getBillingUsage: build.query<TBillingUsage, void>({
      query: () => '/billing/usage',
      providesTags: ['Subscription'],
    }),
    getPlans: build.query<TPlanCatalogue, void>({
      query: () => '/billing/plans',
    }),
    getStripeConfig: build.query<TStripeConfig, void>({
      query: () => '/stripe/config',
    }),
    updatePlan: build.mutation<TSubscription, { planName: TPlanName }>({
      query: (body) => ({ url: '/billing/update-plan', method: 'POST', body }),
      invalidatesTags: ['Subscription'],
    }),
    cancelSubscription: build.mutation<TSubscription, void>({
      query: () => ({ url: '/billing/cancel', method: 'POST' }),
      invalidatesTags: ['Subscription'],
    }),
    startCheckout: build.mutation<TRedirect, { planName: TPlanName }>({
      query: (body) => ({ url: '/stripe/checkout', method: 'POST', body }),
    }),
    openPortal: build.mutation<TRedirect, void>({
      query: () => ({ url: '/stripe/portal', method: 'POST' }),
    }),
  }),
});

export const {
  useGetSubscriptionQuery,
  useGetBillingHistoryQuery,
  useGetBillingUsageQuery,
  useGetPlansQuery,
  useGetStripeConfigQuery,
  useUpdatePlanMutation,
  useCancelSubscriptionMutation,
  useStartCheckoutMutation,
  useOpenPortalMutation,
} = billingApi;
