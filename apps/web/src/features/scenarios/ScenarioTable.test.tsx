import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { buildAxes } from './axes';
import { ScenarioTable } from './ScenarioTable';
import { selectionPage } from '@parley/scoring';
import { toRows } from './table-rows';
import { ladderCase, leaseIssues } from './testing/cases';

const lease = leaseIssues();
const { axes } = buildAxes(lease);
const rows = toRows(lease, selectionPage(lease, { options: [] }, 0, 5).scenarios);

// antd's first render in jsdom is slow on a busy machine; the assertions, not the clock, are the test.
describe('ScenarioTable', { timeout: 15_000 }, () => {
  it('has #, two columns per issue and the three totals, with full names as titles', () => {
    renderWithProviders(
      <ScenarioTable
        axes={axes}
        rows={rows}
        show={5}
        onShowChange={() => undefined}
        kind="top"
        available={6}
        page={1}
        onPageChange={() => undefined}
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual([
      '#',
      'Rent U.Pts',
      'Rent O.Pts',
      'Term U.Pts',
      'Term O.Pts',
      'You',
      'Opponent',
      'Total',
    ]);
    // Row 1 is Low + 36 months; its Term cells name the option in full.
    const firstRow = screen.getAllByRole('row')[1]!;
    expect(within(firstRow).getAllByTitle('Term: 36 months')).toHaveLength(2);
    expect(within(firstRow).getAllByTitle('Rent: Low')[0]).toHaveTextContent('Low 200');
    expect(within(firstRow).getAllByTitle('Rent: Low')[1]).toHaveTextContent('Low 60');
    // The totals stay in view: sticky at the end of every row (ScenarioTable.css pins these classes right).
    const cells = within(firstRow).getAllByRole('cell');
    expect(cells.slice(-3).map((cell) => cell.className)).toEqual([
      'scenario-table-sticky scenario-table-userTotal',
      'scenario-table-sticky scenario-table-opponentTotal',
      'scenario-table-sticky scenario-table-total',
    ]);
    expect(cells.slice(-3).map((cell) => cell.textContent)).toEqual(['320', '60', '380']);
  });

  it('offers 5, 10, 25, 50 and All in the Show select, 5 selected', async () => {
    const onShowChange = vi.fn();
    renderWithProviders(
      <ScenarioTable
        axes={axes}
        rows={rows}
        show={5}
        onShowChange={onShowChange}
        kind="top"
        available={6}
        page={1}
        onPageChange={() => undefined}
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Show' });
    expect(select.closest('.ant-select')).toHaveTextContent('5');
    await userEvent.click(select);
    await screen.findAllByRole('option');
    // The drop-down's visible items (the role="option" list is only the accessible window around the active one).
    const items = Array.from(document.querySelectorAll('.ant-select-item-option'), (o) => o.textContent);
    expect(items).toEqual(['5', '10', '25', '50', 'All']);
    await userEvent.click(document.querySelector('.ant-select-item-option[title="25"]')!);
    expect(onShowChange).toHaveBeenCalledWith(25, expect.anything());
  });

  it('pages All with its exact count, asking for each page as it is opened', () => {
    const issues = ladderCase(3, 10); // 1,000 scenarios
    const onPageChange = vi.fn();
    const page = selectionPage(issues, { options: [] }, 0, 50);
    renderWithProviders(
      <ScenarioTable
        axes={buildAxes(issues).axes}
        rows={toRows(issues, page.scenarios)}
        show="all"
        onShowChange={() => undefined}
        kind="top"
        available={page.total}
        page={1}
        onPageChange={onPageChange}
      />,
    );
    // 50 rows of this page, and pages for all 1,000: 20 of them.
    expect(screen.getAllByRole('row')).toHaveLength(51);
    expect(screen.getByRole('listitem', { name: '20' })).toBeInTheDocument();
    expect(screen.getByText(/all 1,000/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('listitem', { name: '3' }));
    expect(onPageChange).toHaveBeenCalledWith(3, 50);
  });
});
