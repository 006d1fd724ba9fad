import { lazy, Suspense } from 'react';
import { Splash } from '../../components/Splash';
import { useGetSubscriptionPlanQuery } from '../../features/subscription/subscriptionApi';

// The checkout page (and through it Stripe.js) loads only when someone opens /checkout.
const CheckoutPage = lazy(() =>
  import('../../features/checkout/CheckoutPage').then((module) => ({ default: module.CheckoutPage })),
);

/** `/checkout`, given Stripe's publishable key when payments are on. */
export function CheckoutRoute() {
  const { data: plan, isLoading } = useGetSubscriptionPlanQuery();
  if (isLoading) return <Splash />;
  return (
    <Suspense fallback={<Splash />}>
      <CheckoutPage publishableKey={plan?.publishableKey ?? null} />
    </Suspense>
  );
}
