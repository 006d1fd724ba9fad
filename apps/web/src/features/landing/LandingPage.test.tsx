import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { LandingPage, type LandingPageProps, type LandingSubscription } from './LandingPage';

function subscription(overrides: Partial<LandingSubscription> = {}): LandingSubscription {
  return {
    subscriptionStatus: 'trial',
    hasAccess: true,
    trialEndsAt: null,
    createdAt: null,
    daysLeft: 3,
    ...overrides,
  };
}

function renderLanding(props: Partial<LandingPageProps> = {}) {
  return renderWithProviders(<LandingPage signedIn={false} {...props} />);
}

const statusCard = () => within(screen.getByTestId('status-card'));
const hero = () => within(screen.getByRole('region', { name: 'Negotiate with a plan, not a hunch' }));
const pricing = () => within(screen.getByRole('region', { name: 'Simple pricing' }));
const topBar = () => within(screen.getByRole('banner'));

describe('LandingPage, signed out', () => {
  it('has one h1 and the header, main and footer landmarks', () => {
    renderLanding();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    // SPEC §1: 'Landing footer copyright year: 2025', whatever the reader's clock says.
    expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Parley. All rights reserved.');
  });

  it('links Sign In and Start Your Free Trial to the login endpoint', () => {
    renderLanding();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'Start Your Free Trial' })).toHaveAttribute('href', '/api/login');
    expect(screen.queryByRole('link', { name: 'Your Negotiations' })).not.toBeInTheDocument();
  });

  it('links Features and Pricing to their sections and How It Works to its page', () => {
    renderLanding();
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(nav.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
    expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');
    expect(document.getElementById('features')).toHaveAccessibleName('Everything you need to prepare');
    expect(document.getElementById('pricing')).toHaveAccessibleName('Simple pricing');
  });

  it('shows the three sample cards of a lease: top 5 scenarios, a playbook and a final agreement', () => {
    renderLanding();
    const samples = screen.getAllByTestId('sample-card');
    expect(samples.map((card) => within(card).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Top 5 Scenarios: Lease',
      'Sample Playbook',
      'Sample Final Agreement',
    ]);
    const top = within(samples[0] as HTMLElement);
    expect(top.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Rank',
      'Rent',
      'Term',
      'Deposit',
      'Value Score',
    ]);
    // Figures from @parley/scoring on the sample lease (sample-lease.spec.ts derives them).
    expect(top.getAllByRole('row')).toHaveLength(6);
    expect(top.getByText('800 pts')).toBeInTheDocument();
    expect(top.getByText(/^Average top 5:/)).toBeInTheDocument();
    const playbook = within(samples[1] as HTMLElement);
    expect(playbook.getByText('Opening: Lead with Strength')).toBeInTheDocument();
    const agreement = within(samples[2] as HTMLElement);
    expect(agreement.getByText('You 380')).toBeInTheDocument();
    expect(agreement.getByText('Opp 420')).toBeInTheDocument();
  });

  it('shows three feature cards', () => {
    renderLanding();
    const features = within(screen.getByRole('region', { name: 'Everything you need to prepare' }));
    expect(features.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Identify key issues',
      'Visualise outcomes',
      'Build strategies',
    ]);
  });

  it('shows the Pro plan with its price, trial and promises, and a sign-in button', () => {
    renderLanding();
    const plan = pricing();
    expect(plan.getByRole('heading', { level: 3, name: 'Pro' })).toBeInTheDocument();
    expect(plan.getByText('$4.99')).toBeInTheDocument();
    expect(plan.getByText('per month')).toBeInTheDocument();
    for (const text of [
      '3-day free trial',
      'Unlimited cases',
      'No credit card required',
      'Cancel anytime',
      '30-day money-back guarantee',
    ]) {
      expect(plan.getByText(text)).toBeInTheDocument();
    }
    expect(plan.getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/api/login');
  });

  it('shows the free-trial offer in the status card, whatever subscription is passed', () => {
    renderLanding({ subscription: subscription({ subscriptionStatus: 'active' }) });
    expect(statusCard().getByText('3-Day Free Trial')).toBeInTheDocument();
    expect(statusCard().getByRole('heading', { name: 'Start Free' })).toBeInTheDocument();
    expect(statusCard().getByText('$4.99/month')).toBeInTheDocument();
    expect(screen.queryByText('Pro Active')).not.toBeInTheDocument();
  });
});

