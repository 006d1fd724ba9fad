import type { UserResponse } from '@parley/contracts';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { authApi } from '../features/auth/authApi';
import { caseApi } from '../features/case/caseApi';
import { dashboardApi } from '../features/dashboard/dashboardApi';
import { subscriptionApi } from '../features/subscription/subscriptionApi';
import { aCase, aCaseDetail, aSubscriptionStatus, aUser } from '../testing/fixtures';
import { renderWithProviders } from '../testing/renderWithProviders';
import { AppRoutes } from './router';
import { makeStore } from './store';

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

describe('AppRoutes', () => {
  it('shows the splash while the signed-in check runs', () => {
    // Nothing in the cache: the first render is the pending check (the request itself cannot reach an API here).
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
  });

  it('shows the landing page at / when signed out, with sign-in links', async () => {
    renderWithProviders(<AppRoutes />, { store: await storeFor(null), route: '/' });
    // The landing page is a chunk of its own (lazy).
    expect(await screen.findByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('shows the landing page at /landing when signed out too', async () => {
    renderWithProviders(<AppRoutes />, { store: await storeFor(null), route: '/landing' });
    expect(await screen.findByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('shows how it works to visitors and signed-in people alike', async () => {
    const visitor = renderWithProviders(<AppRoutes />, {
      store: await storeFor(null),
      route: '/how-it-works',
    });
    expect(await screen.findByText('Create Your Case')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    visitor.unmount();
    renderWithProviders(<AppRoutes />, { store: await storeFor(aUser()), route: '/how-it-works' });
    expect(await screen.findByText('Create Your Case')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Your Negotiations' })).toHaveAttribute('href', '/');
  });

  it('does not open a case for a signed-out visitor: says they are signed out', async () => {
    // The sign-in redirect that follows (500 ms later, back to the case) is a browser journey: e2e/subscription.e2e.ts.
    renderWithProviders(<AppRoutes />, { store: await storeFor(null), route: '/cases/3' });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Unauthorized - You are logged out. Logging in again...',
    );
  });

  it('gates the dashboard once the trial has ended, then goes to the plans page after 1 second', async () => {
    vi.useFakeTimers();
    try {
      const store = await storeFor(
        aUser(),
        aSubscriptionStatus({ hasAccess: false, reason: 'Trial expired', daysLeft: 0 }),
      );
      renderWithProviders(<AppRoutes />, { store, route: '/' });
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

  it('shows the plan badge and, on the last day, the trial banner on the dashboard', async () => {
    const store = await storeFor(aUser(), aSubscriptionStatus({ daysLeft: 1 }));
    renderWithProviders(<AppRoutes />, { store, route: '/' });
    expect(await screen.findByTestId('subscription-badge')).toHaveTextContent('Last Day');
    expect(screen.getByText('1 day left in your free trial')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upgrade Now' })).toBeInTheDocument();
  });

  it('shows Payment System Setup Required at /checkout without a payment key', async () => {
    renderWithProviders(<AppRoutes />, { store: await storeFor(aUser()), route: '/checkout' });
    expect(await screen.findByRole('heading', { name: 'Payment System Setup Required' })).toBeInTheDocument();
  });

  it('shows the dashboard at / when signed in', async () => {
    renderWithProviders(<AppRoutes />, { store: await storeFor(aUser({ firstName: 'Ada' })), route: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your Negotiations' })).toBeInTheDocument();
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lease renewal/ })).toHaveAttribute('href', '/cases/3');
  });

  it('shows the signed-in landing page at /landing', async () => {
    renderWithProviders(<AppRoutes />, { store: await storeFor(aUser()), route: '/landing' });
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
    renderWithProviders(<AppRoutes />, { store, route: '/cases/3' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lease renewal' })).toBeInTheDocument();
  });

  it('shows Case not found for an id that cannot exist', async () => {
    renderWithProviders(<AppRoutes />, { store: await storeFor(aUser()), route: '/cases/abc' });
    expect(await screen.findByRole('heading', { name: 'Case not found' })).toBeInTheDocument();
  });

  it('shows the 404 page for any other path', async () => {
    renderWithProviders(<AppRoutes />, { store: await storeFor(aUser()), route: '/nowhere' });
    expect(screen.getByRole('heading', { name: '404 Page Not Found' })).toBeInTheDocument();
  });
});
