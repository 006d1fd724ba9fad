import { scoredIssuesOf, type UserResponse } from '@parley/contracts';
import type { ComponentType } from 'react';
import { useOutletContext, type RouteObject } from 'react-router-dom';
import { Splash } from '../components/Splash';
import { authApi } from '../features/auth/authApi';
import { caseApi } from '../features/case/caseApi';
import { parseCaseId } from '../features/case/parse-case-id';
import { precomputeFirstViews, prewarmExplorerWorkers } from '../features/scenarios/explorer-workers';
import { subscriptionApi } from '../features/subscription/subscriptionApi';
import type { AppStore } from '../lib/store';

/** The app part (app/App.tsx: antd's core, the layout and pages every screen shares), evaluated after boot. */
export type AppPart = typeof import('./App');

/** The signed-in person (null: a visitor), which the root route hands every page once the check is in. */
export function useSignedInUser(): UserResponse | null {
  return useOutletContext<UserResponse | null>();
}

/** A page that is one component for a signed-in person and another for a visitor (docs/product.md, Routes). */
function bySignIn(SignedIn: ComponentType<{ user: UserResponse }>, SignedOut: ComponentType): ComponentType {
  return function BySignIn() {
    const user = useSignedInUser();
    return user ? <SignedIn user={user} /> : <SignedOut />;
  };
}

/**
 * What opening a case starts, beside its code: the case's data and the subscription status (the gate in
 * front of it) through RTK Query, whose cache the screen then reads, and the explorer's workers, which compute
 * its first view and frontier as soon as the data is in. Signed out, the case's request answers 401 and
 * nothing uses it; an id that cannot be one starts nothing (the screen says the case is not found).
 */
function startCase(store: AppStore, rawId: string | undefined): null {
  const id = parseCaseId(rawId);
  if (id === null) return null;
  const request = store.dispatch(caseApi.endpoints.getCase.initiate(id, { subscribe: false }));
  store.dispatch(subscriptionApi.util.prefetch('getSubscriptionStatus', undefined, {}));
  // A task of its own: starting a worker is not free, and the loader runs inside the first script's task.
  setTimeout(prewarmExplorerWorkers, 0);
  // A refused or failed request is the case screen's to show; here it only means nothing to precompute.
  request.unwrap().then(
    (detail) => precomputeFirstViews(scoredIssuesOf(detail)),
    () => undefined,
  );
  return null;
}

/**
 * Every address of the app and what each loads: the one place a screen starts. When the router matches an
 * address (the page's first load, or a link followed), it calls each matched route's `loader`, which starts
 * the screen's data through RTK Query, and its `lazy`, which imports the screen's code, at the same time; the
 * screen's components then read the same cache entries, so nothing is asked twice.
 *
 * `app` is the app part (main.tsx): a screen's code is imported once it has been evaluated, so that each part
 * is evaluated in a task of its own instead of all of it in one long task. The root route waits for the
 * signed-in check (a splash meanwhile) and then hands each page the person, or null for a visitor.
 */
export function appRoutes(store: AppStore, app: Promise<AppPart>): RouteObject[] {
  const screen = (load: (part: AppPart) => Promise<ComponentType>) => async () => ({
    Component: await app.then(load),
  });
  return [
    {
      path: '/',
      id: 'root',
      HydrateFallback: Splash,
      loader: () => {
        store.dispatch(authApi.util.prefetch('getCurrentUser', undefined, {}));
        return null;
      },
      shouldRevalidate: () => false,
      lazy: async () => ({ Component: (await app).Root }),
      children: [
        {
          index: true,
          lazy: screen(async () => {
            const [{ DashboardRoute, DashboardGate }, { LandingPage }] = await Promise.all([
              import('./routes/DashboardRoute'),
              import('../features/landing/LandingPage'),
            ]);
            return bySignIn(
              ({ user }) => (
                <DashboardGate>
                  <DashboardRoute user={user} />
                </DashboardGate>
              ),
              () => <LandingPage signedIn={false} />,
            );
          }),
        },
        {
          path: 'landing',
          lazy: screen(async () => {
            const [{ SignedInLandingRoute }, { LandingPage }] = await Promise.all([
              import('./routes/LandingRoute'),
              import('../features/landing/LandingPage'),
            ]);
            return bySignIn(SignedInLandingRoute, () => <LandingPage signedIn={false} />);
          }),
        },
        {
          path: 'subscription',
          lazy: screen(async ({ NotFoundPage }) => {
            const { SubscriptionPage } = await import('../features/subscription/SubscriptionPage');
            return bySignIn(SubscriptionPage, NotFoundPage);
          }),
        },
        {
          path: 'checkout',
          lazy: screen(async ({ NotFoundPage }) => {
            const { CheckoutRoute } = await import('./routes/CheckoutRoute');
            return bySignIn(CheckoutRoute, NotFoundPage);
          }),
        },
        {
          path: 'how-it-works',
          lazy: screen(async () => {
            const { HowItWorksPage } = await import('../features/how-it-works/HowItWorksPage');
            return function HowItWorks() {
              return <HowItWorksPage signedIn={useSignedInUser() !== null} />;
            };
          }),
        },
        {
          path: 'cases/:id',
          loader: ({ params }) => startCase(store, params.id),
          // Choosing a tab changes the address's query, not the case: nothing to start again.
          shouldRevalidate: ({ currentParams, nextParams }) => currentParams['id'] !== nextParams['id'],
          lazy: screen(async ({ SignedOutCaseRoute }) => {
            // The explorer's chunk beside the route's: the case screen draws it at once.
            const [{ CaseRoute, MemberGate }] = await Promise.all([
              import('./routes/CaseRoute'),
              import('../features/scenarios/ScenarioExplorer'),
            ]);
            return bySignIn(
              ({ user }) => (
                <MemberGate>
                  <CaseRoute userId={user.id} />
                </MemberGate>
              ),
              SignedOutCaseRoute,
            );
          }),
        },
        {
          // A share link (issue 35): signed out, sign in and come back; signed in, the invitation.
          path: 'join/:token',
          lazy: screen(async () => {
            const { JoinPage, SignedOutJoinPage } = await import('../features/join/JoinPage');
            return bySignIn(JoinPage, SignedOutJoinPage);
          }),
        },
        { path: '*', lazy: screen(async ({ NotFoundPage }) => NotFoundPage) },
      ],
    },
  ];
}
