import type { SubscriptionStatusResponse } from '@parley/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aSubscriptionStatus } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { makeStore } from '../../testing/store';
import { SubscriptionPage } from './SubscriptionPage';
import { PRO_OVER_TRIAL, TRIAL_AFTER_PRO } from './subscription-texts';
import { subscriptionApi } from './subscriptionApi';

async function renderPage(status: SubscriptionStatusResponse, paymentsEnabled = false) {
  const store = makeStore();
  await store.dispatch(subscriptionApi.util.upsertQueryData('getSubscriptionStatus', undefined, status));
  await store.dispatch(
    subscriptionApi.util.upsertQueryData('getSubscriptionPlan', undefined, {
      paymentsEnabled,
      publishableKey: paymentsEnabled ? 'pk_test_1' : null,
      trialCaseLimit: 3,
    }),
  );
  return renderWithProviders(<SubscriptionPage />, { store, route: '/subscription' });
}

const trialCard = () => within(screen.getByTestId('trial-plan'));
const proCard = () => within(screen.getByTestId('pro-plan'));

describe('SubscriptionPage', () => {
  it('shows both plans, the way back and the money-back guarantee', async () => {
    await renderPage(aSubscriptionStatus({ daysLeft: 2 }));
    expect(screen.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'View Landing Page' })).toHaveAttribute('href', '/landing');
    expect(trialCard().getByText('2 days left')).toBeInTheDocument();
    expect(trialCard().getByRole('button', { name: 'Trial Active' })).toBeDisabled();
    expect(proCard().getByText('$4.99')).toBeInTheDocument();
    expect(proCard().getByText(/per month/)).toBeInTheDocument();
    expect(proCard().getByRole('button', { name: 'Get Free Access' })).toBeEnabled();
    expect(screen.getByText('30-day money-back guarantee')).toBeInTheDocument();
  });

  it('offers no plan action until it knows whether payments are on', async () => {
    // The plan's answer has not arrived yet: Get Free Access could be the wrong button.
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    const store = makeStore();
    await store.dispatch(
      subscriptionApi.util.upsertQueryData('getSubscriptionStatus', undefined, aSubscriptionStatus({})),
    );
    renderWithProviders(<SubscriptionPage />, { store, route: '/subscription' });
    expect(proCard().getByRole('button', { name: /Loading plan/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Get Free Access' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Upgrade to Pro' })).toBeNull();
  });

  it('says the trial has expired', async () => {
    await renderPage(aSubscriptionStatus({ hasAccess: false, daysLeft: 0, reason: 'Trial expired' }));
    expect(trialCard().getByRole('button', { name: 'Trial Expired' })).toBeDisabled();
    expect(trialCard().getByText('0 days left')).toBeInTheDocument();
  });

  it('reads Currently Subscribed for Pro, with a way to cancel', async () => {
    await renderPage(
      aSubscriptionStatus({ subscriptionStatus: 'active', createdAt: '2026-01-02T10:00:00Z' }),
    );
    expect(proCard().getByRole('button', { name: 'Currently Subscribed' })).toBeDisabled();
    expect(proCard().getByText('Pro subscriber since Jan 2, 2026')).toBeInTheDocument();
    expect(proCard().getByRole('button', { name: 'Cancel Subscription' })).toBeEnabled();
  });

  it('keeps the trial card true beside Pro: its button follows the days it shows', async () => {
    // Pro taken on the first day: 3 days of the trial remain, and the trial card must not read Trial Expired.
    await renderPage(
      aSubscriptionStatus({ subscriptionStatus: 'active', createdAt: '2026-01-10T10:00:00Z', daysLeft: 3 }),
    );
    expect(proCard().getByRole('button', { name: 'Currently Subscribed' })).toBeDisabled();
    expect(trialCard().getByText('3 days left')).toBeInTheDocument();
    expect(trialCard().getByRole('button', { name: 'Trial Active' })).toBeDisabled();
    expect(trialCard().queryByRole('button', { name: 'Trial Expired' })).toBeNull();
    expect(trialCard().getByTestId('trial-note')).toHaveTextContent(`${PRO_OVER_TRIAL} ${TRIAL_AFTER_PRO}`);
  });

  it('says the trial has ended beside Pro once its days have run out', async () => {
    await renderPage(
      aSubscriptionStatus({ subscriptionStatus: 'active', createdAt: '2026-01-02T10:00:00Z', daysLeft: 0 }),
    );
    expect(trialCard().getByText('0 days left')).toBeInTheDocument();
    expect(trialCard().getByRole('button', { name: 'Trial Expired' })).toBeDisabled();
    expect(trialCard().getByTestId('trial-note')).toHaveTextContent(PRO_OVER_TRIAL);
    expect(trialCard().getByTestId('trial-note')).not.toHaveTextContent(TRIAL_AFTER_PRO);
  });

  it('says nothing of the trial on a plain trial, and claims neither state before the status arrives', async () => {
    await renderPage(aSubscriptionStatus({ daysLeft: 2 }));
    expect(trialCard().queryByTestId('trial-note')).toBeNull();
    vi.spyOn(globalThis, 'fetch').mockImplementation(() => new Promise<Response>(() => undefined));
    renderWithProviders(<SubscriptionPage />, { store: makeStore(), route: '/subscription' });
    const cards = screen.getAllByTestId('trial-plan');
    const loading = within(cards[cards.length - 1]!);
    expect(loading.getByRole('button', { name: /Loading trial/ })).toBeDisabled();
    expect(loading.queryByRole('button', { name: /Trial (Active|Expired)/ })).toBeNull();
    vi.restoreAllMocks();
  });

  it('leads to checkout when payments are on', async () => {
    await renderPage(aSubscriptionStatus(), true);
    expect(proCard().getByRole('link', { name: 'Upgrade to Pro' })).toHaveAttribute('href', '/checkout');
    expect(proCard().queryByRole('button', { name: 'Get Free Access' })).not.toBeInTheDocument();
  });
});

