import type { SubscriptionPlanResponse, SubscriptionStatusResponse } from '@parley/contracts';
import { api } from '../../lib/api';

/** docs/product.md, Routes: the status is cached 5 minutes. */
const STATUS_CACHE_SECONDS = 300;

export const subscriptionApi = api.injectEndpoints({
  endpoints: (build) => ({
    getSubscriptionStatus: build.query<SubscriptionStatusResponse, void>({
      query: () => '/subscription/status',
      providesTags: ['Subscription'],
      keepUnusedDataFor: STATUS_CACHE_SECONDS,
    }),
    /** How Pro is obtained here: free activation, or Stripe at /checkout. It never changes while the app runs. */
    getSubscriptionPlan: build.query<SubscriptionPlanResponse, void>({
      query: () => '/subscription/plan',
      keepUnusedDataFor: 3600,
    }),
    activateSubscription: build.mutation<SubscriptionStatusResponse, void>({
      query: () => ({ url: '/subscription/activate', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Subscription', 'Case']),
    }),
    cancelSubscription: build.mutation<SubscriptionStatusResponse, void>({
      query: () => ({ url: '/subscription/cancel', method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['Subscription']),
    }),
  }),
});

export const {
  useGetSubscriptionStatusQuery,
  useGetSubscriptionPlanQuery,
  useActivateSubscriptionMutation,
  useCancelSubscriptionMutation,
} = subscriptionApi;
