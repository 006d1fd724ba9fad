import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { MarketingHeader } from './MarketingHeader';

describe('MarketingHeader', () => {
  it('opens and closes the mobile menu with its toggle, which reports aria-expanded', async () => {
    renderWithProviders(<MarketingHeader signedIn={false} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Site menu' });
    expect(toggle).toHaveAttribute('aria-controls', menu.id);
    expect(within(menu).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '#features');
    expect(within(menu).getByRole('link', { name: 'How It Works' })).toHaveAttribute('href', '/how-it-works');
    expect(within(menu).getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '#pricing');

    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).not.toBeInTheDocument();
  });

  it('closes the mobile menu on Escape and when a link in it is followed', async () => {
    renderWithProviders(<MarketingHeader signedIn={false} />);
    const toggle = screen.getByRole('button', { name: 'Menu' });

    await userEvent.click(toggle);
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(toggle);
    const menu = screen.getByRole('navigation', { name: 'Site menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'Pricing' }));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('points the section links at the landing page when it is given', () => {
    renderWithProviders(<MarketingHeader signedIn landingPath="/landing" />);
    const nav = within(screen.getByRole('navigation', { name: 'Main' }));
    expect(nav.getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/landing#features');
    expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/landing#pricing');
    expect(screen.getByRole('link', { name: 'Your Negotiations' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Parley home' })).toHaveAttribute('href', '/landing');
  });

  it('links the logo home for a visitor', () => {
    renderWithProviders(<MarketingHeader signedIn={false} />);
    expect(screen.getByRole('link', { name: 'Parley home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/api/login');
  });
});
