import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says 404 Page Not Found and links home', async () => {
    renderWithProviders(
      <Routes>
        <Route path="/" element={<p>Home page</p>} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>,
      { route: '/no/such/page' },
    );

    expect(screen.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeInTheDocument();
    const home = screen.getByRole('link', { name: /go home/i });
    expect(home).toHaveAttribute('href', '/');

    await userEvent.click(home);
    expect(await screen.findByText('Home page')).toBeInTheDocument();
  });
});
