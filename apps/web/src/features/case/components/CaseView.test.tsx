import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseDetailResponse } from '@parley/contracts';
import { aCaseDetail, aLeaseDetail } from '../../../testing/fixtures';
import { NARROW_QUERY } from '../../../lib/useNarrowScreen';
import { mediaQueryList } from '../../../testing/media-query';
import { renderWithProviders } from '../../../testing/renderWithProviders';
import { accessOfRole } from '../access/case-access';
import { CaseView, type CaseViewState } from './CaseView';

function ready(detail: CaseDetailResponse, overrides: Partial<CaseViewState & { kind: 'ready' }> = {}) {
  return {
    kind: 'ready' as const,
    detail,
    tab: 'overview' as const,
    onTabChange: vi.fn(),
    issuesTab: <p>Issues content</p>,
    pointsTab: <p>Points content</p>,
    strategyTab: <p>Strategy content</p>,
    negotiateTab: <p>Negotiate content</p>,
    onClose: vi.fn(),
    onReopen: vi.fn(),
    onEdit: vi.fn(),
    onDelete: vi.fn(),
    onAgree: vi.fn(() => Promise.resolve()),
    statusChanging: false,
    ...overrides,
  };
}

function statValue(title: string): string {
  const card = screen.getAllByTestId('stat-card').find((c) => within(c).queryByText(title));
  if (!card) throw new Error(`no stat card ${title}`);
  return card.querySelector('.ant-statistic-content')?.textContent ?? '';
}

afterEach(() => vi.restoreAllMocks());