describe('SubscriptionPage actions', () => {
  const json = (status: number, body: unknown) =>
    new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

  afterEach(() => vi.restoreAllMocks());

  it('shows Processing... while Get Free Access runs, then the welcome toast', async () => {
    let release!: (response: Response) => void;
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async (input) =>
        String(input) === '/api/subscription/activate'
          ? new Promise<Response>((resolve) => (release = resolve))
          : json(
              200,
              aSubscriptionStatus({ subscriptionStatus: 'active', createdAt: '2026-01-02T10:00:00Z' }),
            ),
      );
    await renderPage(aSubscriptionStatus({ hasAccess: false, daysLeft: 0, reason: 'Trial expired' }));
    await userEvent.click(proCard().getByRole('button', { name: 'Get Free Access' }));
    expect(await proCard().findByRole('button', { name: /Processing\.\.\./ })).toBeInTheDocument();
    expect(
      fetch.mock.calls.find(([input]) => String(input) === '/api/subscription/activate')?.[1]?.method,
    ).toBe('POST');
    release(
      json(200, aSubscriptionStatus({ subscriptionStatus: 'active', createdAt: '2026-01-02T10:00:00Z' })),
    );
    expect(await screen.findByText('Welcome to Parley Pro!')).toBeInTheDocument();
    expect(screen.getByText('You now have unlimited access to all features.')).toBeInTheDocument();
  });

  it('says why when activation is refused', async () => {
    vi.spyOn(globalThis, 'fetch').mockImplementation(async () =>
      json(409, {
        statusCode: 409,
        error: 'Conflict',
        message: 'Pro is obtained through checkout: go to /checkout to subscribe.',
        code: 'PAYMENT_REQUIRED',
      }),
    );
    await renderPage(aSubscriptionStatus());
    await userEvent.click(proCard().getByRole('button', { name: 'Get Free Access' }));
    expect(
      await screen.findByText('Pro is obtained through checkout: go to /checkout to subscribe.'),
    ).toBeInTheDocument();
  });

  it('cancels Pro only after confirmation', async () => {
    const fetch = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () =>
        json(200, aSubscriptionStatus({ subscriptionStatus: 'canceled', hasAccess: false, daysLeft: 0 })),
      );
    await renderPage(
      aSubscriptionStatus({ subscriptionStatus: 'active', createdAt: '2026-01-02T10:00:00Z' }),
    );
    await userEvent.click(proCard().getByRole('button', { name: 'Cancel Subscription' }));
    const confirm = await screen.findByRole('dialog', { name: 'Cancel your Pro subscription?' });
    expect(fetch).not.toHaveBeenCalledWith('/api/subscription/cancel', expect.anything());
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel Subscription' }));
    expect(await screen.findByText('Your Pro subscription has ended.')).toBeInTheDocument();
    expect(fetch.mock.calls.some(([input]) => String(input) === '/api/subscription/cancel')).toBe(true);
  });
});
