import type { UserResponse } from '@parley/contracts';
import { lazy, Suspense, useEffect } from 'react';
import { useStore } from 'react-redux';
import { Route, Routes, useLocation } from 'react-router-dom';
import { DatabaseUnavailable } from '../components/DatabaseUnavailable';
import { Splash } from '../components/Splash';
import { useCurrentUser } from '../features/auth/useCurrentUser';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { SubscriptionGate } from '../features/subscription/SubscriptionGate';
import { SignedOutCaseRoute } from './routes/SignedOutCaseRoute';
import { isDatabaseUnavailable } from '../lib/errors';
import { CaseRouteScreen, prefetchForPath } from './prefetch';
import type { AppStore } from './store';

// The dashboard and the landing page are chunks of their own too: a page opened on a case does not evaluate
// their code in its first load (a long task of its own, docs/performance.md, third pass). A page
// opened anywhere else starts them at once, beside the signed-in check, so they do not wait for it.
const loadDashboardRoute = () => import('./routes/DashboardRoute');
const loadLandingRoute = () => import('./routes/LandingRoute');
const loadLandingPage = () => import('../features/landing/LandingPage');
if (typeof window !== 'undefined' && !window.location.pathname.startsWith('/cases/')) {
  void loadDashboardRoute();
  void loadLandingRoute();
  void loadLandingPage();
}
const DashboardRoute = lazy(() =>
  loadDashboardRoute().then((module) => ({ default: module.DashboardRoute })),
);
const SignedInLandingRoute = lazy(() =>
  loadLandingRoute().then((module) => ({ default: module.SignedInLandingRoute })),
);
const LandingPage = lazy(() => loadLandingPage().then((module) => ({ default: module.LandingPage })));
const CheckoutRoute = lazy(() =>
  import('./routes/CheckoutRoute').then((module) => ({ default: module.CheckoutRoute })),
);

// A marketing page few visitors open: not part of the first load.
const HowItWorksPage = lazy(() =>
  import('../features/how-it-works/HowItWorksPage').then((module) => ({ default: module.HowItWorksPage })),
);

// The case screen grows heavy (scenario chart, strategy); it loads only when someone opens a case
// (app/early-loads.ts and app/prefetch.ts start it together with the case's data).
const CaseRoute = CaseRouteScreen;

const SubscriptionPage = lazy(() =>
  import('../features/subscription/SubscriptionPage').then((module) => ({
    default: module.SubscriptionPage,
  })),
);

function SignedInRoutes({ user }: { user: UserResponse }) {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <SubscriptionGate>
            <Suspense fallback={<Splash />}>
              <DashboardRoute user={user} />
            </Suspense>
          </SubscriptionGate>
        }
      />
      <Route
        path="/landing"
        element={
          <Suspense fallback={<Splash />}>
            <SignedInLandingRoute />
          </Suspense>
        }
      />
      <Route
        path="/subscription"
        element={
          <Suspense fallback={<Splash />}>
            <SubscriptionPage />
          </Suspense>
        }
      />
      <Route
        path="/checkout"
        element={
          <Suspense fallback={<Splash />}>
            <CheckoutRoute />
          </Suspense>
        }
      />
      <Route
        path="/how-it-works"
        element={
          <Suspense fallback={<Splash />}>
            <HowItWorksPage signedIn />
          </Suspense>
        }
      />
      <Route
        path="/cases/:id"
        element={
          <SubscriptionGate>
            <Suspense fallback={<Splash />}>
              <CaseRoute />
            </Suspense>
          </SubscriptionGate>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route
        path="/"
        element={
          <Suspense fallback={<Splash />}>
            <LandingPage signedIn={false} />
          </Suspense>
        }
      />
      <Route
        path="/landing"
        element={
          <Suspense fallback={<Splash />}>
            <LandingPage signedIn={false} />
          </Suspense>
        }
      />
      <Route
        path="/how-it-works"
        element={
          <Suspense fallback={<Splash />}>
            <HowItWorksPage signedIn={false} />
          </Suspense>
        }
      />
      <Route path="/cases/:id" element={<SignedOutCaseRoute />} />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** Opening a case from inside the app (a dashboard card, Back): its data loads beside the route's code. */
function usePrefetchOnNavigation() {
  const store = useStore() as AppStore;
  const { pathname } = useLocation();
  useEffect(() => {
    prefetchForPath(store, pathname);
  }, [store, pathname]);
}

/** A splash while the signed-in check runs, then the routes of a signed-in or signed-out visitor (docs/product.md, Routes). */
export function AppRoutes() {
  const { data: user, isLoading, error, refetch } = useCurrentUser();
  usePrefetchOnNavigation();
  if (isLoading) return <Splash />;
  if (isDatabaseUnavailable(error)) {
    return (
      <main className="centered-page">
        <DatabaseUnavailable onRetry={() => void refetch()} />
      </main>
    );
  }
  // A failed check (network, 5xx) leaves the visitor signed out: the landing page still works.
  return user ? <SignedInRoutes user={user} /> : <SignedOutRoutes />;
}
