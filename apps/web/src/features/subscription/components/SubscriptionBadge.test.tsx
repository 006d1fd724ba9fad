import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aSubscriptionStatus } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { SubscriptionBadge } from './SubscriptionBadge';
import { TrialBanner } from './TrialBanner';

describe('SubscriptionBadge', () => {
  it.each([
    [aSubscriptionStatus({ daysLeft: 3 }), 'Trial (3d)'],
    [aSubscriptionStatus({ daysLeft: 2 }), 'Trial (2d)'],
    [aSubscriptionStatus({ daysLeft: 1 }), 'Last Day'],
    [aSubscriptionStatus({ subscriptionStatus: 'active', createdAt: '2026-01-02T00:00:00Z' }), 'Pro'],
  ])('reads %#: %s', (status, text) => {
    renderWithProviders(<SubscriptionBadge status={status} onUpgrade={() => undefined} />);
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent(
      new RegExp(`^${text.replace(/[()]/g, '\\$&')}$`),
    );
    expect(screen.queryByRole('button', { name: 'Upgrade' })).not.toBeInTheDocument();
  });

  it('pulses Trial Expired beside an Upgrade button once access has ended', async () => {
    const onUpgrade = vi.fn();
    renderWithProviders(
      <SubscriptionBadge
        status={aSubscriptionStatus({ hasAccess: false, daysLeft: 0, reason: 'Trial expired' })}
        onUpgrade={onUpgrade}
      />,
    );
    expect(screen.getByTestId('subscription-badge')).toHaveTextContent('Trial Expired');
    expect(screen.getByTestId('subscription-badge')).toHaveClass('sub-pulse');
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
  });

  it('offers Upgrade alone after Pro has ended', () => {
    renderWithProviders(
      <SubscriptionBadge
        status={aSubscriptionStatus({ subscriptionStatus: 'canceled', hasAccess: false, daysLeft: 0 })}
        onUpgrade={() => undefined}
      />,
    );
    expect(screen.getByRole('button', { name: 'Upgrade' })).toBeInTheDocument();
  });
});

describe('TrialBanner', () => {
  it('is hidden with more than 2 days left, for Pro and after the trial', () => {
    for (const status of [
      aSubscriptionStatus({ daysLeft: 3 }),
      aSubscriptionStatus({ subscriptionStatus: 'active', daysLeft: 0 }),
      aSubscriptionStatus({ hasAccess: false, daysLeft: 0 }),
    ]) {
      const { unmount } = renderWithProviders(<TrialBanner status={status} onUpgrade={() => undefined} />);
      expect(screen.queryByText(/left in your free trial/)).not.toBeInTheDocument();
      unmount();
    }
  });

  it('counts down the last 2 days with Upgrade Now', async () => {
    const onUpgrade = vi.fn();
    const { unmount } = renderWithProviders(
      <TrialBanner status={aSubscriptionStatus({ daysLeft: 2 })} onUpgrade={onUpgrade} />,
    );
    expect(screen.getByText('2 days left in your free trial')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade Now' }));
    expect(onUpgrade).toHaveBeenCalledOnce();
    unmount();
    renderWithProviders(<TrialBanner status={aSubscriptionStatus({ daysLeft: 1 })} onUpgrade={onUpgrade} />);
    expect(screen.getByText('1 day left in your free trial')).toBeInTheDocument();
  });
});