describe('CaseView', () => {
  it('shows the header and the case information', () => {
    renderWithProviders(
      <CaseView state={ready(aCaseDetail({ name: 'Lease renewal', goal: 'Keep the rent flat' }))} />,
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
        state={ready(aCaseDetail({ goal: null, status: 'closed', closedAt: '2025-02-11T16:00:00' }))}
      />,
    );
    expect(screen.getByText('No goal specified')).toBeInTheDocument();
    expect(screen.getByText('Closed Feb 11, 2025 16:00')).toBeInTheDocument();
    expect(screen.getByText('This case is closed. Reopen it to make changes.')).toBeInTheDocument();
  });

  it('offers Edit and Delete in the header, also on a closed case', async () => {
    const onEdit = vi.fn();
    const onDelete = vi.fn();
    renderWithProviders(
      <CaseView state={ready(aCaseDetail({ id: 7, status: 'closed' }), { onEdit, onDelete })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Edit case' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete case' }));
    expect(onEdit).toHaveBeenCalledOnce();
    expect(onDelete).toHaveBeenCalledOnce();
  });

  it('offers Duplicate in the header when the screen can copy the case', async () => {
    const onDuplicate = vi.fn();
    const { unmount } = renderWithProviders(
      <CaseView state={ready(aCaseDetail({ id: 7, status: 'closed' }), { onDuplicate })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Duplicate case' }));
    expect(onDuplicate).toHaveBeenCalledOnce();
    unmount();
    renderWithProviders(<CaseView state={ready(aCaseDetail({ id: 7 }))} />);
    expect(screen.queryByRole('button', { name: 'Duplicate case' })).not.toBeInTheDocument();
  });

  it('shows the four figures of the overview from the scores', () => {
    renderWithProviders(<CaseView state={ready(aLeaseDetail())} />);
    // Your Max: Rent max(40, 200) + Term max(0, 0, 120) = 320; Opponent Max: 220 + 0.
    expect(statValue('Issues')).toBe('2');
    expect(statValue('Your Max')).toBe('320');
    expect(statValue('Opponent Max')).toBe('220');
    expect(statValue('Parties')).toBe('2');
  });

  it('closes an open case and reopens a closed one', async () => {
    const open = ready(aLeaseDetail());
    const { unmount } = renderWithProviders(<CaseView state={open} />);
    await userEvent.click(screen.getByRole('button', { name: 'Close case' }));
    expect(open.onClose).toHaveBeenCalledTimes(1);
    unmount();

    const closed = ready(aCaseDetail({ status: 'closed', closedAt: '2025-02-11T16:00:00' }));
    renderWithProviders(<CaseView state={closed} />);
    expect(screen.queryByRole('button', { name: 'Close case' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reopen case' }));
    expect(closed.onReopen).toHaveBeenCalledTimes(1);
  });

  it('opens the printable report in a new tab, in the reader’s time zone', async () => {
    renderWithProviders(<CaseView state={ready(aLeaseDetail())} />);
    const exportLink = screen.getByRole('link', { name: 'Export' });
    const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    // Read when the browser is idle after the first render, not in it.
    await waitFor(() =>
      expect(exportLink).toHaveAttribute(
        'href',
        `/api/cases/7/export?timeZone=${encodeURIComponent(timeZone)}`,
      ),
    );
    expect(exportLink).toHaveAttribute('target', '_blank');
    expect(exportLink).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('downloads the case as a JSON file', () => {
    renderWithProviders(<CaseView state={ready(aLeaseDetail())} />);
    const link = screen.getByRole('link', { name: 'Export JSON' });
    expect(link).toHaveAttribute('href', '/api/cases/7/export.json');
    expect(link).toHaveAttribute('download', 'parley-case-7.json');
  });

  it('offers the actions as a row of buttons on a wide screen and in one menu on a narrow one', async () => {
    renderWithProviders(<CaseView state={ready(aLeaseDetail())} />);
    expect(screen.getByRole('button', { name: 'Edit case' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Case actions' })).toBeNull();
  });

  it('offers the same actions in one menu for a narrow screen', async () => {
    vi.spyOn(window, 'matchMedia').mockImplementation((query: string) =>
      mediaQueryList(query, query === NARROW_QUERY),
    );
    const onDuplicate = vi.fn();
    const state = ready(aLeaseDetail(), { onDuplicate });
    renderWithProviders(<CaseView state={state} />);
    // Below 768 px the menu takes the row of buttons' place.
    expect(screen.queryByRole('button', { name: 'Edit case' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Case actions' }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Edit', 'Duplicate', 'Export', 'Export JSON', 'Close', 'Delete']);
    expect(within(menu).getByRole('link', { name: 'Export JSON' })).toHaveAttribute(
      'href',
      '/api/cases/7/export.json',
    );
    expect(within(menu).getByRole('link', { name: 'Export' })).toHaveAttribute('target', '_blank');
    expect(within(menu).getByRole('link', { name: 'Export' })).toHaveAttribute(
      'href',
      `/api/cases/7/export?timeZone=${encodeURIComponent(Intl.DateTimeFormat().resolvedOptions().timeZone)}`,
    );
    await userEvent.click(within(menu).getByText('Close'));
    expect(state.onClose).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Case actions' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByText('Delete'));
    expect(state.onDelete).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Case actions' }));
    await userEvent.click(within(await screen.findByRole('menu')).getByText('Duplicate'));
    expect(onDuplicate).toHaveBeenCalledOnce();
  });

  it('switches tabs through its callback and shows the open tab', async () => {
    const state = ready(aLeaseDetail(), { tab: 'issues' });
    renderWithProviders(<CaseView state={state} />);
    expect(screen.getByText('Issues content')).toBeVisible();
    await userEvent.click(screen.getByRole('tab', { name: 'Smart Points' }));
    expect(state.onTabChange).toHaveBeenCalledWith('points');
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

  it('says the database cannot be reached, with a retry, when that is why loading failed', async () => {
    const onRetry = vi.fn();
    renderWithProviders(<CaseView state={{ kind: 'error', onRetry, unavailable: true }} />);
    expect(screen.getByText("Parley can't reach its database right now")).toBeInTheDocument();
    expect(screen.queryByText('Could not load this case')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  describe('for a member (issue 35)', () => {
    it('tags a viewer\'s case "View only", names its owner, and keeps only the exports in the header', () => {
      renderWithProviders(
        <CaseView
          state={ready(aCaseDetail({ name: 'Lease' }), {
            access: accessOfRole('viewer', 'Ana'),
            onDuplicate: vi.fn(),
          })}
        />,
      );
      expect(screen.getByText('View only')).toBeInTheDocument();
      expect(screen.getByText('Shared by Ana')).toBeInTheDocument();
      for (const name of ['Edit case', 'Duplicate case', 'Delete case', 'Close case'])
        expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: /Export JSON/ })).toBeInTheDocument();
    });

    it("lets an editor change the case but leaves the owner's actions out", () => {
      renderWithProviders(
        <CaseView
          state={ready(aCaseDetail({ name: 'Lease' }), {
            access: accessOfRole('editor', 'Ana'),
          })}
        />,
      );
      expect(screen.queryByText('View only')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Delete case' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Edit case' })).not.toBeInTheDocument();
    });

    it('shows the owner every action, and no tag', () => {
      renderWithProviders(<CaseView state={ready(aCaseDetail({ name: 'Lease' }))} />);
      expect(screen.queryByText('View only')).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Delete case' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Close case' })).toBeInTheDocument();
    });
  });
});
