import { LandingPage } from '../../features/landing/LandingPage';
import { useGetSubscriptionStatusQuery } from '../../features/subscription/subscriptionApi';

/** The landing page of a signed-in person: its status card and hero button follow their plan. */
export function SignedInLandingRoute() {
  const { data: status, isLoading } = useGetSubscriptionStatusQuery();
  return <LandingPage signedIn subscription={status ?? null} statusLoading={isLoading} />;
}