describe('LandingPage, signed in', () => {
  it('offers Your Negotiations and Go to Your Negotiations, both to /', () => {
    renderLanding({ signedIn: true });
    expect(topBar().getByRole('link', { name: 'Your Negotiations' })).toHaveAttribute('href', '/');
    expect(hero().getByRole('link', { name: 'Go to Your Negotiations' })).toHaveAttribute('href', '/');
    expect(pricing().getByRole('link', { name: 'Go to Your Negotiations' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Start Your Free Trial' })).not.toBeInTheDocument();
  });

  it('navigates inside the app when Go to Your Negotiations is clicked', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<p>Dashboard here</p>} />
        <Route path="/landing" element={<LandingPage signedIn />} />
      </Routes>,
      { route: '/landing' },
    );
    await userEvent.click(hero().getByRole('link', { name: 'Go to Your Negotiations' }));
    expect(await screen.findByText('Dashboard here')).toBeInTheDocument();
  });

  it('treats a missing subscription as none', () => {
    renderLanding({ signedIn: true });
    expect(statusCard().getByText('3-Day Free Trial')).toBeInTheDocument();
    expect(statusCard().getByRole('heading', { name: 'Start Free' })).toBeInTheDocument();
    expect(statusCard().getByText('$4.99/month')).toBeInTheDocument();
  });

  it('treats an unknown status as none', () => {
    renderLanding({ signedIn: true, subscription: subscription({ subscriptionStatus: 'cancelled' }) });
    expect(statusCard().getByText('3-Day Free Trial')).toBeInTheDocument();
  });

  it('greets an active subscriber with Access Your Pro Account and the Pro card', () => {
    renderLanding({
      signedIn: true,
      subscription: subscription({ subscriptionStatus: 'active', createdAt: '2026-11-22T12:00:00.000Z' }),
    });
    expect(hero().getByRole('link', { name: 'Access Your Pro Account' })).toHaveAttribute('href', '/');
    expect(pricing().getByRole('link', { name: 'Access Your Pro Account' })).toHaveAttribute('href', '/');
    expect(topBar().getByRole('link', { name: 'Your Negotiations' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Go to Your Negotiations' })).not.toBeInTheDocument();

    expect(statusCard().getByText('Pro Active')).toBeInTheDocument();
    expect(statusCard().getByRole('heading', { name: 'Parley Pro Subscriber' })).toBeInTheDocument();
    expect(statusCard().getByText(/full access to every feature and unlimited/)).toBeInTheDocument();
    expect(statusCard().getByText('Pro subscriber since Nov 22, 2026')).toBeInTheDocument();
  });

  it('says Pro subscriber since recently when the start date is missing', () => {
    renderLanding({ signedIn: true, subscription: subscription({ subscriptionStatus: 'active' }) });
    expect(statusCard().getByText('Pro subscriber since recently')).toBeInTheDocument();
  });

  it("shows an active trial with the server's days left", () => {
    renderLanding({
      signedIn: true,
      // The browser's clock would count 2 days to this end; the server's count is the one every screen shows.
      subscription: subscription({
        trialEndsAt: new Date(Date.now() + 36 * 3_600_000).toISOString(),
        daysLeft: 1,
      }),
    });
    expect(statusCard().getByText('Free Trial Active')).toBeInTheDocument();
    expect(statusCard().getByRole('heading', { name: 'Trial Active' })).toBeInTheDocument();
    expect(statusCard().getByText('1 day left')).toBeInTheDocument();
    expect(statusCard().getByText('Upgrade to Pro for unlimited access.')).toBeInTheDocument();
    expect(hero().getByRole('link', { name: 'Go to Your Negotiations' })).toBeInTheDocument();
  });

  it('says the days left in the plural', () => {
    renderLanding({ signedIn: true, subscription: subscription({ daysLeft: 3 }) });
    expect(statusCard().getByText('3 days left')).toBeInTheDocument();
  });

  it('shows a placeholder, not the signed-out offer, while the status loads', () => {
    renderLanding({ signedIn: true, subscription: null, statusLoading: true });
    const card = screen.getByTestId('status-card');
    expect(card).toHaveAttribute('aria-busy', 'true');
    expect(within(card).queryByText('Start Free')).not.toBeInTheDocument();
    expect(within(card).queryByText(/3-Day Free Trial/)).not.toBeInTheDocument();
  });

  it('shows an expired trial with the hint to upgrade', () => {
    renderLanding({
      signedIn: true,
      subscription: subscription({ hasAccess: false, trialEndsAt: '2026-01-01T12:00:00.000Z' }),
    });
    expect(statusCard().getByText('Free Trial Active')).toBeInTheDocument();
    expect(statusCard().getByRole('heading', { name: 'Trial Expired' })).toBeInTheDocument();
    expect(statusCard().getByText(/Upgrade to continue using all features\./)).toBeInTheDocument();
    expect(statusCard().queryByText(/days? left/)).not.toBeInTheDocument();
    expect(statusCard().queryByRole('heading', { name: 'Trial Active' })).not.toBeInTheDocument();
  });
});
