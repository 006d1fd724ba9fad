import type { UserResponse } from '@parley/contracts';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { DatabaseUnavailable } from '../components/DatabaseUnavailable';
import { Splash } from '../components/Splash';
import { useCurrentUser } from '../features/auth/useCurrentUser';
import { DashboardPage } from '../features/dashboard/DashboardPage';
import { LandingPage } from '../features/landing/LandingPage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { isDatabaseUnavailable } from '../lib/errors';

// A marketing page few visitors open: not part of the first load.
const HowItWorksPage = lazy(() =>
  import('../features/how-it-works/HowItWorksPage').then((module) => ({ default: module.HowItWorksPage })),
);

// The case screen grows heavy (scenario chart, strategy); it loads only when someone opens a case.
const CasePage = lazy(() =>
  import('../features/case/CasePage').then((module) => ({ default: module.CasePage })),
);

function SignedInRoutes({ user }: { user: UserResponse }) {
  return (
    <Routes>
      <Route path="/" element={<DashboardPage user={user} />} />
      <Route path="/landing" element={<LandingPage signedIn />} />
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
          <Suspense fallback={<Splash />}>
            <CasePage />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

function SignedOutRoutes() {
  return (
    <Routes>
      <Route path="/" element={<LandingPage signedIn={false} />} />
      <Route path="/landing" element={<LandingPage signedIn={false} />} />
      <Route
        path="/how-it-works"
        element={
          <Suspense fallback={<Splash />}>
            <HowItWorksPage signedIn={false} />
          </Suspense>
        }
      />
      <Route path="*" element={<NotFoundPage />} />
    </Routes>
  );
}

/** SPEC §2: a splash while the signed-in check runs, then the routes of a signed-in or signed-out visitor. */
export function AppRoutes() {
  const { data: user, isLoading, error, refetch } = useCurrentUser();
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
