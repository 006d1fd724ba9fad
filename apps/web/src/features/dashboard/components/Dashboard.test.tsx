import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { aCase } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { Dashboard, type DashboardProps } from './Dashboard';

function renderDashboard(props: Partial<DashboardProps> = {}) {
  const all: DashboardProps = {
    userName: 'Ada',
    cases: [],
    isLoading: false,
    isError: false,
    onRetry: vi.fn(),
    onNewCase: vi.fn(),
    importing: false,
    onImportFile: vi.fn(),
    ...props,
  };
  renderWithProviders(<Dashboard {...all} />);
  return all;
}

function statValue(title: string): string {
  const card = screen.getAllByTestId('stat-card').find((c) => within(c).queryByText(title));
  if (!card) throw new Error(`no stat card ${title}`);
  return card.querySelector('.ant-statistic-content')?.textContent ?? '';
}

describe('Dashboard', () => {
  it('shows the header with the user name and the Landing and Logout links', () => {
    renderDashboard({ userName: 'ada.lovelace' });
    expect(screen.getByRole('heading', { level: 1, name: 'Your Negotiations' })).toBeInTheDocument();
    expect(screen.getByText('ada.lovelace')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Landing' })).toHaveAttribute('href', '/landing');
    expect(screen.getByRole('link', { name: /logout/i })).toHaveAttribute('href', '/api/logout');
  });

  it('computes the four stat cards from the cases', () => {
    renderDashboard({
      cases: [
        aCase({ id: 1, status: 'active' }),
        aCase({ id: 2, status: 'active' }),
        aCase({ id: 3, status: 'completed' }),
        aCase({ id: 4, status: 'closed', closedAt: '2025-03-05T12:00:00.000Z' }),
        aCase({ id: 5, status: 'draft' }),
      ],
    });
    // Total 5; Active 2; Completed = completed + closed = 2; Success = 2 / 4 non-draft = 50 %.
    expect(statValue('Total Cases')).toBe('5');
    expect(statValue('Active')).toBe('2');
    expect(statValue('Completed')).toBe('2');
    expect(statValue('Success Rate')).toBe('50%');
  });

  it('rounds the success rate', () => {
    renderDashboard({
      cases: [
        aCase({ id: 1, status: 'active' }),
        aCase({ id: 2, status: 'active' }),
        aCase({ id: 3, status: 'closed' }),
      ],
    });
    // 1 completed-or-closed / 3 non-draft = 33.3 % → 33 %.
    expect(statValue('Success Rate')).toBe('33%');
  });

  it('shows -- as the success rate when every case is a draft', () => {
    renderDashboard({ cases: [aCase({ id: 1, status: 'draft' })] });
    expect(statValue('Total Cases')).toBe('1');
    expect(statValue('Success Rate')).toBe('--');
  });

  it('shows six skeleton cards while loading', () => {
    renderDashboard({ cases: undefined, isLoading: true });
    expect(screen.getAllByTestId('case-card-skeleton')).toHaveLength(6);
    expect(screen.queryByText('No negotiation cases yet')).not.toBeInTheDocument();
  });

  it('shows the empty state whose button opens the dialog', async () => {
    const props = renderDashboard({ cases: [] });
    expect(screen.getByText('No negotiation cases yet')).toBeInTheDocument();
    expect(statValue('Total Cases')).toBe('0');
    expect(statValue('Success Rate')).toBe('--');
    await userEvent.click(screen.getByRole('button', { name: /create your first case/i }));
    expect(props.onNewCase).toHaveBeenCalledTimes(1);
  });

  it('offers a first visit the sample case to explore', async () => {
    const onStartSample = vi.fn();
    renderDashboard({ cases: [], onStartSample });
    expect(screen.getByText(/The sample is a lease renewal with points for both sides/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Explore a sample case' }));
    expect(onStartSample).toHaveBeenCalledOnce();
  });

  it('offers the sample only while there is no case', () => {
    renderDashboard({ cases: [aCase()], onStartSample: vi.fn() });
    expect(screen.queryByRole('button', { name: 'Explore a sample case' })).not.toBeInTheDocument();
  });

  it('offers Duplicate and Delete beside each card, naming the case', async () => {
    const onDuplicateCase = vi.fn();
    const onDeleteCase = vi.fn();
    const lease = aCase({ id: 7, name: 'Lease renewal' });
    renderDashboard({ cases: [lease], onDuplicateCase, onDeleteCase });
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate Lease renewal' }));
    expect(onDuplicateCase).toHaveBeenCalledWith(lease);
    await userEvent.click(screen.getByRole('button', { name: 'Delete Lease renewal' }));
    expect(onDeleteCase).toHaveBeenCalledWith(lease);
  });

  it('gives the time of a change made today on its card', () => {
    const today = new Date();
    today.setHours(14, 5, 0, 0);
    renderDashboard({ cases: [aCase({ updatedAt: today.toISOString() })] });
    expect(screen.getByText('Updated today at 14:05')).toBeInTheDocument();
  });

  it('opens the dialog from New Case', async () => {
    const props = renderDashboard({ cases: [aCase()] });
    await userEvent.click(screen.getByRole('button', { name: /new case/i }));
    expect(props.onNewCase).toHaveBeenCalledTimes(1);
  });

  it('shows an error with a retry button when the list fails', async () => {
    const props = renderDashboard({ cases: undefined, isError: true });
    expect(screen.getByText('Could not load your cases')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the database cannot be reached, with a retry, when that is why the list failed', async () => {
    const props = renderDashboard({ cases: undefined, isError: true, unavailable: true });
    expect(screen.getByText("Parley can't reach its database right now")).toBeInTheDocument();
    expect(screen.queryByText('Could not load your cases')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(props.onRetry).toHaveBeenCalledTimes(1);
  });

  it('draws each case as a link to its page, with the closed date for closed cases', () => {
    renderDashboard({
      cases: [
        aCase({
          id: 7,
          name: 'Lease renewal',
          goal: 'Keep the rent flat',
          status: 'active',
          updatedAt: '2025-03-04T10:30:00Z',
        }),
        aCase({
          id: 9,
          name: 'Car purchase',
          goal: null,
          status: 'closed',
          updatedAt: '2025-02-10T08:00:00Z',
          closedAt: '2025-02-11T16:00:00Z',
        }),
      ],
    });

    const cards = screen.getAllByTestId('case-card');
    expect(cards).toHaveLength(2);
    const [open, closed] = cards as [HTMLElement, HTMLElement];

    expect(open).toHaveAttribute('href', '/cases/7');
    expect(within(open).getByRole('heading', { name: 'Lease renewal' })).toBeInTheDocument();
    expect(within(open).getByText('Active')).toBeInTheDocument();
    expect(within(open).getByText('Keep the rent flat')).toHaveClass('line-clamp-2');
    expect(within(open).getByText(/Updated Mar 4, 2025/)).toBeInTheDocument();
    expect(within(open).getByText(/View Analysis/)).toBeInTheDocument();
    expect(within(open).queryByText(/Closed/)).not.toBeInTheDocument();

    expect(closed).toHaveAttribute('href', '/cases/9');
    expect(within(closed).getByText('Closed')).toBeInTheDocument();
    expect(within(closed).getByText(/Closed Feb 11, 2025/)).toBeInTheDocument();
    expect(within(closed).getByText('No goal specified')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Car purchase/ })).toBe(closed);
  });
});
