import { CONCEPTS } from '@parley/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { HowItWorksPage } from './HowItWorksPage';

const cta = () => within(screen.getByRole('region', { name: 'Ready to prepare your next negotiation?' }));

describe('HowItWorksPage', () => {
  it('has the shared top bar, one h1 and the landmarks', () => {
    renderWithProviders(<HowItWorksPage signedIn={false} />);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('How Parley Works');
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the five steps in order, each with an explanation', () => {
    renderWithProviders(<HowItWorksPage signedIn={false} />);
    const steps = screen.getAllByTestId('step');
    expect(steps.map((step) => within(step).getByRole('heading', { level: 3 }).textContent)).toEqual([
      'Step 1: Create Your Case',
      'Step 2: Define Issues & Options',
      'Step 3: Smart Points System',
      'Step 4: Visualize Outcomes',
      'Step 5: Get AI Insights',
    ]);
    for (const step of steps) {
      expect(step.querySelector('.ant-typography:not(h3)')?.textContent?.length).toBeGreaterThan(30);
    }
    expect(within(steps[2] as HTMLElement).getByText(/from 25 to 250/)).toBeInTheDocument();
    expect(within(steps[2] as HTMLElement).getByText(/4-dimension calculation/)).toBeInTheDocument();
  });

  it('explains every concept the screens name in a Concepts section, and opens on it from #concepts', () => {
    renderWithProviders(<HowItWorksPage signedIn />, { route: '/how-it-works#concepts' });
    const section = screen.getByRole('region', { name: 'Concepts' });
    expect(section).toHaveFocus();
    const terms = Array.from(section.querySelectorAll('dt'), (term) => term.textContent);
    const lines = Array.from(section.querySelectorAll('dd'), (line) => line.textContent);
    const all = Object.values(CONCEPTS);
    expect([...terms].sort()).toEqual(all.map((concept) => concept.name).sort());
    expect([...lines].sort()).toEqual(all.map((concept) => concept.text).sort());
    expect(within(section).getByText('Balanced deal (Nash point)')).toBeInTheDocument();
  });

  it('shows a feature grid', () => {
    renderWithProviders(<HowItWorksPage signedIn={false} />);
    const grid = within(screen.getByRole('region', { name: 'Everything in one place' }));
    expect(grid.getAllByRole('heading', { level: 3 }).length).toBeGreaterThanOrEqual(3);
  });

  it('shows the house-purchase example with points for buyer and seller and its analysis', () => {
    renderWithProviders(<HowItWorksPage signedIn={false} />);
    const demo = within(screen.getByRole('region', { name: 'Example: buying a house' }));
    const table = within(demo.getByRole('table'));
    for (const issue of ['Price', 'Closing date', 'Repairs']) {
      expect(table.getByRole('rowheader', { name: issue })).toBeInTheDocument();
    }
    expect(table.getByRole('columnheader', { name: 'Buyer' })).toBeInTheDocument();
    expect(table.getByRole('columnheader', { name: 'Seller' })).toBeInTheDocument();
    const analysis = within(screen.getByTestId('demo-analysis'));
    expect(analysis.getByText('27 possible deals')).toBeInTheDocument();
    expect(
      analysis.getByText(
        'Best joint deal: $400,000, In 30 days, $5,000 repair credit: buyer 330 points, seller 450 points',
      ),
    ).toBeInTheDocument();
  });

  it('sends Get Started and Start Free Trial to the login endpoint for a visitor', () => {
    renderWithProviders(<HowItWorksPage signedIn={false} />);
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/api/login');
    expect(cta().getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/api/login');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  });

  it('lists the trial, price and promises in the call to action', () => {
    renderWithProviders(<HowItWorksPage signedIn={false} />);
    const points = within(screen.getByTestId('cta-points'))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(points).toEqual([
      '3 days free trial',
      'Then $4.99 per month',
      'Unlimited cases',
      'No credit card required',
      'Cancel anytime',
    ]);
  });

  it('points the section links at the landing page: / for a visitor', () => {
    renderWithProviders(<HowItWorksPage signedIn={false} />, { route: '/how-it-works' });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/#features');
    expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/#pricing');
    expect(nav.getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
  });

  it('for a signed-in visitor, links the sections to /landing and the buttons into the app', () => {
    renderWithProviders(<HowItWorksPage signedIn />, { route: '/how-it-works' });
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/landing#features');
    expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/landing#pricing');
    expect(screen.getByRole('link', { name: 'Your Negotiations' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/');
    expect(cta().getByRole('link', { name: 'Start Free Trial' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Sign In' })).not.toBeInTheDocument();
  });
});
