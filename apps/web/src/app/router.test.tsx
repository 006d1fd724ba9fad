import type { UserResponse } from '@parley/contracts';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { authApi } from '../features/auth/authApi';
import { caseApi } from '../features/case/caseApi';
import { dashboardApi } from '../features/dashboard/dashboardApi';
import { subscriptionApi } from '../features/subscription/subscriptionApi';
import { aCase, aCaseDetail, aSubscriptionStatus, aUser } from '../testing/fixtures';
import { appRoutes, type AppPart } from './router';
import { makeStore, type AppStore } from '../lib/store';

/** A store whose cache already holds the signed-in check (and, when signed in, the plan and the case list). */
async function storeFor(user: UserResponse | null, status = aSubscriptionStatus()) {
  const store = makeStore();
  await store.dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, user));
  if (user) {
    await store.dispatch(subscriptionApi.util.upsertQueryData('getSubscriptionStatus', undefined, status));
    await store.dispatch(
      subscriptionApi.util.upsertQueryData('getSubscriptionPlan', undefined, {
        paymentsEnabled: false,
        publishableKey: null,
        trialCaseLimit: 3,
      }),
    );
    await store.dispatch(
      dashboardApi.util.upsertQueryData('getCases', undefined, [aCase({ id: 3, name: 'Lease renewal' })]),
    );
  }
  return store;
}

/**
 * The app as boot starts it, with an in-memory router at `route`: rendered once the router has loaded the
 * first screen (its code and its loaders), unless `rendered: 'at once'`.
 */
async function renderApp(
  route: string,
  store: AppStore = makeStore(),
  {
    app = import('./App'),
    rendered = 'loaded',
    fakeTimers = false,
  }: { app?: Promise<AppPart>; rendered?: 'loaded' | 'at once'; fakeTimers?: boolean } = {},
) {
  const router = createMemoryRouter(appRoutes(store, app), { initialEntries: [route] });
  if (rendered === 'loaded') await vi.waitUntil(() => router.state.initialized, { timeout: 10_000 });
  const { App } = await import('./App');
  if (fakeTimers) vi.useFakeTimers();
  return { router, ...render(<App store={store} router={router} />) };
}

