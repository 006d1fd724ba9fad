import type { PaymentIntentResponse } from '@parley/contracts';
import { api } from '../../lib/api';

export const checkoutApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** The first payment of a new $4.99/month subscription, for the Payment Element to confirm. */
    createPaymentIntent: build.mutation<PaymentIntentResponse, void>({
      query: () => ({ url: '/subscription/create-payment-intent', method: 'POST' }),
    }),
  }),
});

export const { useCreatePaymentIntentMutation } = checkoutApi;
