import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aCaseDetail } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { CaseView } from './CaseView';

describe('CaseView', () => {
  it('shows the header and the case information', () => {
    renderWithProviders(
      <CaseView
        state={{ kind: 'ready', detail: aCaseDetail({ name: 'Lease renewal', goal: 'Keep the rent flat' }) }}
      />,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Lease renewal' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /back/i })).toHaveAttribute('href', '/');
    expect(screen.getByRole('heading', { level: 2, name: 'Case Information' })).toBeInTheDocument();
    expect(screen.getByText('Keep the rent flat')).toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
  });

  it('says when there is no goal and when the case was closed', () => {
    renderWithProviders(
      <CaseView
        state={{
          kind: 'ready',
          detail: aCaseDetail({ goal: null, status: 'closed', closedAt: '2025-02-11T16:00:00' }),
        }}
      />,
    );
    expect(screen.getByText('No goal specified')).toBeInTheDocument();
    expect(screen.getByText('Closed Feb 11, 2025 16:00')).toBeInTheDocument();
  });

  it('shows Case not found with a way home', () => {
    renderWithProviders(<CaseView state={{ kind: 'not-found' }} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Case not found' })).toBeInTheDocument();
    expect(screen.getByText("The negotiation case you're looking for doesn't exist.")).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /return home/i })).toHaveAttribute('href', '/');
  });

  it('shows a loading state', () => {
    renderWithProviders(<CaseView state={{ kind: 'loading' }} />);
    expect(screen.getByLabelText('Loading case')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  });

  it('offers a retry when loading failed', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<CaseView state={{ kind: 'error', onRetry }} />);
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