describe('the app routes', () => {
  afterEach(() => vi.useRealTimers());

  it('shows the splash while the signed-in check runs', async () => {
    // Nothing in the cache: the first render is the pending check (the request itself cannot reach an API here).
    await renderApp('/', makeStore(), { rendered: 'at once' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the landing page at / when signed out, with sign-in links', async () => {
    await renderApp('/', await storeFor(null));
    // The landing page is a chunk of its own (lazy).
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the landing page at /landing when signed out too', async () => {
    await renderApp('/landing', await storeFor(null));
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows how it works to visitors and signed-in people alike', async () => {
    const visitor = await renderApp('/how-it-works', await storeFor(null));
    expect(await screen.findByText('Create Your Case')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    visitor.unmount();
    await renderApp('/how-it-works', await storeFor(aUser()));
    expect(await screen.findByText('Create Your Case')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your Negotiations' })).toHaveAttribute('href', '/');
  });

  it('does not open a case for a signed-out visitor: says they are signed out', async () => {
    // The sign-in redirect that follows (500 ms later, back to the case) is a browser journey: e2e/subscription.e2e.ts.
    await renderApp('/cases/3', await storeFor(null));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unauthorized - You are logged out. Logging in again...',
    );
  });

  it('gates the dashboard once the trial has ended, then goes to the plans page after 1 second', async () => {
    try {
      const store = await storeFor(
        aUser(),
        aSubscriptionStatus({ hasAccess: false, reason: 'Trial expired', daysLeft: 0 }),
      );
      await renderApp('/', store, { fakeTimers: true });
      expect(screen.getByText('Subscription Required')).toBeInTheDocument();
      expect(
        screen.getByText('Your 3-day trial has ended. Subscribe to continue using Parley.'),
      ).toBeInTheDocument();
      expect(screen.queryByRole('heading', { name: 'Your Negotiations' })).not.toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(999);
      expect(screen.getByText('Subscription Required')).toBeInTheDocument();
      await vi.advanceTimersByTimeAsync(1);
    } finally {
      vi.useRealTimers();
    }
    // The plans page is loaded lazily once the gate has moved on.
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose Your Plan' })).toBeInTheDocument();
  });

  it('lists the cases shared with a person whose trial has ended on the dashboard, their own behind the plan prompt (issue 35)', async () => {
    const store = await storeFor(
      aUser({ id: 1 }),
      aSubscriptionStatus({ hasAccess: false, reason: 'Trial expired', daysLeft: 0 }),
    );
    // Without a plan the API answers only the cases shared with the person.
    await store.dispatch(
      dashboardApi.util.upsertQueryData('getCases', undefined, [
        aCase({ id: 5, name: 'Their lease', role: 'viewer', ownerName: 'Olga' }),
      ]),
    );
    try {
      await renderApp('/', store, { fakeTimers: true });
      expect(screen.getByRole('heading', { level: 1, name: 'Your Negotiations' })).toBeInTheDocument();
      const shared = screen.getByRole('region', { name: 'Shared with me' });
      expect(within(shared).getByRole('link', { name: /Their lease/ })).toHaveAttribute('href', '/cases/5');
      expect(within(shared).getByText('Shared by Olga')).toBeInTheDocument();
      const cases = screen.getByRole('region', { name: 'Cases' });
      expect(within(cases).getByText('Subscription Required')).toBeInTheDocument();
      expect(cases).toHaveTextContent(
        'Your 3-day trial has ended. Subscribe to continue using Parley. Your own cases open again with a plan; the cases shared with you stay open below.',
      );
      expect(within(cases).getByRole('link', { name: 'View Plans' })).toHaveAttribute(
        'href',
        '/subscription',
      );
      // What needs a plan is not offered: a new case, an import, figures about one's own cases.
      expect(screen.queryByRole('button', { name: 'New Case' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /Import case/i })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Statistics' })).not.toBeInTheDocument();
      // The gate does not move the person on to the plans page.
      await vi.advanceTimersByTimeAsync(1500);
      expect(screen.getByRole('region', { name: 'Shared with me' })).toBeInTheDocument();
      expect(screen.queryByRole('heading', { level: 1, name: 'Choose Your Plan' })).not.toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the plan badge and, on the last day, the trial banner on the dashboard', async () => {
    const store = await storeFor(aUser(), aSubscriptionStatus({ daysLeft: 1 }));
    await renderApp('/', store);
    expect(await screen.findByTestId('subscription-badge')).toHaveTextContent('Last Day');
    expect(screen.getByText('1 day left in your free trial')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
  });

  it('shows Payment System Setup Required at /checkout without a payment key', async () => {
    await renderApp('/checkout', await storeFor(aUser()));
    expect(await screen.findByRole('heading', { name: 'Payment System Setup Required' })).toBeInTheDocument();
  });

  it('shows the dashboard at / when signed in', async () => {
    await renderApp('/', await storeFor(aUser({ firstName: 'Ada' })));
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Negotiations' })).toBeInTheDocument();
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lease renewal/ })).toHaveAttribute('href', '/cases/3');
  });

  it('shows the signed-in landing page at /landing', async () => {
    await renderApp('/landing', await storeFor(aUser()));
    expect(await screen.findByRole('link', { name: 'Your Negotiations' })).toHaveAttribute('href', '/');
    for (const link of screen.getAllByRole('link', { name: 'Go to Your Negotiations' })) {
      expect(link).toHaveAttribute('href', '/');
    }
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('loads the case page lazily at /cases/:id', async () => {
    const store = await storeFor(aUser());
    await store.dispatch(
      caseApi.util.upsertQueryData('getCase', 3, aCaseDetail({ id: 3, name: 'Lease renewal' })),
    );
    await renderApp('/cases/3', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease renewal' })).toBeInTheDocument();
  });

  it('opens a case shared with a person whose trial has ended, view only, and gates their own (issue 35)', async () => {
    const ended = aSubscriptionStatus({ hasAccess: false, reason: 'Trial expired', daysLeft: 0 });
    const store = await storeFor(aUser(), ended);
    await store.dispatch(
      caseApi.util.upsertQueryData('getCase', 3, {
        ...aCaseDetail({ id: 3, name: 'Lease renewal' }),
        role: 'viewer',
        ownerName: 'Olga',
      }),
    );
    const shared = await renderApp('/cases/3', store);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease renewal' })).toBeInTheDocument();
    expect(screen.getByText('View only')).toBeInTheDocument();
    expect(screen.queryByText('Subscription Required')).not.toBeInTheDocument();
    shared.unmount();

    const own = await storeFor(aUser(), ended);
    await own.dispatch(
      caseApi.util.upsertQueryData('getCase', 3, {
        ...aCaseDetail({ id: 3, name: 'Lease renewal' }),
        role: 'owner',
        ownerName: 'Ada',
      }),
    );
    await renderApp('/cases/3', own);
    expect(await screen.findByText('Subscription Required')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1, name: 'Lease renewal' })).not.toBeInTheDocument();
  });

  it('shows Case not found for an id that cannot exist', async () => {
    await renderApp('/cases/abc', await storeFor(aUser()));
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeInTheDocument();
  });

  it('shows the 404 page for any other path', async () => {
    await renderApp('/nowhere', await storeFor(aUser()));
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });

  it('starts the case’s data and the subscription status before the case screen’s code has loaded', async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://parley.test').pathname;
      asked.push(path);
      const body =
        path === '/api/cases/3' ? aCaseDetail({ id: 3, name: 'Lease renewal' }) : aSubscriptionStatus();
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } });
    });
    const store = await storeFor(aUser());
    await store.dispatch(subscriptionApi.util.resetApiState());
    await store.dispatch(authApi.util.upsertQueryData('getCurrentUser', undefined, aUser()));
    // The app part, after which the router imports a screen's code, held back.
    let appIn: (part: AppPart) => void = () => undefined;
    const app = new Promise<AppPart>((resolve) => (appIn = resolve));
    const { router } = await renderApp('/cases/3', store, { app, rendered: 'at once' });
    await vi.waitFor(() => expect(asked).toEqual(['/api/cases/3', '/api/subscription/status']));
    await vi.waitFor(() => expect(store.getState().api.queries['getCase(3)']?.status).toBe('fulfilled'));
    expect(router.state.initialized).toBe(false);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    appIn(await import('./App'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease renewal' })).toBeInTheDocument();
    // The screen read what the route started: the case was asked for once.
    expect(asked.filter((path) => path === '/api/cases/3')).toHaveLength(1);
  });

  it('starts a case’s data and code together when a link to it is followed', async () => {
    const asked: string[] = [];
    vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
      const path = new URL(String(input), 'http://parley.test').pathname;
      asked.push(path);
      return new Response(JSON.stringify(aCaseDetail({ id: 3, name: 'Lease renewal' })), {
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const { router } = await renderApp('/', await storeFor(aUser()));
    await userEvent.setup().click(await screen.findByRole('link', { name: /Lease renewal/ }));
    await vi.waitFor(() => expect(asked).toContain('/api/cases/3'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease renewal' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cases/3');
    expect(asked.filter((path) => path === '/api/cases/3')).toHaveLength(1);
  });
});
